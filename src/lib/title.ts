/**
 * Title inputs (owner-console.md §5): only letters, digits, whitespace and apostrophes; the contract allows
 * 1 to 64 characters. Invalid text is highlighted light red, and only when the field is not empty.
 */
import { UserUpdateRules } from '../../common/api/field-rules.gen';
import { TITLE_PATTERN } from '../../common/patterns';

export const TITLE_MAX_LENGTH = UserUpdateRules.nickname.maxLength;

/** True when `text` is an acceptable title. */
export function isValidTitle(text: string): boolean {
  return text.trim().length > 0 && text.length <= TITLE_MAX_LENGTH && TITLE_PATTERN.test(text);
}

/** Whether the field should be highlighted as invalid: only non-empty text that breaks the rule. */
export function isHighlightedTitle(text: string): boolean {
  return text.length > 0 && !isValidTitle(text);
}
