/**
 * Turns a schema-validation failure into one sentence the console can show as it is.
 * Ajv runs with `allErrors: false`, so there is one issue to describe per request.
 */
import { EMAIL_PATTERN as EMAIL_SHAPE, TITLE_PATTERN as TITLE_SHAPE } from './patterns.ts';

/** The part of an Ajv error this module reads (Ajv runs with `verbose: true` for parentSchema). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

/** Where the invalid value was: Fastify's `validationContext`. */
export type ValidationPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/**
 * The keyword of the edge's text rule (`server/lib/disallowed-text.ts`): a string holding NUL or a lone
 * surrogate, which the database cannot store.
 */
export const DISALLOWED_TEXT_KEYWORD = 'allowedCharacters';

/** The title rule of owner-console.md §5, as the contract's `Title` schema states it. */
export const TITLE_PATTERN = TITLE_SHAPE.source;

/** The contract's `Email` pattern, as the schema writes it. */
export const EMAIL_PATTERN = EMAIL_SHAPE.source;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function fieldName(instancePath: string, extra?: unknown): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof extra === 'string') segments.push(extra);
  return segments.join('.');
}

function capitalised(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** A field's name as words: "pageToken" and "page_token" read "Page token"; an array index names its list. */
function readableName(field: string): string {
  const named = field.split('.').filter((segment) => !/^\d+$/.test(segment));
  const words = (named.pop() ?? field)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a request part is called when the problem is in the part itself. */
const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'A header',
};

/** The refusal of NUL or a broken Unicode character: the field's contract title, else its name in words. */
function describeDisallowedText(issue: ValidationIssue, field: string, part: ValidationPart): string {
  const tail = 'contains a character that is not allowed.';
  if (field === '') return `${PART_NAMES[part] ?? 'The request'} ${tail}`;
  if (part === 'headers') return `The "${field}" header ${tail}`;
  const title = issue.parentSchema?.title;
  return `${typeof title === 'string' && title !== '' ? title : readableName(field)} ${tail}`;
}

function typeList(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

function describePattern(field: string, pattern: unknown): string {
  if (pattern === TITLE_PATTERN)
    return `${capitalised(field)} may contain only letters, digits, spaces and apostrophes`;
  if (pattern === EMAIL_PATTERN) return `"${field}" must be a valid email address`;
  return `"${field}" must match the pattern ${String(pattern)}`;
}

/** One readable sentence for a validation issue in the given part of the request. */
export function describeValidationIssue(issue: ValidationIssue, part: ValidationPart): string {
  const field = fieldName(issue.instancePath);
  const { params } = issue;
  const atRoot = field === '';
  switch (issue.keyword) {
    case 'additionalProperties':
      return `Unknown field "${fieldName(issue.instancePath, params.additionalProperty)}"`;
    case 'required': {
      const missing = fieldName(issue.instancePath, params.missingProperty);
      return part === 'headers' ? `The "${missing}" header is required` : `"${missing}" is required`;
    }
    case 'type':
      if (atRoot && part === 'body') return 'The request body must be a JSON object';
      return `"${field}" must be ${typeList(params.type)}`;
    case 'pattern':
      return describePattern(field, params.pattern);
    case 'minLength':
      return params.limit === 1
        ? `"${field}" must not be empty`
        : `"${field}" must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `"${field}" must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `"${field}" must be at least ${String(params.limit)}`;
    case 'maximum':
      return `"${field}" must be at most ${String(params.limit)}`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : '';
      return `"${field}" must be one of: ${allowed}`;
    }
    case 'minProperties':
      return atRoot ? 'The request must change at least one field' : `"${field}" must not be empty`;
    case 'format':
      return `"${field}" must be a valid ${String(params.format)}`;
    case DISALLOWED_TEXT_KEYWORD:
      return describeDisallowedText(issue, field, part);
    default:
      return atRoot
        ? `The request ${part} is invalid: ${issue.message ?? issue.keyword}`
        : `"${field}" ${issue.message ?? 'is invalid'}`;
  }
}
