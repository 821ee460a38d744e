/**
 * Demo files with real bytes: small PNG images, text notes and JSON configs, stored content-addressed in the
 * blob folder (`<blobDir>/<id[0..2]>/<id>`, id = sha256 of the bytes) so previews and downloads work.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { SeedDocument } from './insert.ts';
import { at, DAY, MINUTE, Random, stableId } from './random.ts';

/** A file document with the bytes its `blob` field points at. */
export interface DemoFile {
  document: SeedDocument;
  bytes: Buffer;
  contentType: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG: a diagonal two-colour gradient, so each file looks different in a preview. */
export function gradientPng(
  size: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c += 1)
        raw[y * stride + 1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The content address of some bytes. */
export function blobId(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `count` files owned by the given users, a third each images, notes and configs. */
export function generatedFiles(now: Date, owners: readonly string[], count: number): DemoFile[] {
  const random = new Random(1010);
  return Array.from({ length: count }, (_, i) => {
    const owner = owners[i % owners.length];
    let name: string;
    let contentType: string;
    let bytes: Buffer;
    if (i % 3 === 0) {
      const colour = (): [number, number, number] => [
        random.int(0, 255),
        random.int(0, 255),
        random.int(0, 255),
      ];
      name = `snapshot_${i + 1}.png`;
      contentType = 'image/png';
      bytes = gradientPng(64, colour(), colour());
    } else if (i % 3 === 1) {
      name = `notes_${i + 1}.txt`;
      contentType = 'text/plain';
      bytes = Buffer.from(`Notes ${i + 1}\n\nMeet at the plaza at ${random.int(10, 22)}:00.\n`, 'utf8');
    } else {
      name = `settings_${i + 1}.json`;
      contentType = 'application/json';
      bytes = Buffer.from(
        `${JSON.stringify({ volume: random.int(0, 100), theme: 'dark', slot: i + 1 }, null, 2)}\n`,
      );
    }
    const age = random.int(1, 200) * DAY;
    return {
      document: {
        id: stableId('file', name),
        name,
        mimetype: contentType,
        size: bytes.length,
        owner,
        blob: blobId(bytes),
        created: at(now, -age),
        timestamp: at(now, -age + random.int(0, 600) * MINUTE),
      },
      bytes,
      contentType,
    };
  });
}

/** Writes the bytes under the blob folder unless already there (content-addressed, so same bytes = same file). */
export function writeBlob(blobDir: string, id: string, bytes: Buffer): void {
  const folder = join(blobDir, id.slice(0, 2));
  const path = join(folder, id);
  if (existsSync(path)) return;
  mkdirSync(folder, { recursive: true });
  // Write then rename, so a reader never sees half a blob.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}
