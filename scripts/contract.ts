/**
 * What the console's build and the contract check read from the bundled contract (`openapi/dist/openapi.json`):
 * - `publicOperations`: the operations that need no session (`security: []`, or an empty requirement among the
 *   alternatives), as `METHOD /path/{template}` strings. The console's build (vite.config.ts) and its unit tests
 *   (vitest.config.ts) inject them as `__PUBLIC_API_OPERATIONS__` (`contractDefines`, with the staff collections
 *   as `__COLLECTION_NAMES__`), so the API client's signed-out guard follows the contract rather than a hand-kept
 *   list.
 * - `contractProblems`: rules every operation keeps, checked by `gen:api` (and so by `npm test`): an operation
 *   declares a 400 reply, since the validator answers 400 to input that breaks its schema and to a query
 *   parameter the contract does not name (only an operation with `x-open-query` and no input of its own may not); an operation that needs a session declares a 401 reply; every
 *   integer or number the operation takes (a parameter, or a field of its request body at any depth) declares a
 *   minimum and a maximum (or an enum), since an unbounded one (`first=1e30`) passes the schema and fails in the
 *   database instead of with a 400; every `pattern` has an `x-pattern-text`, the rule in words that a refusal
 *   states (people never see a regular expression); and the size refusals the server can give any request are
 *   declared where they can happen: 413 (body too large) and 415 (a body of a type the operation does not take)
 *   by every operation with a body, 414 (address too long)
 *   by every operation with path parameters, 431 (headers too large) by every operation; and every operation on
 *   one metaverse (a `{domain}` path parameter) says who may act on it, `x-domain-role` (a role, or
 *   `role: none` with the reason none is needed), so that none is left undecided (the server checks the
 *   declaration itself at start-up, `server/lib/contract.ts`).
 */
import { readFileSync } from 'node:fs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
  security?: object[];
  'x-open-query'?: unknown;
  'x-domain-role'?: unknown;
}

export interface ContractDocument {
  paths: Record<string, Record<string, unknown> & { parameters?: unknown[] }>;
  security?: object[];
}

interface Found {
  method: string;
  path: string;
  operation: Operation;
  /** Parameters declared on the path item, shared by its operations. */
  pathParameters: unknown[];
  open: boolean;
}

function* operationsOf(doc: ContractDocument): Generator<Found> {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const security = operation.security ?? doc.security ?? [];
      const open = security.length === 0 || security.some((req) => Object.keys(req).length === 0);
      yield { method, path, operation, pathParameters: item.parameters ?? [], open };
    }
  }
}

/** The public operations of a bundled OpenAPI document. */
export function publicOperations(doc: ContractDocument): string[] {
  return [...operationsOf(doc)]
    .filter((found) => found.open)
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    .sort();
}

/** The public operations of `openapi/dist/openapi.json`. */
export function contractPublicOperations(
  file = new URL('../openapi/dist/openapi.json', import.meta.url),
): string[] {
  return publicOperations(JSON.parse(readFileSync(file, 'utf8')) as ContractDocument);
}

/** The staff collections of a bundled OpenAPI document (the `CollectionName` schema's values). */
export function collectionNames(
  doc: ContractDocument & { components?: { schemas?: Record<string, unknown> } },
): string[] {
  const schema = doc.components?.schemas?.CollectionName as { enum?: unknown } | undefined;
  if (!Array.isArray(schema?.enum) || !schema.enum.every((name) => typeof name === 'string'))
    throw new Error('The contract has no CollectionName enum of strings.');
  return schema.enum as string[];
}

/**
 * The console's constants taken from `openapi/dist/openapi.json`, for Vite's and Vitest's `define` (declared in
 * `src/api/globals.d.ts`): the operations that need no session, and the staff collections (which the boot script
 * needs without sharing a file with the console).
 */
export function contractDefines(
  file = new URL('../openapi/dist/openapi.json', import.meta.url),
): Record<string, string> {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as ContractDocument;
  return {
    __PUBLIC_API_OPERATIONS__: JSON.stringify(publicOperations(doc)),
    __COLLECTION_NAMES__: JSON.stringify(collectionNames(doc)),
  };
}

type Schema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Where in `schema` (at `where`) an integer or number lacks a lower or an upper bound. */
function unboundedNumbers(schema: unknown, where: string, found: string[] = []): string[] {
  if (!isSchema(schema)) return found;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const fixed = Array.isArray(schema.enum) || 'const' in schema;
  if (!fixed && (types.includes('integer') || types.includes('number'))) {
    const low = 'minimum' in schema || 'exclusiveMinimum' in schema;
    const high = 'maximum' in schema || 'exclusiveMaximum' in schema;
    const missing = [!low && 'a minimum', !high && 'a maximum'].filter(Boolean).join(' and ');
    if (missing) found.push(`${where} is a number without ${missing}`);
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  for (const [name, child] of Object.entries(properties)) unboundedNumbers(child, `${where}.${name}`, found);
  unboundedNumbers(schema.items, `${where}[]`, found);
  unboundedNumbers(schema.additionalProperties, `${where}.*`, found);
  for (const combinator of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    const parts = schema[combinator];
    if (Array.isArray(parts)) parts.forEach((part) => unboundedNumbers(part, where, found));
  }
  return found;
}

/** Where in `value` (at `where`) a schema has a `pattern` but no `x-pattern-text` saying it in words. */
function unexplainedPatterns(value: unknown, where: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => unexplainedPatterns(item, `${where}/${index}`, found));
    return found;
  }
  if (!isSchema(value)) return found;
  if (typeof value.pattern === 'string' && typeof value['x-pattern-text'] !== 'string') {
    found.push(`${where} has a pattern without an x-pattern-text`);
  }
  for (const [key, child] of Object.entries(value)) unexplainedPatterns(child, `${where}/${key}`, found);
  return found;
}

/** The broken rules, one line each (empty when the contract keeps them all). */
export function contractProblems(doc: ContractDocument): string[] {
  const problems: string[] = [];
  for (const { method, path, operation, pathParameters, open } of operationsOf(doc)) {
    const name = operation.operationId ?? `${method.toUpperCase()} ${path}`;
    const responses = operation.responses ?? {};
    const takesInput =
      pathParameters.length > 0 ||
      (operation.parameters?.length ?? 0) > 0 ||
      operation.requestBody !== undefined;
    const refusesUnknownQuery = operation['x-open-query'] !== true;
    if ((takesInput || refusesUnknownQuery) && !('400' in responses))
      problems.push(`${name} declares no 400 reply (it refuses bad input and unknown query parameters)`);
    if (!open && !('401' in responses)) problems.push(`${name} needs a session but declares no 401 reply`);
    if (operation.requestBody !== undefined && !('413' in responses))
      problems.push(`${name} takes a body but declares no 413 reply`);
    if (operation.requestBody !== undefined && !('415' in responses))
      problems.push(`${name} takes a body but declares no 415 reply`);
    if (pathParameters.length > 0 && !('414' in responses))
      problems.push(`${name} takes path parameters but declares no 414 reply`);
    if (!('431' in responses)) problems.push(`${name} declares no 431 reply`);
    if (path.includes('{domain}') && operation['x-domain-role'] === undefined)
      problems.push(`${name} acts on a metaverse ({domain}) but declares no x-domain-role (or role: none)`);
    for (const parameter of [...pathParameters, ...(operation.parameters ?? [])]) {
      if (!isSchema(parameter)) continue;
      const where = `${name} ${String(parameter.in)} parameter "${String(parameter.name)}"`;
      problems.push(...unboundedNumbers(parameter.schema, where));
    }
    for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
      problems.push(...unboundedNumbers(schema, `${name} ${mediaType} body`));
    }
  }
  problems.push(...unexplainedPatterns(doc, '#'));
  return problems;
}
