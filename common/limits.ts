/**
 * Upload sizes the console checks before it sends and the server enforces (owner-console.md §4, §5, §9).
 */

/** A profile picture, banner or other image: at most 5242880 bytes. */
export const IMAGE_MAX_BYTES = 5_242_880;

/** One chunk of a video upload: at most 5242880 bytes (the console sends chunks of exactly this size). */
export const VIDEO_CHUNK_MAX_BYTES = 5_242_880;
