/**
 * Rules of the staff pickers (staff-and-agents.md §2.9 and §9): the user picker accepts word characters,
 * digits, @ and dot, and the typed text is checked once typing has paused for 1000 ms.
 */

/** How long typing must pause before the picker looks the text up. */
export const PICKER_CHECK_MS = 1000;

const USER_PICKER_TEXT = /^[\w@.]+$/;

/** Whether the user picker may look `text` up (non-empty, only word characters, digits, @ and dot). */
export function isUserPickerText(text: string): boolean {
  return USER_PICKER_TEXT.test(text);
}

/** The text with every character the user picker refuses removed (applied as the user types). */
export function cleanUserPickerText(text: string): string {
  return text.replace(/[^\w@.]/g, '');
}
