/**
 * Client-side upload checks, run before any byte is sent (owner-console.md §5 and §9).
 */
import { IMAGE_MAX_BYTES } from '../../common/limits';

/** Profile picture (and banner) maximum: 5242880 bytes. */
export const PROFILE_PICTURE_MAX_BYTES = IMAGE_MAX_BYTES;

export type ImageFileProblem = 'none' | 'not-image' | 'too-large' | 'count';

/** What is wrong with the chosen files for a single-image upload of at most `maxBytes`, or 'none'. */
export function checkSingleImage(
  files: readonly { size: number; type: string }[],
  maxBytes: number = PROFILE_PICTURE_MAX_BYTES,
): ImageFileProblem {
  if (files.length !== 1) return 'count';
  const [file] = files;
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > maxBytes) return 'too-large';
  return 'none';
}

export { formatMegabytes } from '../../common/limits';

/** The reply text with which the server refuses an image it judges unsuitable (owner-console.md §8). */
export const ADULT_CONTENT_REPLY = 'Error: Adult Content';

export type UploadFailure = 'adult-content' | 'unknown';

/** Classifies a failed profile-picture upload by the server's reply text. */
export function classifyUploadFailure(replyText: string): UploadFailure {
  return /adult content/i.test(replyText) ? 'adult-content' : 'unknown';
}
