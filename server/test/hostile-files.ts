/**
 * Hostile uploads for the isolation bench (`npm run bench -- isolation`) and for tests: small files that unpack,
 * parse or decode into enormous work — decompression bombs, XML entity bombs, pixel bombs, deep nesting. All of
 * them are generated in memory at run time by a streaming deflate of a repeated unit (level 9), so the unpacked
 * bytes are never held and nothing large is committed. `hostile-files.test.ts` checks each one is what it
 * claims (sizes unpacked by a counting stream, declared dimensions, nesting depths, packed sizes).
 */
import { once } from 'node:events';
import { crc32, createDeflate, createDeflateRaw, deflateSync } from 'node:zlib';
import { docxOfDocument, pdfOfObjects, pdfStream } from './documents.ts';
import { PNG_SIGNATURE, pngChunk } from './images.ts';
import { zipOf, type Deflated } from './zip.ts';

export const MiB = 1024 ** 2;
export const GiB = 1024 ** 3;

/** Bytes fed to the deflate stream at once. */
const BLOCK_BYTES = MiB;

/** `head`, then `unit` `count` times, then `tail`: bytes too large to hold, described. */
export interface Repeated {
  head?: Buffer | string;
  unit: Buffer | string;
  count: number;
  tail?: Buffer | string;
}

const bytesOf = (part: Buffer | string | undefined): Buffer =>
  part === undefined ? Buffer.alloc(0) : typeof part === 'string' ? Buffer.from(part, 'latin1') : part;

/**
 * The repeated bytes deflated at level 9 as they stream through (a zlib stream, as PDF and PNG hold, or raw
 * deflate, as a .zip holds, then with the CRC-32 of the unpacked bytes; 0 for zlib, which carries its own).
 */
export async function deflateRepeated(input: Repeated, format: 'zlib' | 'raw' = 'zlib'): Promise<Deflated> {
  const unit = bytesOf(input.unit);
  const perBlock = Math.max(1, Math.floor(BLOCK_BYTES / unit.length));
  const block = Buffer.concat(Array.from({ length: perBlock }, () => unit));
  const deflate = format === 'raw' ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = once(deflate, 'end');
  let size = 0;
  let crc = 0;
  const write = async (chunk: Buffer) => {
    if (chunk.length === 0) return;
    size += chunk.length;
    if (format === 'raw') crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  };
  await write(bytesOf(input.head));
  for (let left = input.count; left > 0; left -= perBlock) {
    await write(left >= perBlock ? block : block.subarray(0, left * unit.length));
  }
  await write(bytesOf(input.tail));
  deflate.end();
  await ended;
  return { bytes: Buffer.concat(packed), size, crc };
}

/** The text-drawing operators the compressed page repeats (a font, a position, a string shown). */
export const PDF_DRAWING_UNIT = 'BT /F1 12 Tf 72 720 Td (All work and no play makes a hostile page.) Tj ET\n';

/** A one-page PDF around this content stream (its dictionary entries and bytes) and page entries. */
function onePagePdf(contentEntries: string, content: Buffer, pageEntries = ''): Buffer {
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${pageEntries} >>`,
    pdfStream(contentEntries, content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A valid one-page PDF whose content stream inflates to at least `inflatedBytes` of text-drawing operators.
 * One deflate cannot pack repeated text much tighter than 300 to 1 (1 GiB would still be 3.6 MB), so the
 * stream is deflated `layers` times, as `/Filter [/FlateDecode /FlateDecode]` allows: with two the whole file is
 * a few tens of KB.
 */
export async function compressedStreamPdf(inflatedBytes = GiB, layers = 2): Promise<Buffer> {
  let stream = await deflateRepeated({
    unit: PDF_DRAWING_UNIT,
    count: Math.ceil(inflatedBytes / PDF_DRAWING_UNIT.length),
  });
  for (let layer = 1; layer < layers; layer++)
    stream = await deflateRepeated({ unit: stream.bytes, count: 1 });
  const filters = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
  return onePagePdf(`/Filter [${filters}]`, stream.bytes);
}

/**
 * A valid one-page PDF nested `depth` levels deep twice: an array of arrays in the page dictionary
 * (`/Nested [[[…]]]`, written out: 2 bytes a level), and alternating dictionaries and arrays as the operand of
 * a marked-content operator in its (deflated) content stream.
 */
export function nestedPdf(depth = 100_000): Buffer {
  const half = Math.ceil(depth / 2);
  const content = Buffer.from(
    `/Span ${'<< /A [ '.repeat(half)}${' ] >>'.repeat(half)} BDC BT /F1 12 Tf 72 720 Td (Deep) Tj ET EMC\n`,
    'latin1',
  );
  return onePagePdf(
    '/Filter /FlateDecode',
    deflateSync(content, { level: 9 }),
    ` /Nested ${'['.repeat(depth)}${']'.repeat(depth)}`,
  );
}

const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * A valid-looking DOCX whose `word/document.xml` unpacks to at least `unpackedBytes` (paragraphs of one long
 * run of text each, about 1000 to 1 packed), deflated as it streams.
 */
export async function docxBomb(unpackedBytes = 300_000_000): Promise<Buffer> {
  const head = `${XML_DECLARATION}<w:document xmlns:w="${WORD_NAMESPACE}"><w:body>`;
  const unit = `<w:p><w:r><w:t>${'a'.repeat(65_000)}</w:t></w:r></w:p>`;
  const tail = '</w:body></w:document>';
  const count = Math.ceil((unpackedBytes - head.length - tail.length) / unit.length);
  return docxOfDocument(await deflateRepeated({ head, unit, count, tail }, 'raw'));
}

/** A DOCX whose document declares an external entity (`systemId`) and shows it in its one paragraph. */
export function xxeDocx(systemId = 'file:///dev/zero'): Buffer {
  return docxOfDocument(
    Buffer.from(
      `${XML_DECLARATION}<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "${systemId}">]>\n` +
        `<w:document xmlns:w="${WORD_NAMESPACE}"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`,
    ),
  );
}

/**
 * A DOCX whose document nests internal entities `levels` deep, each one `fanOut` of the one before ("billion
 * laughs": with 10 and 10 the one entity shown expands to 3 × 10^10 bytes).
 */
export function billionLaughsDocx(levels = 10, fanOut = 10): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= levels; level++) {
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(fanOut)}">`);
  }
  return docxOfDocument(
    Buffer.from(
      `${XML_DECLARATION}<!DOCTYPE w:document [${entities.join('\n')}]>\n` +
        `<w:document xmlns:w="${WORD_NAMESPACE}"><w:body><w:p><w:r><w:t>&lol${levels};</w:t></w:r></w:p></w:body></w:document>`,
    ),
  );
}

/**
 * A PNG declaring `width` × `height` pixels, all black (1-bit greyscale, so the rows unpack to width / 8 bytes
 * each and the file stays small). 16384 × 16384 is just past sharp's default pixel limit (16383 × 16383);
 * 16383 × 16383 is the largest picture sharp decodes by default.
 */
export async function hugeImage(width = 16_384, height = 16_384): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace 0
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then the row's bits
  const pixels = await deflateRepeated({ unit: row, count: height });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels.bytes),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Zip bombs of pictures (mission icons, a zipped banner):
 * - `understated`: one entry whose headers declare 4096 bytes unpacked while it unpacks to `unpackedBytes`;
 * - `ratio`: one entry, declared truthfully, of `unpackedBytes` packed about 1000 to 1;
 * - `overlapping`: `count` directory records with their own names, all pointing at the one stored copy of
 *   `picture` (by default the largest picture sharp decodes, 16383 × 16383 pixels in about 33 KB): each record
 *   is a modest, honest picture, and every one of them is decoded.
 * The unpacked bytes start with a PNG signature, so they look like a picture until decoded.
 */
export type ZipBombKind = 'understated' | 'ratio' | 'overlapping';

export interface ZipBombOptions {
  unpackedBytes?: number;
  count?: number;
  picture?: Buffer;
}

export async function zipBomb(kind: ZipBombKind, options: ZipBombOptions = {}): Promise<Buffer> {
  if (kind === 'overlapping') {
    const picture = options.picture ?? (await hugeImage(16_383, 16_383));
    const count = options.count ?? 10;
    return zipOf([
      { name: 'icon-0.png', data: picture },
      ...Array.from({ length: count - 1 }, (_, i) => ({
        name: `icon-${i + 1}.png`,
        sameBytesAs: 'icon-0.png',
      })),
    ]);
  }
  const unpackedBytes = options.unpackedBytes ?? (kind === 'ratio' ? 5_000_000 : 200 * MiB);
  const unit = Buffer.alloc(64 * 1024);
  const deflated = await deflateRepeated(
    {
      head: PNG_SIGNATURE,
      unit,
      count: Math.floor((unpackedBytes - PNG_SIGNATURE.length) / unit.length),
      tail: Buffer.alloc((unpackedBytes - PNG_SIGNATURE.length) % unit.length),
    },
    'raw',
  );
  return zipOf([{ name: 'icon-0.png', deflated, declaredSize: kind === 'understated' ? 4096 : undefined }]);
}

/** One complete-looking bot actor config, `n`th of a file. */
function botActor(n: number): string {
  return JSON.stringify({
    actor_id: `hostile-${n}`,
    availability: 'everyone',
    display_name: `Hostile bot ${n}`,
    display_tagline: 'One of very many',
    personality: 'x'.repeat(200),
  });
}

/** A bot actor configs file of at least `bytes`: an `actors` array of very many configs. */
export function hugeBotJson(bytes = 40 * MiB): Buffer {
  const unit = `${botActor(0)},`;
  const count = Math.ceil(bytes / unit.length);
  return Buffer.from(`{"actors":[${Array.from({ length: count }, (_, n) => botActor(n)).join(',')}]}`);
}

/** A bot actor configs file whose `actors` array holds arrays nested `depth` deep (2 bytes a level). */
export function nestedBotJson(depth = 500_000): Buffer {
  return Buffer.from(`{"actors":[${'['.repeat(depth)}${']'.repeat(depth)}]}`);
}
