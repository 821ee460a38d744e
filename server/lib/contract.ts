/**
 * Reads the bundled, dereferenced OpenAPI document (`npm run gen:api` writes it) and lists its
 * operations in the shape the router needs. The document is the single source of truth for paths,
 * parameters, request and response schemas, and who may call each operation (its authorization mode, see
 * the contract's description: `x-public`, `x-permission` (with `x-target-user` on an operation on one user's
 * account, and `x-not-own-account: true` on one that changes its balance, inventory or permissions),
 * `x-domain-role` (which metaverse, named where, and the role needed in it), or any signed-in user).
 */
import { readFileSync } from 'node:fs';
import { isKnownPermission, type Permission } from '../authz/permissions.ts';
import {
  isRequiredDomainRole,
  isStaffStanding,
  type RequiredDomainRole,
  type StaffStanding,
} from '../authz/domain-roles.ts';
import { MESSAGES } from './messages.ts';

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
  /** `true`: the value is a secret (a token, code, invite secret, …) that never reaches a log line. */
  'x-secret'?: unknown;
}

interface Operation {
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

/** Where a request names its metaverse: a path or query parameter, or a field of its JSON body. */
export interface DomainSource {
  in: 'path' | 'query' | 'body';
  name: string;
}

/**
 * `x-domain-role`: the metaverse an operation acts on and the role the caller needs in it. The short form
 * `x-domain-role: manager` is `{ role: manager, from: path.domain }`; the long form may also say
 * - `from: path.<name> | query.<name> | body.<field>`: where the metaverse (id or uri) is named;
 * - `target-path: true`: the value is a target path (`<metaverse>/locations/<name>`), whose first segment
 *   names the metaverse;
 * - `optional: true`: the value may be absent or empty, and then no metaverse is named and nothing checked
 *   ("if a metaverse is given, the caller must have the role in it");
 * - `staff: administrator | superuser`: which staff stand in for the role (any staff user by default);
 * - `refusal: <key of MESSAGES>`: the 403 text instead of the role's own (`DOMAIN_ROLE_REFUSALS`).
 * `role: none` with a `reason` says the operation deliberately needs no role in the metaverse it names.
 */
export interface DomainRule {
  role: RequiredDomainRole;
  from: DomainSource;
  targetPath: boolean;
  optional: boolean;
  staff: StaffStanding;
  /** The refusal text, when the operation declares its own. */
  refusal?: string;
}

/** Who may call an operation, as its contract declares it. */
export type Authorization =
  /** `x-public: true`: anyone, no session. */
  | { mode: 'public' }
  /** Nothing declared: any signed-in user. */
  | { mode: 'signed-in' }
  /**
   * `x-permission`: a signed-in user holding one of these permissions (refused with `refusal`, by default
   * "Invalid Permission"); with `x-target-user`, the operation acts on the account named by that path
   * parameter, and with `x-not-own-account: true` (`notOwnAccount`) never on the caller's own account; with
   * `x-domain-role` (`domain`), the caller also needs the role in the metaverse named.
   */
  | {
      mode: 'permission';
      permissions: readonly Permission[];
      refusal?: string;
      targetUser?: string;
      notOwnAccount?: true;
      domain?: DomainRule;
    }
  /** `x-domain-role`: a signed-in user with at least the rule's role in the metaverse the request names. */
  | { mode: 'domain-role'; domain: DomainRule };

/** The path parameter naming the metaverse of an `x-domain-role` operation that does not say `from`. */
export const DOMAIN_PARAMETER = 'domain';

/** The keys of the long form of `x-domain-role`. */
const DOMAIN_RULE_KEYS = ['role', 'from', 'target-path', 'optional', 'staff', 'refusal', 'reason'];

/** A refusal an operation may name: a key of the server's message table holding a text. */
function refusalText(key: unknown): string | undefined {
  if (typeof key !== 'string' || !Object.hasOwn(MESSAGES, key)) return undefined;
  const text: unknown = MESSAGES[key as keyof typeof MESSAGES];
  return typeof text === 'string' ? text : undefined;
}

/** Operations under this path act on one user's account and must declare `x-target-user`. */
export const TARGET_USER_PATH = /^\/v2\/admin\/users\/\{([^}]+)\}/;

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

/** What an operation takes, as far as its declarations may refer to it. */
interface OperationInputs {
  path: readonly Parameter[];
  query: readonly Parameter[];
  /** The JSON body's schema (none for an operation without a JSON body). */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
}

/** Whether the input `from` names is there, and whether the contract requires it. */
function inputOf(from: DomainSource, inputs: OperationInputs): { exists: boolean; required: boolean } {
  if (from.in === 'body') {
    const properties = (inputs.body?.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(inputs.body?.required) ? (inputs.body.required as unknown[]) : [];
    return {
      exists: Object.hasOwn(properties, from.name),
      required: inputs.bodyRequired && required.includes(from.name),
    };
  }
  const parameter = inputs[from.in].find((p) => p.name === from.name);
  return { exists: parameter !== undefined, required: from.in === 'path' || parameter?.required === true };
}

/**
 * The rule of an operation's `x-domain-role` (undefined when it declares none, or `role: none`), and the
 * problems of the declaration.
 */
function domainRuleOf(
  declared: unknown,
  inputs: OperationInputs,
  problems: string[],
): DomainRule | undefined {
  if (declared === undefined) return undefined;
  const long = typeof declared === 'object' && declared !== null && !Array.isArray(declared);
  const fields: Record<string, unknown> = long ? (declared as Record<string, unknown>) : { role: declared };
  for (const key of Object.keys(fields)) {
    if (!DOMAIN_RULE_KEYS.includes(key)) problems.push(`x-domain-role has an unknown key ${key}`);
  }
  const { role, reason } = fields;
  if (role === 'none') {
    if (typeof reason !== 'string' || reason.trim() === '')
      problems.push('x-domain-role role: none needs a reason');
    const others = Object.keys(fields).filter((key) => key !== 'role' && key !== 'reason');
    if (others.length > 0)
      problems.push(`x-domain-role role: none takes only a reason (not ${others.join(', ')})`);
    return undefined;
  }
  if (reason !== undefined) problems.push('x-domain-role takes a reason only with role: none');

  const knownRole = typeof role === 'string' && isRequiredDomainRole(role);
  if (!knownRole)
    problems.push(`x-domain-role ${String(role)} is not none, viewer, member, host, manager or owner`);

  const from = fields.from;
  let source: DomainSource | undefined = { in: 'path', name: DOMAIN_PARAMETER };
  if (from !== undefined) {
    const match = typeof from === 'string' ? /^(path|query|body)\.([A-Za-z0-9_-]+)$/.exec(from) : null;
    source = match ? { in: match[1] as DomainSource['in'], name: match[2] } : undefined;
    if (!source)
      problems.push(`x-domain-role from ${String(from)} is not path.<name>, query.<name> or body.<field>`);
  }
  const optional = fields.optional;
  if (optional !== undefined && optional !== true)
    problems.push('x-domain-role optional must be true when present');
  const input = source && inputOf(source, inputs);
  if (source && input && !input.exists) {
    problems.push(
      from === undefined
        ? `declares x-domain-role without a {${DOMAIN_PARAMETER}} path parameter`
        : `x-domain-role from ${source.in}.${source.name} names no ${source.in === 'body' ? 'field of the JSON body' : `${source.in} parameter`}`,
    );
  } else if (source && input && (optional === true) === input.required) {
    problems.push(
      optional === true
        ? `x-domain-role is optional but ${source.in}.${source.name} is required`
        : `x-domain-role from ${source.in}.${source.name}, which is not required, must say optional: true`,
    );
  }
  const targetPath = fields['target-path'];
  if (targetPath !== undefined && targetPath !== true)
    problems.push('x-domain-role target-path must be true when present');

  const staff = fields.staff;
  if (staff !== undefined && (typeof staff !== 'string' || !isStaffStanding(staff)))
    problems.push(`x-domain-role staff ${String(staff)} is not administrator or superuser`);
  if (staff !== undefined && role === 'owner') problems.push('x-domain-role staff means nothing for owner');

  const refusal = fields.refusal;
  const text = refusalText(refusal);
  if (refusal !== undefined && text === undefined)
    problems.push(`x-domain-role refusal ${String(refusal)} is not a text of the server's messages`);

  if (!knownRole || !source) return undefined;
  return {
    role,
    from: source,
    targetPath: targetPath === true,
    optional: optional === true,
    staff: typeof staff === 'string' && isStaffStanding(staff) ? staff : 'administrator',
    ...(text !== undefined && { refusal: text }),
  };
}

/** The operation's authorization mode and the problems of its declarations. */
function authorizationOf(
  operation: Operation,
  path: string,
  secured: boolean,
  inputs: OperationInputs,
): { authorization: Authorization; problems: string[] } {
  const problems: string[] = [];
  const domain = domainRuleOf(operation['x-domain-role'], inputs, problems);
  if (operation['x-public'] !== undefined) {
    const others = (['x-permission', 'x-domain-role'] as const).filter((key) =>
      key === 'x-domain-role' ? domain !== undefined : operation[key] !== undefined,
    );
    if (others.length > 0) problems.push(`declares conflicting modes (x-public, ${others.join(', ')})`);
  }
  let authorization: Authorization = { mode: 'signed-in' };

  const isPublic = operation['x-public'];
  if (isPublic !== undefined && isPublic !== true) problems.push('x-public must be true when present');
  if ((isPublic === true) !== !secured) {
    problems.push('x-public: true and `security: []` must go together');
  }
  if (isPublic === true) authorization = { mode: 'public' };

  const permission = operation['x-permission'];
  if (permission !== undefined) {
    const names = Array.isArray(permission) ? (permission as unknown[]) : [permission];
    const known = names.filter(
      (name): name is Permission => typeof name === 'string' && isKnownPermission(name),
    );
    if (names.length === 0) problems.push('x-permission names no permission');
    for (const name of names) {
      if (!known.includes(name as Permission))
        problems.push(`x-permission ${String(name)} is not in the catalogue`);
    }
    if (known.length > 0) authorization = { mode: 'permission', permissions: known };
  } else if (path.startsWith('/v2/admin/')) {
    problems.push('is a staff operation (/v2/admin/...) but declares no x-permission');
  }

  const permissionRefusal = operation['x-permission-refusal'];
  if (permissionRefusal !== undefined) {
    const text = refusalText(permissionRefusal);
    if (permission === undefined) problems.push('declares x-permission-refusal without x-permission');
    else if (text === undefined)
      problems.push(
        `x-permission-refusal ${String(permissionRefusal)} is not a text of the server's messages`,
      );
    else if (authorization.mode === 'permission') authorization = { ...authorization, refusal: text };
  }

  const target = operation['x-target-user'];
  const expectedTarget = TARGET_USER_PATH.exec(path)?.[1];
  if (target !== undefined) {
    if (typeof target !== 'string' || !inputs.path.some((p) => p.name === target)) {
      problems.push(`x-target-user ${String(target)} is not a path parameter`);
    } else if (authorization.mode !== 'permission') {
      problems.push('declares x-target-user without x-permission');
    } else {
      authorization = { ...authorization, targetUser: target };
    }
  }
  if (expectedTarget !== undefined && target !== expectedTarget) {
    problems.push(`acts on a user's account but does not declare x-target-user: ${expectedTarget}`);
  }
  const notOwnAccount = operation['x-not-own-account'];
  if (notOwnAccount !== undefined) {
    if (notOwnAccount !== true) problems.push('x-not-own-account must be true');
    else if (authorization.mode !== 'permission' || authorization.targetUser === undefined)
      problems.push('declares x-not-own-account without x-target-user');
    else authorization = { ...authorization, notOwnAccount: true };
  }

  if (domain !== undefined) {
    if (authorization.mode === 'permission') authorization = { ...authorization, domain };
    else if (authorization.mode === 'signed-in') authorization = { mode: 'domain-role', domain };
  }
  return { authorization, problems };
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
