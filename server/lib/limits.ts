/** Size limits of uploads (owner-console.md §5: profile picture at most 5242880 bytes). */
export { IMAGE_MAX_BYTES } from '../../common/limits.ts';

/** JSON bodies are small records; anything larger is refused before parsing. */
export const JSON_BODY_MAX_BYTES = 1_048_576;

/**
 * What is left of a refused request's body is still read (and thrown away) after the refusal, up to this many
 * bytes and this long, so a client that sends its whole body before reading gets the reply; past either, the
 * connection is closed.
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 64 * 1_048_576;
export const REFUSED_BODY_DRAIN_MAX_MS = 30_000;
