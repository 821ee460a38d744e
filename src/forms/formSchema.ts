/**
 * Pure helpers between the contract's schemas and the form: the uiSchema a schema implies (labels for enums,
 * the minute-precision date-time widget, the image upload widget for `x-blob: image`), minute-precision date conversion, and the console's
 * plain-English error texts for client-side validation (the same sentences the server sends).
 */
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { describeValidationIssue } from '../../common/validation-text';

/** The part of a JSON schema these helpers read. */
export interface FormSchema {
  /** The schema's name; its precompiled validator is found and loaded by it (`validators/<name>.gen.js`). */
  $id?: string;
  type?: unknown;
  title?: string;
  /** Contract documentation; a form shows a field's, never the record's (see RecordForm). */
  description?: string;
  format?: string;
  enum?: readonly unknown[];
  /** `image`: the field holds a stored image's content address (uploaded by the form). */
  'x-blob'?: string;
  properties?: Readonly<Record<string, FormSchema>>;
  items?: FormSchema;
  'x-enum-labels'?: readonly string[];
  /** A pattern's rule in words, which refusals state. */
  'x-pattern-text'?: string;
}

/** Widget names registered by RecordForm. */
export const WIDGETS = { dateTime: 'minuteDateTime', blob: 'blob' } as const;

/** A string field the contract marks as holding a stored image (`x-blob: image`). */
function isImageField(schema: FormSchema): boolean {
  return schema.type === 'string' && schema['x-blob'] === 'image';
}

/** The uiSchema a schema implies; `extra` (e.g. `ui:order`) is merged over it. */
export function uiSchemaFor(schema: FormSchema, extra: UiSchema = {}): UiSchema {
  const ui: UiSchema = {};
  const labels = schema['x-enum-labels'];
  if (schema.enum && labels && labels.length === schema.enum.length) ui['ui:enumNames'] = [...labels];
  if (schema.type === 'string' && schema.format === 'date-time') ui['ui:widget'] = WIDGETS.dateTime;
  if (isImageField(schema)) ui['ui:widget'] = WIDGETS.blob;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const childUi = uiSchemaFor(child, (extra[key] as UiSchema | undefined) ?? {});
    if (Object.keys(childUi).length > 0) ui[key] = childUi;
  }
  if (schema.items) {
    const itemsUi = uiSchemaFor(schema.items, (extra.items as UiSchema | undefined) ?? {});
    if (Object.keys(itemsUi).length > 0) ui.items = itemsUi;
  }
  for (const [key, value] of Object.entries(extra)) {
    if (!(key in ui)) ui[key] = value;
    else if (key.startsWith('ui:')) ui[key] = value;
  }
  return ui;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as the value of a `datetime-local` input in local time, to the minute ('' if unreadable). */
export function toLocalMinute(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** A `datetime-local` value (local time, minute precision) as an ISO date-time, or undefined when empty. */
export function fromLocalMinute(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(y, mo - 1, d, h, mi, 0, 0);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The schema at a path of property names (an array index steps into `items`), if the form's schema has one. */
function schemaAt(schema: FormSchema | undefined, segments: readonly string[]): FormSchema | undefined {
  let current = schema;
  for (const segment of segments) {
    if (!current) return undefined;
    current = /^\d+$/.test(segment) && current.items ? current.items : current.properties?.[segment];
  }
  return current;
}

/**
 * Client-side validation errors in the server's words. rjsf names the field as `.a.b` (for `required`,
 * including the missing field); the server's describer wants the JSON pointer of the object holding it and,
 * to name the field by its title (and state a pattern or an enum in words), the schema holding the keyword:
 * taken from the form's `schema` when given, else from the title rjsf found.
 */
export function plainErrors(errors: RJSFValidationError[], schema?: FormSchema): RJSFValidationError[] {
  return errors.map((error) => {
    const segments = (error.property ?? '').split('.').filter(Boolean);
    const missing = error.name === 'required' ? segments.pop() : undefined;
    const titled = error.title
      ? missing
        ? { properties: { [missing]: { title: error.title } } }
        : { title: error.title }
      : undefined;
    const parentSchema = (schemaAt(schema, segments) ?? titled) as Record<string, unknown> | undefined;
    const message = describeValidationIssue(
      {
        keyword: error.name ?? '',
        instancePath: segments.map((s) => `/${s}`).join(''),
        params: (error.params ?? {}) as Record<string, unknown>,
        message: error.message,
        parentSchema,
      },
      'body',
    );
    return { ...error, message, stack: message };
  });
}
