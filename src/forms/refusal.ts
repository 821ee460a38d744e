/**
 * The field a server refusal is about. A 400's text is one sentence that starts with the field's contract title,
 * and the contract's titles are the labels the forms show (see `common/validation-text.ts`), so the form can put
 * the sentence next to the field it names.
 */
import { ApiError } from '../api/errors';

/** A refusal and the form field it names. */
export interface FieldRefusal<K extends string> {
  field: K;
  message: string;
}

/**
 * The field of `labels` (form field → its label on screen) that a 400 refusal names, with the refusal's text;
 * null for any other failure. The longest matching label wins ("Access via stores" over "Access").
 */
export function refusedField<K extends string>(
  error: unknown,
  labels: Readonly<Record<K, string>>,
): FieldRefusal<K> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = error.message;
  const matches = (Object.entries(labels) as [K, string][])
    .filter(([, label]) => message.startsWith(`${label} `))
    .sort(([, a], [, b]) => b.length - a.length);
  return matches.length > 0 ? { field: matches[0][0], message } : null;
}

/** The refusal's text when it names `field`, for the field's helper text. */
export function refusalOf<K extends string>(refusal: FieldRefusal<K> | null, field: K): string | undefined {
  return refusal?.field === field ? refusal.message : undefined;
}
