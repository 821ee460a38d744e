import { checkSingleImage } from '../../lib/upload';
import { PROFILE_TEXTS } from './texts';

/** The message for chosen files that cannot be uploaded as a profile image, or null when they can. */
export function imageProblemMessage(files: readonly File[]): string | null {
  const problem = checkSingleImage(files);
  if (problem === 'count') return PROFILE_TEXTS.oneImage;
  if (problem === 'not-image') return PROFILE_TEXTS.notImage;
  if (problem === 'too-large') return PROFILE_TEXTS.tooLarge(files[0].size);
  return null;
}
