/**
 * Real, decodable pictures for tests: the server decodes every uploaded image, so a file that only starts
 * with an image signature is refused.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// 1×1, 8-bit greyscale, no interlace.
const IHDR = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]));
const IDAT = pngChunk('IDAT', deflateSync(Buffer.from([0, 128])));
const IEND = pngChunk('IEND', Buffer.alloc(0));
/** Bytes of a PNG besides its padding chunk's data. */
const PNG_OVERHEAD = PNG_SIGNATURE.length + IHDR.length + IDAT.length + IEND.length + 12;

/**
 * A valid 1×1 PNG of exactly `size` bytes: the room is taken by a private ancillary chunk filled with
 * `fill`, which decoders skip (so different fills give different files of the same size).
 */
export function pngOfSize(size: number, fill = 7): Buffer {
  if (size < PNG_OVERHEAD) throw new RangeError(`A PNG here needs at least ${PNG_OVERHEAD} bytes`);
  const padding = pngChunk('prVt', Buffer.alloc(size - PNG_OVERHEAD, fill));
  return Buffer.concat([PNG_SIGNATURE, IHDR, IDAT, padding, IEND]);
}

/** A small picture in the given format, coloured by `shade` so different shades give different files. */
export async function pictureOf(format: 'png' | 'jpeg' | 'gif' | 'webp', shade = 200): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 2, channels: 3, background: { r: shade, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}
