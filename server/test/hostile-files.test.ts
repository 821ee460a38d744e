/**
 * The hostile files are what they claim: their unpacked sizes are counted by streaming inflate (never held), their
 * declared dimensions and nesting read from their bytes, and their packed sizes stay small.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, createInflateRaw, inflateRawSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import yauzl, { type Entry } from 'yauzl';
import {
  billionLaughsDocx,
  compressedStreamPdf,
  docxBomb,
  GiB,
  hugeBotJson,
  hugeImage,
  MiB,
  nestedBotJson,
  nestedPdf,
  xxeDocx,
  zipBomb,
} from './hostile-files.ts';

const LONG = 120_000;

/** The bytes the stream gives once inflated `layers` times (zlib streams), counted and dropped. */
async function inflatedSize(packed: Buffer, layers = 1, raw = false): Promise<number> {
  let size = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done();
    },
  });
  const inflates = Array.from({ length: layers }, () => (raw ? createInflateRaw() : createInflate()));
  await pipeline([Readable.from([packed]), ...inflates, counter]);
  return size;
}

/** The deepest nesting of these opening and closing marks in `text`. */
function depthOf(text: string, open: RegExp, close: RegExp): number {
  let depth = 0;
  let deepest = 0;
  for (const match of text.matchAll(new RegExp(`${open.source}|${close.source}`, 'g'))) {
    depth += open.test(match[0]) ? 1 : -1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

interface PdfObject {
  text: string;
  stream?: Buffer;
}

/** The objects of a PDF, by the offsets its cross-reference table gives (so the table is checked too). */
function pdfObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(xref, xref + 5)).toBe('xref\n');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return offsets.map((offset, i) => {
    const end = text.indexOf('\nendobj\n', offset);
    const object = text.slice(offset, end);
    expect(object.startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    const streamAt = object.indexOf('\nstream\n');
    if (streamAt < 0) return { text: object };
    const length = Number(/\/Length (\d+)/.exec(object)?.[1]);
    const from = offset + streamAt + '\nstream\n'.length;
    expect(text.slice(from + length, from + length + '\nendstream'.length)).toBe('\nendstream');
    return { text: object.slice(0, streamAt), stream: pdf.subarray(from, from + length) };
  });
}

/** The entries of a .zip as yauzl reads its central directory. */
function zipEntries(zip: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: false, validateEntrySizes: false }, (error, file) => {
      if (error) return reject(error);
      const entries: Entry[] = [];
      file.on('entry', (entry: Entry) => entries.push(entry));
      file.on('end', () => resolve(entries));
      file.on('error', reject);
    });
  });
}

/** An entry's packed bytes, straight from its local header (so nothing checks them on the way). */
function packedBytes(zip: Buffer, entry: Entry): Buffer {
  const local = entry.relativeOffsetOfLocalHeader;
  expect(zip.readUInt32LE(local)).toBe(0x04034b50);
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  return zip.subarray(start, start + entry.compressedSize);
}

async function documentXml(docx: Buffer): Promise<{ entry: Entry; packed: Buffer }> {
  const entry = (await zipEntries(docx)).find((e) => e.fileName === 'word/document.xml');
  if (!entry) throw new Error('no word/document.xml');
  return { entry, packed: packedBytes(docx, entry) };
}

describe('hostile files', () => {
  it(
    'compressedStreamPdf: a small one-page PDF whose content stream inflates to at least 1 GiB of drawing operators',
    async () => {
      const pdf = await compressedStreamPdf();
      expect(pdf.length).toBeLessThan(200 * 1024);
      const objects = pdfObjects(pdf);
      expect(objects[1].text).toContain('/Count 1');
      expect(objects[2].text).toContain('/Contents 4 0 R');
      const content = objects[3];
      expect(content.text).toContain('/Filter [/FlateDecode /FlateDecode]');
      // The first 64 KiB say what the rest repeats.
      const once = inflateSync(content.stream!, { finishFlush: 2 });
      expect(inflateSync(once.subarray(0, 4096), { finishFlush: 2 }).toString('latin1')).toMatch(
        /^BT \/F1 12 Tf 72 720 Td \(.+\) Tj ET\n/,
      );
      expect(await inflatedSize(content.stream!, 2)).toBeGreaterThanOrEqual(GiB);
    },
    LONG,
  );

  it('nestedPdf: arrays 100,000 deep in the page, dictionaries and arrays as deep in its content', () => {
    const pdf = nestedPdf(100_000);
    expect(pdf.length).toBeLessThan(250 * 1024);
    const objects = pdfObjects(pdf);
    expect(depthOf(objects[2].text, /\[/, /\]/)).toBeGreaterThanOrEqual(100_000);
    const content = inflateSync(objects[3].stream!).toString('latin1');
    expect(depthOf(content, /<<|\[/, />>|\]/)).toBeGreaterThanOrEqual(100_000);
    expect(content).toMatch(/ BDC BT .* ET EMC\n$/);
  });

  it(
    'docxBomb: a DOCX of well under 1 MB whose word/document.xml unpacks to 300 MB, declared truthfully',
    async () => {
      const docx = await docxBomb();
      expect(docx.length).toBeLessThan(MiB);
      const { entry, packed } = await documentXml(docx);
      expect(entry.uncompressedSize).toBeGreaterThanOrEqual(300_000_000);
      expect(inflateRawSync(packed.subarray(0, 1024), { finishFlush: 2 }).toString()).toMatch(
        /^<\?xml .*\?>\n<w:document xmlns:w="[^"]+"><w:body><w:p><w:r><w:t>a+/,
      );
      expect(await inflatedSize(packed, 1, true)).toBe(entry.uncompressedSize);
    },
    LONG,
  );

  it('xxeDocx and billionLaughsDocx: documents declaring an external entity, and entities nested ten deep', async () => {
    const xxe = (await documentXml(xxeDocx())).packed;
    const xxeText = inflateRawSync(xxe).toString();
    expect(xxeText).toContain('<!ENTITY xxe SYSTEM "file:///dev/zero">');
    expect(xxeText).toContain('<w:t>&xxe;</w:t>');
    const laughs = await documentXml(billionLaughsDocx());
    const laughsText = inflateRawSync(laughs.packed).toString();
    // Each level is ten of the one before: the one entity shown is 3 bytes × 10^10.
    let expanded = 0;
    for (const [, level, body] of laughsText.matchAll(/<!ENTITY lol(\d+) "([^"]*)">/g)) {
      const refs = body.match(/&lol\d+;/g)?.length ?? 0;
      expanded = level === '0' ? body.length : expanded * refs;
    }
    expect(expanded).toBe(3e10);
    expect(laughsText).toContain('<w:t>&lol10;</w:t>');
    expect(laughs.entry.uncompressedSize).toBeLessThan(4096);
  });

  it('hugeImage: a PNG of tens of KB declaring 16384 × 16384 pixels, all of whose rows are there', async () => {
    const png = await hugeImage();
    expect(png.length).toBeLessThan(100 * 1024);
    const { width, height, format } = await sharp(png, { limitInputPixels: false }).metadata();
    expect({ width, height, format }).toEqual({ width: 16_384, height: 16_384, format: 'png' });
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(await inflatedSize(png.subarray(41, 41 + idatLength))).toBe(16_384 * (1 + 16_384 / 8));
  });

  it(
    'zipBomb: an entry unpacking far past its declared size, one packed 1000 to 1, and overlapping pictures',
    async () => {
      const understated = await zipBomb('understated');
      expect(understated.length).toBeLessThan(512 * 1024);
      const [lying] = await zipEntries(understated);
      expect(lying.uncompressedSize).toBe(4096);
      expect(await inflatedSize(packedBytes(understated, lying), 1, true)).toBe(200 * MiB);

      const ratio = await zipBomb('ratio');
      const [tight] = await zipEntries(ratio);
      expect(tight.uncompressedSize).toBe(5_000_000);
      expect(tight.uncompressedSize / tight.compressedSize).toBeGreaterThan(500);
      expect(await inflatedSize(packedBytes(ratio, tight), 1, true)).toBe(5_000_000);

      const overlapping = await zipBomb('overlapping', { count: 10 });
      const entries = await zipEntries(overlapping);
      expect(entries.map((e) => e.fileName)).toEqual(Array.from({ length: 10 }, (_, i) => `icon-${i}.png`));
      expect(new Set(entries.map((e) => e.relativeOffsetOfLocalHeader)).size).toBe(1);
      expect(entries[0].compressedSize).toBe(entries[0].uncompressedSize);
      expect(overlapping.length).toBeLessThan(entries[0].compressedSize + 2048);
      const { width, height } = await sharp(packedBytes(overlapping, entries[0])).metadata();
      expect({ width, height }).toEqual({ width: 16_383, height: 16_383 });
    },
    LONG,
  );

  it('hugeBotJson and nestedBotJson: a 40 MiB actors array, and one nested 500,000 deep within 1 MiB', () => {
    const huge = hugeBotJson();
    expect(huge.length).toBeGreaterThanOrEqual(40 * MiB);
    const parsed = JSON.parse(huge.toString()) as { actors: { actor_id: string }[] };
    expect(parsed.actors.length).toBeGreaterThan(100_000);
    expect(parsed.actors[0].actor_id).toBe('hostile-0');
    const nested = nestedBotJson();
    expect(nested.length).toBeLessThanOrEqual(MiB);
    expect(depthOf(nested.toString(), /\[/, /\]/)).toBe(500_001);
    expect(() => JSON.parse(nested.toString())).not.toThrow();
  });
});
