/** Characters a title may hold (owner-console.md §5): letters, digits, whitespace and apostrophes. */
const NOT_TITLE_CHARACTERS = /[^\p{L}\p{N}\s']+/gu;

const MAX_TITLE_LENGTH = 64;

/** The fallback when an email's local part holds no usable character. */
export const DEFAULT_NICKNAME = 'New user';

/**
 * Text made safe for the title rule: every refused character becomes a space, runs of spaces
 * collapse, at most 64 characters. May be empty.
 */
export function titleSafe(text: string): string {
  return text
    .replace(NOT_TITLE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TITLE_LENGTH)
    .trim();
}

/**
 * A display name for a new account from its email address: the part before the @ made title-safe
 * ("jane.doe+vr@x.test" → "jane doe vr").
 */
export function nicknameFromEmail(email: string): string {
  const local = email.slice(0, Math.max(0, email.lastIndexOf('@'))) || email;
  return titleSafe(local) || DEFAULT_NICKNAME;
}
