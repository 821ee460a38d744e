/**
 * The text of a Knowledge Base document by its type: Markdown as written, PDF through pdf.js (its legacy
 * build, for Node), DOCX through mammoth. Runs in the work pool (`server/workers/`), never on the event loop.
 *
 * Every document is hostile until read. Before a reader sees it, its packed parts are unpacked once, counted
 * as they come out and never kept: a PDF's streams, a DOCX's files. Unpacking stops at the limits below, so
 * a small file that unpacks to gigabytes is refused after reading only the limit. A DOCX may not declare XML
 * entities (Word never writes a DOCTYPE), which shuts out external entities and entity expansion.
 */
import { createInflate, constants as zlib } from 'node:zlib';
import yauzl, { type ZipFile } from 'yauzl';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import { readEntries } from '../zip-images.ts';
import { NestingScanner, PDF_MAX_NESTING, pdfSyntaxWithin } from './pdf-nesting.ts';

// Read on first use: most servers never index a PDF or a DOCX.
const pdfjs = loadOnFirstUse('The PDF reader', () => import('pdfjs-dist/legacy/build/pdf.mjs'));
const mammoth = loadOnFirstUse('The DOCX reader', async () => (await import('mammoth')).default);

/** The limits a document is read under. */
export const DOCUMENT_LIMITS = {
  /** All of a PDF's streams together, unpacked. */
  pdfUnpackedBytes: 256 * 1024 * 1024,
  /** One PDF stream, unpacked. */
  pdfStreamBytes: 64 * 1024 * 1024,
  /** Pages read of one PDF. */
  pdfPages: 2000,
  /** All of a DOCX's files together, unpacked. */
  docxUnpackedBytes: 128 * 1024 * 1024,
  /** Files in one DOCX. */
  docxEntries: 5000,
  /** Characters of text kept from one document (the passages stop well before: MAX_CHUNKS). */
  textChars: 8 * 1024 * 1024,
} as const;

/** What a document's type is called in the sentences staff and owners read. */
export function documentKind(mimetype: string): 'PDF' | 'DOCX' | 'Markdown document' | 'document' {
  if (mimetype.startsWith('application/pdf')) return 'PDF';
  if (mimetype.startsWith('application/vnd.openxmlformats-officedocument.wordprocessingml.document'))
    return 'DOCX';
  if (mimetype.startsWith('text/markdown')) return 'Markdown document';
  return 'document';
}

/** The sentences a refused document is marked with. */
export const EXTRACT_TEXTS = {
  notIndexable: 'This kind of document cannot be indexed',
  unpacksTooLarge: (kind: string) => `This ${kind} could not be read: it unpacks to more than we index.`,
  nestsTooDeep: `This PDF could not be read: its objects nest more than ${PDF_MAX_NESTING} levels deep.`,
  tooManyPages: `This PDF could not be read: it has more than ${DOCUMENT_LIMITS.pdfPages.toLocaleString('en-US')} pages.`,
  tooManyFiles: 'This DOCX could not be read: it holds more files than a Word document does.',
  declaresEntities: 'This DOCX could not be read: it declares XML entities, which Word documents never do.',
  notADocx: 'This DOCX could not be read: it is not a Word document.',
  tookTooLong: (kind: string) => `This ${kind} could not be read: reading it took longer than we allow.`,
  neededTooMuchMemory: (kind: string) =>
    `This ${kind} could not be read: reading it needed more memory than we allow.`,
  unreadable: (kind: string) => `This ${kind} could not be read.`,
};

/** Refused documents: their message is what owners and staff read on the document. */
export class ExtractError extends Error {}

/** Whether bytes start with a zlib header (deflate, and a header check that holds). */
const isZlib = (data: Buffer, at = 0) =>
  data.length > at + 1 && (data[at] & 0x0f) === 8 && ((data[at] << 8) | data[at + 1]) % 31 === 0;

/** Flate layers unpacked of one stream (`/Filter [/FlateDecode /FlateDecode …]`). */
const MAX_LAYERS = 8;

/**
 * Unpacks one Flate layer as a stream, counting its bytes: they are kept only when they are themselves a Flate
 * layer (`keep`), and never past `room`; otherwise they are the stream's content, and `scanner` reads how deep
 * it nests.
 */
function inflateLayer(
  data: Buffer,
  room: number,
  scanner: NestingScanner,
): Promise<{ size: number; kept: Buffer | null } | 'too large' | 'too deep'> {
  return new Promise((resolve) => {
    // Larger pieces than zlib's 16 KiB: half the time per unpacked byte (fewer hand-overs from zlib's thread).
    const inflate = createInflate({ finishFlush: zlib.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let keep: boolean | undefined;
    let settled = false;
    const settle = (value: { size: number; kept: Buffer | null } | 'too large' | 'too deep') => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      keep ??= isZlib(chunk);
      size += chunk.length;
      if (size > room) return settle('too large');
      if (keep) chunks.push(chunk);
      else if (!scanner.feed(chunk)) settle('too deep');
    });
    // A stream cut short, or with bad bytes further on, counts what it gave, as pdf.js reads it.
    const done = () => settle({ size, kept: keep ? Buffer.concat(chunks) : null });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}

/**
 * Unpacks a Flate stream, every layer (`/Filter [/FlateDecode /FlateDecode …]`), to count its bytes and read how
 * deep its content nests: refused when it unpacks to more than `room` (it stops there, having held no more than
 * one layer's `room`) or nests too deep. Its size otherwise.
 */
async function unpackedSize(data: Buffer, room: number): Promise<number> {
  let size = 0;
  let layer: Buffer | null = data;
  const scanner = new NestingScanner(true);
  for (let depth = 0; depth < MAX_LAYERS && layer && isZlib(layer); depth++) {
    const unpacked = await inflateLayer(layer, room - size, scanner);
    if (unpacked === 'too large') throw new ExtractError(EXTRACT_TEXTS.unpacksTooLarge('PDF'));
    if (unpacked === 'too deep') throw new ExtractError(EXTRACT_TEXTS.nestsTooDeep);
    size += unpacked.size;
    layer = unpacked.kept;
  }
  return size;
}

/**
 * Reads how deep a PDF nests (its own syntax, and the content of its Flate streams) and counts the unpacked
 * bytes of every Flate stream (a stream deflated several times, every layer), stopping at the limits. Each
 * `stream` keyword is unpacked from there to the end of its compressed data, not
 * to an `endstream` or a `/Length` the file may lie about. Other encodings are left to the pool's memory and
 * time limits.
 */
export async function checkPdfSyntax(bytes: Uint8Array, limits = DOCUMENT_LIMITS): Promise<void> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!pdfSyntaxWithin(data)) throw new ExtractError(EXTRACT_TEXTS.nestsTooDeep);
  let total = 0;
  for (let at = data.indexOf('stream'); at !== -1; at = data.indexOf('stream', at + 6)) {
    if (at >= 3 && data.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (data[start] === 0x0d) start++;
    if (data[start] !== 0x0a) continue;
    start++;
    if (!isZlib(data, start)) continue;
    const room = Math.min(limits.pdfStreamBytes, limits.pdfUnpackedBytes - total);
    total += await unpackedSize(data.subarray(start), room);
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  await checkPdfSyntax(bytes);
  const doc = await (
    await pdfjs()
  ).getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    // Pictures are not read for text; a picture's pixels are never decoded.
    maxImageSize: 0,
    stopAtErrors: false,
    // Its warnings (a missing font) say nothing about the text.
    verbosity: 0,
  }).promise;
  try {
    if (doc.numPages > DOCUMENT_LIMITS.pdfPages) throw new ExtractError(EXTRACT_TEXTS.tooManyPages);
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= doc.numPages && length < DOCUMENT_LIMITS.textChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      pages.push(text.trim());
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}

/** Whether an XML part of a DOCX declares a DOCTYPE or entities (looked for across chunk boundaries). */
const DECLARATION = /<!(doctype|entity)/i;
const DECLARATION_TAIL = 8;

/**
 * Unpacks every file of a DOCX once, counting bytes as they come out (stopping at the limit) and looking in
 * its XML parts for declarations.
 */
export async function checkDocxParts(bytes: Buffer, limits = DOCUMENT_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new ExtractError(EXTRACT_TEXTS.notADocx);
  }
  try {
    if (zip.entryCount > limits.docxEntries) throw new ExtractError(EXTRACT_TEXTS.tooManyFiles);
    let total = 0;
    for (const entry of await readEntries(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      if (total + entry.uncompressedSize > limits.docxUnpackedBytes)
        throw new ExtractError(EXTRACT_TEXTS.unpacksTooLarge('DOCX'));
      const xml = /\.(xml|rels)$/i.test(entry.fileName);
      const stream = await zip.openReadStreamPromise(entry);
      let tail = '';
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > limits.docxUnpackedBytes) throw new ExtractError(EXTRACT_TEXTS.unpacksTooLarge('DOCX'));
          if (xml) {
            const text = tail + chunk.toString('latin1');
            if (DECLARATION.test(text)) throw new ExtractError(EXTRACT_TEXTS.declaresEntities);
            tail = text.slice(-DECLARATION_TAIL);
          }
        }
      } finally {
        stream.destroy();
      }
    }
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError(EXTRACT_TEXTS.notADocx);
  } finally {
    zip.close();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  await checkDocxParts(bytes);
  const result = await (await mammoth()).extractRawText({ buffer: bytes });
  return result.value.slice(0, DOCUMENT_LIMITS.textChars);
}

/** The text of a document; an `ExtractError` says why it was refused. */
export async function extractText(mimetype: string, bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mimetype.startsWith('text/markdown'))
    return buffer.toString('utf8', 0, Math.min(buffer.length, DOCUMENT_LIMITS.textChars));
  if (mimetype.startsWith('application/pdf'))
    return pdfText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (mimetype.startsWith('application/vnd.openxmlformats-officedocument.wordprocessingml.document'))
    return docxText(buffer);
  throw new ExtractError(EXTRACT_TEXTS.notIndexable);
}
