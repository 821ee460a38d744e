/**
 * Whether an uploaded picture really is one: its header reads, it is no larger than we read, and its pixels
 * decode (to a small thumbnail that is thrown away, so a large picture decodes within little memory). Used in
 * the work pool (`server/workers/`), never on the event loop.
 */
import sharp, { type Metadata } from 'sharp';

/** The largest picture read, in pixels (8192 × 8192): its header is checked before any pixel is decoded. */
export const IMAGE_MAX_PIXELS = 8192 * 8192;

/** Decoding stops at the first corrupt byte and at the pixel limit. */
export const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const;

export type PictureCheck =
  | { ok: true; format: string; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'tooManyPixels' };

/** Reads a picture (a file or bytes) under the limits. */
export async function checkPicture(source: string | Buffer): Promise<PictureCheck> {
  let meta: Metadata;
  try {
    // The header alone, whatever it declares, so a picture over the limit is named as such.
    meta = await sharp(source, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { format, width, height } = meta;
  if (!format || !width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  try {
    await sharp(source, DECODE_OPTIONS)
      .resize({ width: 64, height: 64, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, format, width, height };
}
