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

/** A schema's `title` when it has a non-empty one. */
function titleOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const title = (schema as Record<string, unknown>).title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** The field as people know it: the contract's `title` of its schema, else its name in words. */
function labelOf(issue: ValidationIssue, field: string, part: ValidationPart): string {
  const title = titleOf(issue.parentSchema);
  if (title) return title;
  return part === 'headers' ? `The "${field}" header` : readableName(field);
}

/** The label of a missing field: the `title` of its schema among the parent's properties, else its name in words. */
function missingLabel(issue: ValidationIssue, missing: string): string {
  const properties = issue.parentSchema?.properties;
  const schema =
    typeof properties === 'object' && properties !== null
      ? (properties as Record<string, unknown>)[missing]
      : undefined;
  return titleOf(schema) ?? readableName(missing);
}

/** The refusal of NUL or a broken Unicode character: the field's contract title, else its name in words. */
function describeDisallowedText(issue: ValidationIssue, field: string, part: ValidationPart): string {
  const tail = 'contains a character that is not allowed.';
  if (field === '') return `${PART_NAMES[part] ?? 'The request'} ${tail}`;
  if (part === 'headers') return `The "${field}" header ${tail}`;
  return `${labelOf(issue, field, part)} ${tail}`;
}

function typeList(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? 'in another form').join(' or ');
}

/** What the contract's formats mean, as the end of "must be …". */
const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  'date-time': 'a date and time',
  date: 'a date',
  time: 'a time of day',
  uri: 'a web address',
  url: 'a web address',
  uuid: 'an identifier',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  hostname: 'a host name',
};

/**
 * A pattern's rule in words: the contract's `x-pattern-text` (a phrase such as "may contain only lowercase letters
 * and underscores"), the title and email rules when the schema is not at hand, else a general sentence.
 */
function describePattern(issue: ValidationIssue, label: string): string {
  const phrase = issue.parentSchema?.['x-pattern-text'];
  if (typeof phrase === 'string' && phrase !== '') return `${label} ${phrase}.`;
  if (issue.params.pattern === TITLE_PATTERN)
    return `${label} may contain only letters, digits, spaces and apostrophes.`;
  if (issue.params.pattern === EMAIL_PATTERN) return `${label} must be a valid email address.`;
  return `${label} is not written in a form we accept.`;
}

/** The allowed values of an enum, by their `x-enum-labels` when the schema has one for each value. */
function allowedValues(issue: ValidationIssue): string {
  const values = Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues : [];
  const labels = issue.parentSchema?.['x-enum-labels'];
  if (Array.isArray(labels) && labels.length === values.length) return labels.map(String).join(', ');
  return values.map(String).join(', ');
}

/** "must be a whole number from 0 to 6" when the schema bounds a number on both sides, else undefined. */
function numberRange(issue: ValidationIssue): string | undefined {
  const schema = issue.parentSchema;
  if (!schema || typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number') return undefined;
  const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
  return `must be ${kind} from ${schema.minimum} to ${schema.maximum}`;
}

/** One readable sentence for a validation issue in the given part of the request. */
export function describeValidationIssue(issue: ValidationIssue, part: ValidationPart): string {
  const field = fieldName(issue.instancePath);
  const { params } = issue;
  const atRoot = field === '';
  const label = labelOf(issue, field, part);
  switch (issue.keyword) {
    case 'additionalProperties':
      if (part === 'querystring' && atRoot)
        return `Unknown query parameter: ${String(params.additionalProperty)}.`;
      return `Unknown field: ${fieldName(issue.instancePath, params.additionalProperty)}.`;
    case 'required': {
      const missing = String(params.missingProperty);
      return part === 'headers'
        ? `The "${missing}" header is required.`
        : `${missingLabel(issue, missing)} is required.`;
    }
    case 'type':
      if (atRoot && part === 'body') return 'The request body must be a JSON object.';
      if (atRoot) return `${PART_NAMES[part] ?? 'The request'} is not in a form we accept.`;
      return `${label} must be ${typeList(params.type)}.`;
    case 'pattern':
      return describePattern(issue, label);
    case 'minLength':
      return params.limit === 1
        ? `${label} must not be empty.`
        : `${label} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters long.`;
    case 'minimum':
    case 'maximum': {
      const range = numberRange(issue);
      if (range) return `${label} ${range}.`;
      return `${label} must be at ${issue.keyword === 'minimum' ? 'least' : 'most'} ${String(params.limit)}.`;
    }
    case 'exclusiveMinimum':
      return `${label} must be more than ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(params.limit)}.`;
    case 'multipleOf':
      return `${label} must be a multiple of ${String(params.multipleOf)}.`;
    case 'enum':
      return `${label} must be one of: ${allowedValues(issue)}.`;
    case 'const':
      return `${label} must be ${String(params.allowedValue)}.`;
    case 'minItems':
      return params.limit === 1
        ? `${label} must not be empty.`
        : `${label} must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${label} must have at most ${String(params.limit)} items.`;
    case 'uniqueItems':
      return `${label} must not list the same item twice.`;
    case 'minProperties':
      return atRoot ? 'The request must change at least one field.' : `${label} must not be empty.`;
    case 'maxProperties':
      return `${label} must have at most ${String(params.limit)} entries.`;
    case 'format':
      return `${label} must be ${FORMAT_NAMES[String(params.format)] ?? 'in the expected form'}.`;
    case DISALLOWED_TEXT_KEYWORD:
      return describeDisallowedText(issue, field, part);
    default:
      return atRoot
        ? `${PART_NAMES[part] ?? 'The request'} is not in a form we accept.`
        : `${label} is not in a form we accept.`;
  }
}
