/**
 * The edit behaviour of the console's forms (staff-and-agents.md §2.11, "Edit-form behaviour"): a dirty flag
 * against the last saved copy; Save (or Create / Update) and Cancel while dirty, Back or New while clean; Delete
 * on existing records; "Saved" or "Deleted" in green, and a `msg` in a reply (or a failure) in red.
 */
import { ApiError } from '../api/errors';

export const FORM_TEXTS = {
  save: 'Save',
  create: 'Create',
  update: 'Update',
  cancel: 'Cancel',
  back: 'Back',
  new: 'New',
  delete: 'Delete',
  saved: 'Saved',
  deleted: 'Deleted',
  /** What a failure without any text of its own shows (staff-and-agents.md §8, mission tools). */
  failed: 'error',
  /** The form's validator could not be fetched (a lost connection, or a new version of the console). */
  checksFailed: 'This form could not be loaded completely. Reload the page to save.',
  confirmDeleteTitle: 'Delete this record?',
  confirmDeleteText: 'It is removed for good. This cannot be undone.',
  upload: (label: string) => `Upload ${label}`,
  replace: (label: string) => `Replace ${label}`,
  remove: (label: string) => `Remove ${label}`,
  preview: (label: string) => `${label} preview`,
  noImage: 'No image',
  uploading: 'Uploading',
  imageHint: 'PNG, JPEG, GIF or WebP, at most 5 MB.',
} as const;

/** A button of the form's action row. */
export type FormButton = 'save' | 'create' | 'update' | 'cancel' | 'back' | 'new' | 'delete';

/** What the form edits: a record not stored yet, or a stored one. */
export type FormMode = 'new' | 'existing';

/** The same JSON value without object keys whose value is undefined (rjsf leaves emptied fields so). */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, pruned(item)]),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && sameValue(left[key], right[key]));
}

/** Whether `current` differs from the last saved copy (absent and undefined fields count as the same). */
export function isDirty(saved: unknown, current: unknown): boolean {
  return !sameValue(pruned(saved), pruned(current));
}

export interface ButtonRules {
  dirty: boolean;
  mode: FormMode;
  /** The verb of the submit button on an existing record: Save or Update. */
  submitVerb?: 'save' | 'update';
  /** A Delete operation exists for this kind of record. */
  canDelete?: boolean;
  /** A Create operation exists for this kind of record (New is offered). */
  canCreate?: boolean;
  /** The form has a place to go back to (not one of a list of forms on a page). */
  canGoBack?: boolean;
  /**
   * The submit button shows while clean too, disabled until something changes (where the spec says so, e.g.
   * the global agent config's Send), instead of only once the form is dirty.
   */
  submitAlways?: boolean;
}

/** The buttons to show, in order. */
export function formButtons({
  dirty,
  mode,
  submitVerb = 'save',
  canDelete = false,
  canCreate = false,
  canGoBack = true,
  submitAlways = false,
}: ButtonRules): FormButton[] {
  const submit: FormButton = mode === 'new' ? 'create' : submitVerb;
  const buttons: FormButton[] = dirty
    ? [submit, 'cancel']
    : [
        ...(submitAlways ? [submit] : []),
        ...(canGoBack ? (['back'] as const) : []),
        ...(mode === 'existing' && canCreate ? (['new'] as const) : []),
      ];
  if (mode === 'existing' && canDelete) buttons.push('delete');
  return buttons;
}

/** The line under a form after a save or delete. */
export interface FormNotice {
  severity: 'success' | 'error';
  text: string;
  /** The record changed on the server since it was read (409): offer to reload it. */
  conflict?: boolean;
}

/** A reply's `msg` (a non-empty text) is an error; anything else is success with `success`'s text. */
export function replyNotice(reply: unknown, success: 'saved' | 'deleted'): FormNotice {
  const msg =
    reply !== null && typeof reply === 'object' && 'msg' in reply
      ? (reply as { msg: unknown }).msg
      : undefined;
  if (typeof msg === 'string' && msg.trim() !== '') return { severity: 'error', text: msg };
  return { severity: 'success', text: FORM_TEXTS[success] };
}

/** A failed call: its message (the server's plain-English text), or "error" when it has none. */
export function failureNotice(error: unknown): FormNotice {
  const text = error instanceof Error && error.message.trim() !== '' ? error.message : FORM_TEXTS.failed;
  return {
    severity: 'error',
    text,
    ...(error instanceof ApiError && error.status === 409 && { conflict: true }),
  };
}
