/**
 * Who may call an operation, as the contract declares it: the reading of `x-public`, `x-permission` (with
 * `x-target-user`, `x-not-own-account` and `x-permission-refusal`), `x-domain-role` and `x-signed-in` into the
 * guard's {@link Authorization}, with every problem of the declarations (the contract check and the server's start
 * refuse a contract that has any).
 */
import { isKnownPermission, type Permission } from '../authz/permissions.ts';
import {
  isRequiredDomainRole,
  isStaffStanding,
  type RequiredDomainRole,
  type StaffStanding,
} from '../../common/domain-roles.ts';
import type { JsonSchema, Operation, Parameter } from './contract.ts';
import { MESSAGES } from './messages.ts';

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
  /**
   * Nothing declared: any signed-in user. Under `/v2/admin/`, where an operation is staff's unless it says
   * otherwise, this is declared with its reason: `x-signed-in: <reason>`.
   */
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

/** Operations under this path are staff's: each declares `x-permission`, or `x-signed-in` with its reason. */
const STAFF_PATH = '/v2/admin/';

/** Operations under this path act on one user's account and must declare `x-target-user`. */
export const TARGET_USER_PATH = /^\/v2\/admin\/users\/\{([^}]+)\}/;

/** What an operation takes, as far as its declarations may refer to it. */
export interface OperationInputs {
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
export function authorizationOf(
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

  const signedIn = operation['x-signed-in'];
  if (signedIn !== undefined) {
    if (typeof signedIn !== 'string' || signedIn.trim() === '') problems.push('x-signed-in needs a reason');
    if (!path.startsWith(STAFF_PATH))
      problems.push('declares x-signed-in outside /v2/admin/ (where any signed-in user is the default)');
    const others = (['x-public', 'x-permission', 'x-domain-role'] as const).filter(
      (key) => operation[key] !== undefined,
    );
    if (others.length > 0) problems.push(`declares conflicting modes (x-signed-in, ${others.join(', ')})`);
  }

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
  } else if (path.startsWith(STAFF_PATH) && signedIn === undefined) {
    problems.push('is a staff operation (/v2/admin/...) but declares no x-permission (nor x-signed-in)');
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
