/** Size limits of uploads (owner-console.md §5: profile picture at most 5242880 bytes). */
export { IMAGE_MAX_BYTES } from '../../common/limits.ts';

/** JSON bodies are small records; anything larger is refused before parsing. */
export const JSON_BODY_MAX_BYTES = 1_048_576;
