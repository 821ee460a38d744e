/**
 * Reads the bundled, dereferenced OpenAPI document (`npm run gen:api` writes it) and lists its
 * operations in the shape the router needs. The document is the single source of truth for paths,
 * parameters, request and response schemas, and which operations need a session.
 */
import { readFileSync } from 'node:fs';

/** A JSON Schema object as it appears in the dereferenced document. */
export type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema?: JsonSchema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
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
  bodyKind: BodyKind;
  bodyRequired: boolean;
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
  return {
    operationId: operation.operationId,
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    url: path.replace(/\{([^}]+)\}/g, ':$1'),
    secured: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
    bodyKind,
    bodyRequired: operation.requestBody?.required === true,
    schema: {
      params: parametersSchema(ofKind('path')),
      querystring: parametersSchema(ofKind('query')),
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
