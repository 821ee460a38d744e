/**
 * Reads the pictures of an uploaded .zip archive (mission icons, a zipped banner) under limits that stop zip
 * bombs and unsafe names before anything is unpacked: the whole central directory is checked first (entry
 * count, declared sizes, packing ratio, names), then each entry is unpacked with its size enforced while
 * reading (yauzl's `validateEntrySizes` also fails an entry whose real size differs from the declared one),
 * and its bytes must decode as a picture of an accepted format. Any refusal refuses the whole archive.
 */
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from './http-error.ts';
import { checkPicture } from './picture.ts';

export interface ZipImageLimits {
  maxEntries: number;
  /** Largest sum of the entries' unpacked sizes. */
  maxTotalBytes: number;
  /** Largest unpacked size of one entry. */
  maxEntryBytes: number;
  /** Largest unpacked size per packed byte of one entry. */
  maxRatio: number;
  /** The accepted formats, as sharp names them (png, jpeg, gif, webp). */
  formats: readonly string[];
}

export interface ZipImage {
  /** The entry's file name without folders. */
  fileName: string;
  bytes: Buffer;
  /** sharp's name of the format (png, jpeg, …). */
  format: string;
}

/** The refusals, in our words (the archive's own name for the entry is quoted). */
export const ZIP_TEXTS = {
  notAZip: 'The file is not a .zip archive we can read.',
  tooManyEntries: (max: number) => `The archive holds more than ${max} files.`,
  tooLargeUnpacked: (max: number) => `The archive's files add up to more than ${max} bytes unpacked.`,
  entryTooLarge: (name: string, max: number) => `"${name}" is larger than ${max} bytes unpacked.`,
  packedTooTightly: (name: string) =>
    `"${name}" is packed far more tightly than a picture can be; the archive looks like a zip bomb.`,
  unsafeName: (name: string) =>
    `"${name}" has an unsafe name: file names in the archive must not climb out of it ("..") or start at the root, and must use "/" between folders.`,
  encrypted: (name: string) => `"${name}" is encrypted; upload an archive without a password.`,
  unreadableEntry: (name: string) => `"${name}" could not be unpacked.`,
  notAPicture: (name: string, formats: readonly string[]) =>
    `"${name}" is not a picture (${formats.map((f) => f.toUpperCase()).join(', ')}).`,
  duplicateName: (name: string) => `The archive holds two files named "${name}".`,
  noPictures: 'The archive holds no pictures.',
  overlapping: 'The archive\u2019s files share their packed bytes; the archive looks like a zip bomb.',
} as const;

const bad = (message: string) => new HttpError(400, message);

/** The entry's name as stored: UTF-8 when its flag says so, else byte per character. */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
}

/** Whether the name stays inside the archive's folder: no "..", no root or drive, no backslash. */
export function isSafeEntryName(name: string): boolean {
  if (name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').includes('..');
}

/** Entries that archivers add beside the files (macOS resource forks, hidden files), skipped. */
function isClutter(name: string): boolean {
  return name.startsWith('__MACOSX/') || posix.basename(name).startsWith('.');
}

/**
 * Whether two entries' packed bytes overlap: an archive writer never does this; a zip bomb does, so that one
 * small packed picture is read hundreds of times.
 */
function overlaps(entries: readonly Entry[]): boolean {
  const spans = entries
    .map((e) => ({
      start: e.relativeOffsetOfLocalHeader,
      end: e.relativeOffsetOfLocalHeader + e.compressedSize,
    }))
    .sort((a, b) => a.start - b.start);
  return spans.some((span, i) => i > 0 && span.start < spans[i - 1].end);
}

/** Every entry of an archive opened with `lazyEntries`, without unpacking any. */
export function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

async function readAll(stream: Readable, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw bad(ZIP_TEXTS.entryTooLarge(name, max));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The pictures of the archive in `file`, once the whole directory has passed its checks and every entry has
 * unpacked within its limits and decoded. Runs in the work pool (`server/workers/`); the limits bound what it
 * returns.
 */
export async function readZipImages(file: string, limits: ZipImageLimits): Promise<ZipImage[]> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw bad(ZIP_TEXTS.notAZip);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw bad(ZIP_TEXTS.tooManyEntries(limits.maxEntries));
    const entries = await readEntries(zip).catch(() => {
      throw bad(ZIP_TEXTS.notAZip);
    });
    const files: { entry: Entry; name: string; fileName: string }[] = [];
    const seen = new Set<string>();
    let total = 0;
    for (const entry of entries) {
      const name = entryName(entry);
      if (!isSafeEntryName(name)) throw bad(ZIP_TEXTS.unsafeName(name));
      if (name.endsWith('/') || isClutter(name)) continue;
      if (entry.isEncrypted()) throw bad(ZIP_TEXTS.encrypted(name));
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        throw bad(ZIP_TEXTS.entryTooLarge(name, limits.maxEntryBytes));
      }
      if (entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio) {
        throw bad(ZIP_TEXTS.packedTooTightly(name));
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) throw bad(ZIP_TEXTS.tooLargeUnpacked(limits.maxTotalBytes));
      const fileName = posix.basename(name);
      const key = fileName.toLowerCase();
      if (seen.has(key)) throw bad(ZIP_TEXTS.duplicateName(fileName));
      seen.add(key);
      files.push({ entry, name, fileName });
    }
    if (files.length === 0) throw bad(ZIP_TEXTS.noPictures);
    if (overlaps(files.map((f) => f.entry))) throw bad(ZIP_TEXTS.overlapping);
    const pictures: ZipImage[] = [];
    for (const { entry, name, fileName } of files) {
      let bytes: Buffer;
      try {
        bytes = await readAll(await zip.openReadStreamPromise(entry), limits.maxEntryBytes, name);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw bad(ZIP_TEXTS.unreadableEntry(name));
      }
      const picture = await checkPicture(bytes);
      if (!picture.ok || !limits.formats.includes(picture.format))
        throw bad(ZIP_TEXTS.notAPicture(name, limits.formats));
      pictures.push({ fileName, bytes, format: picture.format });
    }
    return pictures;
  } finally {
    zip.close();
  }
}
