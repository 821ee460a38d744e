/**
 * Reads the bundled, dereferenced OpenAPI document (`npm run gen:api` writes it) and lists its
 * operations in the shape the router needs. The document is the single source of truth for paths,
 * parameters, request and response schemas, and who may call each operation (its authorization mode, see
 * the contract's description: `x-public`, `x-permission` (with `x-target-user` on an operation on one user's
 * account, and `x-not-own-account: true` on one that changes its balance, inventory or permissions),
 * `x-domain-role` (which metaverse, named where, and the role needed in it), or any signed-in user (said with
 * `x-signed-in: <reason>` under `/v2/admin/`)). Those declarations are read by `contract-authz.ts`.
 */
import { readFileSync } from 'node:fs';
import { authorizationOf, type Authorization } from './contract-authz.ts';

/** A JSON Schema object as it appears in the dereferenced document. */
export type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema?: JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  /** `true`: the value is a secret (a token, code, invite secret, …) that never reaches a log line. */
  'x-secret'?: unknown;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
  'x-public'?: unknown;
  /** The query string may carry parameters the contract does not name (see `querySchema`). */
  'x-open-query'?: unknown;
  'x-permission'?: unknown;
  'x-permission-refusal'?: unknown;
  'x-domain-role'?: unknown;
  'x-target-user'?: unknown;
  'x-not-own-account'?: unknown;
  /** Why an operation under `/v2/admin/` is open to any signed-in user (it declares no other mode). */
  'x-signed-in'?: unknown;
}

type PathItem = { parameters?: Parameter[] } & Partial<Record<HttpMethod, Operation>>;

interface OpenApiDocument {
  paths: Record<string, PathItem>;
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
type HttpMethod = (typeof METHODS)[number];

/** How an operation takes its request body. */
export type BodyKind = 'none' | 'json' | 'upload';

/** One operation of the contract, ready to become a route. */
export interface ContractOperation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** The OpenAPI path, e.g. `/v2/users/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/v2/users/:id`. */
  url: string;
  /** False when the operation declares `security: []` (open to anonymous callers). */
  secured: boolean;
  authorization: Authorization;
  /** What is wrong with the operation's authorization declarations (empty when they are sound). */
  authorizationProblems: string[];
  bodyKind: BodyKind;
  bodyRequired: boolean;
  /** The names of its path and query parameters the contract marks `x-secret: true`. */
  secretParameters: { path: string[]; query: string[] };
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
    /** JSON response schemas of the 2xx statuses, keyed by status. */
    response: Record<string, JsonSchema>;
  };
}

const JSON_TYPE = 'application/json';

function isUploadType(mediaType: string): boolean {
  return mediaType.startsWith('image/') || mediaType === 'application/octet-stream';
}

function parametersSchema(parameters: Parameter[], lowerCaseNames = false): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    const name = lowerCaseNames ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
    if (parameter.required || parameter.in === 'path') required.push(name);
  }
  return { type: 'object', properties, required };
}

/**
 * The query string's schema: the declared parameters and no others, so a misspelt or unsupported parameter is
 * refused rather than silently ignored. An operation whose caller is an outside service that adds parameters
 * of its own (an OAuth provider's redirect) declares `x-open-query: true`.
 */
function querySchema(parameters: Parameter[], open: boolean): JsonSchema | undefined {
  if (open) return parametersSchema(parameters);
  return {
    ...(parametersSchema(parameters) ?? { type: 'object', properties: {} }),
    additionalProperties: false,
  };
}

function toOperation(document: OpenApiDocument, path: string, method: HttpMethod): ContractOperation | null {
  const item = document.paths[path];
  const operation = item[method];
  if (!operation) return null;
  if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);

  // Operation-level parameters override path-level ones with the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
    byKey.set(`${p.in}:${p.name}`, p);
  const parameters = [...byKey.values()];
  const ofKind = (kind: Parameter['in']) => parameters.filter((p) => p.in === kind);

  const content = operation.requestBody?.content ?? {};
  const mediaTypes = Object.keys(content);
  let bodyKind: BodyKind = 'none';
  if (mediaTypes.includes(JSON_TYPE)) bodyKind = 'json';
  else if (mediaTypes.some(isUploadType)) bodyKind = 'upload';
  else if (mediaTypes.length > 0)
    throw new Error(`${operation.operationId}: unsupported request media types`);

  const response: Record<string, JsonSchema> = {};
  for (const [status, reply] of Object.entries(operation.responses)) {
    const schema = reply.content?.[JSON_TYPE]?.schema;
    if (/^2\d\d$/.test(status) && schema) response[status] = schema;
  }

  const security = operation.security ?? document.security ?? [];
  const secured =
    security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
  const { authorization, problems } = authorizationOf(operation, path, secured, {
    path: ofKind('path'),
    query: ofKind('query'),
    body: bodyKind === 'json' ? content[JSON_TYPE].schema : undefined,
    bodyRequired: operation.requestBody?.required === true,
  });
  return {
    operationId: operation.operationId,
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    url: path.replace(/\{([^}]+)\}/g, ':$1'),
    secured,
    authorization,
    authorizationProblems: problems.map((problem) => `${operation.operationId} ${problem}`),
    bodyKind,
    bodyRequired: operation.requestBody?.required === true,
    secretParameters: {
      path: ofKind('path')
        .filter((p) => p['x-secret'] === true)
        .map((p) => p.name),
      query: ofKind('query')
        .filter((p) => p['x-secret'] === true)
        .map((p) => p.name),
    },
    schema: {
      params: parametersSchema(ofKind('path')),
      querystring: querySchema(ofKind('query'), operation['x-open-query'] === true),
      headers: parametersSchema(ofKind('header'), true),
      body: bodyKind === 'json' ? content[JSON_TYPE].schema : undefined,
      response,
    },
  };
}

/** Every operation of a dereferenced OpenAPI document. */
export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const path of Object.keys(document.paths)) {
    for (const method of METHODS) {
      const operation = toOperation(document, path, method);
      if (operation) operations.push(operation);
    }
  }
  return operations;
}

/**
 * The methods the operations allow on a concrete request path (HEAD wherever GET is), for the 405 reply's
 * `Allow` header; empty when no operation has the path.
 */
export function allowedMethods(operations: readonly ContractOperation[], path: string): string[] {
  const methods = new Set<string>();
  for (const op of operations) {
    const pattern = new RegExp(
      `^${op.url
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
    if (pattern.test(path)) methods.add(op.method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** The longest a path parameter may be on the wire when the contract sets no limit of its own. */
const DEFAULT_PATH_PARAMETER_LENGTH = 256;

/**
 * The longest path parameter, percent-encoded, that the operations allow (a character is at most four UTF-8
 * bytes, each written as three characters), so the router passes every value the contract allows on to
 * validation; a longer value answers 414 before any route is found.
 */
export function longestPathParameter(operations: readonly ContractOperation[]): number {
  let longest = DEFAULT_PATH_PARAMETER_LENGTH;
  for (const op of operations) {
    for (const schema of Object.values((op.schema.params?.properties ?? {}) as Record<string, JsonSchema>)) {
      if (typeof schema.maxLength === 'number') longest = Math.max(longest, schema.maxLength * 12);
    }
  }
  return longest;
}

/** Every authorization problem of the operations, one line each (empty when all declarations are sound). */
export function authorizationProblems(operations: readonly ContractOperation[]): string[] {
  return operations.flatMap((op) => op.authorizationProblems);
}

/** The bundled contract shipped with the repository. */
export const CONTRACT_FILE = new URL('../../openapi/dist/openapi.json', import.meta.url);

let cached: ContractOperation[] | undefined;

/** The operations of the bundled contract (read once). */
export function contractOperations(): ContractOperation[] {
  cached ??= listOperations(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as OpenApiDocument);
  return cached;
}

/** The operation with this id; throws when the contract has none. */
export function contractOperation(operationId: string): ContractOperation {
  const found = contractOperations().find((op) => op.operationId === operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}`);
  return found;
}
