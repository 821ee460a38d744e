/**
 * Upload sizes the console checks before it sends and the server enforces (owner-console.md §4, §5, §9).
 */

/** Bytes as megabytes with one decimal, for messages ("5.0 MB"). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** A profile picture, banner or other image: at most 5242880 bytes. */
export const IMAGE_MAX_BYTES = 5_242_880;

/** One chunk of a video upload: at most 5242880 bytes (the console sends chunks of exactly this size). */
export const VIDEO_CHUNK_MAX_BYTES = 5_242_880;

/** A .zip of mission icons (staff-and-agents.md §5): at most 52428800 bytes as uploaded. */
export const ICON_ARCHIVE_MAX_BYTES = 52_428_800;
/** Files in one icon archive, at most. */
export const ICON_ARCHIVE_MAX_ENTRIES = 500;
/** The icon archive's files unpacked, at most (each one is also at most IMAGE_MAX_BYTES). */
export const ICON_ARCHIVE_MAX_UNPACKED_BYTES = 104_857_600;
/** Unpacked bytes per packed byte of one file, at most: pictures barely compress, zip bombs do enormously. */
export const ICON_ARCHIVE_MAX_RATIO = 100;

/** An advert's billboard image (single-target-and-flows.md §5, §9): under 1,000,000 bytes as uploaded. */
export const ADVERT_IMAGE_MAX_BYTES = 1_000_000;
/** Impressions bought at once, at most (single-target-and-flows.md §5). */
export const ADVERT_IMPRESSIONS_MAX = 1_000_000;
/** Billboards are shown at 1920×1080; other images are cropped to it (single-target-and-flows.md §9). */
export const ADVERT_WIDTH = 1920;
export const ADVERT_HEIGHT = 1080;
