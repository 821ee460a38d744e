/**
 * The command lines of `npm run new`, read and checked before anything is looked at on disk: a mistake is
 * refused with a sentence naming it (exit 2), never half a change.
 */
import { isCamel, isFolder, isKebab, isPascal } from './names.ts';

/** A refusal of the command line or of what it asks for; the command exits with 2 and prints the message. */
export class Refusal extends Error {}

export const DOMAIN_ROLES = ['member', 'host', 'manager', 'owner'] as const;
export type DomainRole = (typeof DOMAIN_ROLES)[number];
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Who may call an operation, as the contract declares it. */
export type Access =
  | { mode: 'role'; role: DomainRole }
  | { mode: 'permission'; permission: string }
  | { mode: 'public' }
  | {
      mode: 'signed-in';
      /** Under /v2/admin/: why any signed-in user may call it (`x-signed-in`). */ reason?: string;
    };

export interface OperationArgs {
  kind: 'operation';
  area: string;
  operationId: string;
  method: Method;
  path: string;
  /** The path parameters, in order. */
  params: string[];
  summary: string;
  access: Access;
  gen: boolean;
}

export interface PageArgs {
  kind: 'owner-page' | 'staff-page';
  area: string;
  /** The component's name without its `Page` suffix (`Notes` for `NotesPage`). */
  name: string;
  route: string;
  /** The route's parameters, in order (`uri` first for a page of one metaverse). */
  params: string[];
  /** An owner page of one metaverse (`/domains/:uri/…`). */
  domain: boolean;
  label?: string;
  /** The staff page's permission. */
  permission?: string;
  gen: boolean;
}

export type Args = OperationArgs | PageArgs;

export const USAGE = `Usage:
  npm run new -- operation <area> <operationId> <METHOD> <path> --summary "<text>" [--role member|host|manager|owner | --permission <name> | --public | --signed-in "<reason>"]
  npm run new -- owner-page <area> <PageName> <route> [--domain] [--label "<menu label>"]
  npm run new -- staff-page <area> <PageName> <route> --permission <name> [--label "<menu label>"]
Add --no-gen to skip npm run gen:api and gen:map (when running several generators in a row: run them after the last).`;

const VALUE_FLAGS = ['summary', 'role', 'permission', 'signed-in', 'label'] as const;
const SWITCHES = ['public', 'domain', 'no-gen'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];
type Switch = (typeof SWITCHES)[number];

interface Parsed {
  positional: string[];
  values: Partial<Record<ValueFlag, string>>;
  switches: Set<Switch>;
}

/** Splits the words into positional arguments, `--name value` (or `--name=value`) and switches. */
export function splitArgs(argv: readonly string[]): Parsed {
  const parsed: Parsed = { positional: [], values: {}, switches: new Set() };
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i];
    if (!word.startsWith('--')) {
      parsed.positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if ((SWITCHES as readonly string[]).includes(name)) {
      if (inline !== undefined) throw new Refusal(`--${name} takes no value.`);
      parsed.switches.add(name as Switch);
    } else if ((VALUE_FLAGS as readonly string[]).includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new Refusal(`--${name} needs a value.`);
      if (parsed.values[name as ValueFlag] !== undefined) throw new Refusal(`--${name} is given twice.`);
      parsed.values[name as ValueFlag] = value;
    } else {
      throw new Refusal(`Unknown option --${name}.`);
    }
  }
  return parsed;
}

function onlyFlags(parsed: Parsed, kind: string, allowed: readonly (ValueFlag | Switch)[]): void {
  const given = [...Object.keys(parsed.values), ...parsed.switches] as (ValueFlag | Switch)[];
  const other = given.filter((name) => name !== 'no-gen' && !allowed.includes(name));
  if (other.length > 0) throw new Refusal(`${kind} does not take ${other.map((n) => `--${n}`).join(', ')}.`);
}

function positionals(parsed: Parsed, kind: string, names: string[]): string[] {
  const values = parsed.positional.slice(1);
  if (values.length !== names.length)
    throw new Refusal(
      `${kind} takes ${names.length} arguments (${names.join(' ')}); ${values.length} given: ${values.join(' ') || 'none'}.`,
    );
  return values;
}

/** The parameters of an API path (`/v2/domains/{domain}/notes/{id}` → domain, id), each checked. */
export function pathParams(path: string): string[] {
  if (!/^\/[A-Za-z0-9._~{}/-]*$/.test(path) || path.includes('//') || (path.length > 1 && path.endsWith('/')))
    throw new Refusal(`The path ${path} is not an API path such as /v2/domains/{domain}/notes.`);
  const params: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (!segment.includes('{') && !segment.includes('}')) continue;
    const match = /^\{([a-z][a-zA-Z0-9]*)\}$/.exec(segment);
    if (!match)
      throw new Refusal(
        `The path segment ${segment} should be a whole parameter in camelCase, such as {id}.`,
      );
    if (params.includes(match[1])) throw new Refusal(`The path names {${match[1]}} twice.`);
    params.push(match[1]);
  }
  return params;
}

/** The parameters of a console route (`/domains/:uri/notes` → uri), each checked. */
export function routeParams(route: string): string[] {
  if (!/^\/[a-z0-9:/?*-]*$/i.test(route) || route.includes('//') || (route.length > 1 && route.endsWith('/')))
    throw new Refusal(`The route ${route} is not a console route such as /domains/:uri/notes.`);
  const params: string[] = [];
  for (const segment of route.split('/').slice(1)) {
    if (!segment.includes(':')) continue;
    const match = /^:([a-z][a-zA-Z0-9]*)$/.exec(segment);
    if (!match) throw new Refusal(`The route segment ${segment} should be a whole parameter, such as :id.`);
    if (params.includes(match[1])) throw new Refusal(`The route names :${match[1]} twice.`);
    params.push(match[1]);
  }
  return params;
}

/** The access an operation declares: at most one of --role, --permission, --public and --signed-in. */
function accessOf(parsed: Parsed, params: string[], path: string, method: Method): Access {
  const { role, permission } = parsed.values;
  const signedIn = parsed.values['signed-in'];
  const given = [
    role !== undefined,
    permission !== undefined,
    parsed.switches.has('public'),
    signedIn !== undefined,
  ].filter(Boolean);
  if (given.length > 1)
    throw new Refusal('Give at most one of --role, --permission, --public and --signed-in.');
  if (role !== undefined) {
    if (!(DOMAIN_ROLES as readonly string[]).includes(role))
      throw new Refusal(`--role ${role} is not one of ${DOMAIN_ROLES.join(', ')}.`);
    if (!params.includes('domain'))
      throw new Refusal(`--role needs a metaverse in the path ({domain}); ${path} names none.`);
    return { mode: 'role', role: role as DomainRole };
  }
  if (params.includes('domain'))
    throw new Refusal(
      `An operation on one metaverse ({domain} in the path) must say who may call it: add --role ${DOMAIN_ROLES.join('|')}.`,
    );
  const staff = path.startsWith('/v2/admin/');
  if (staff && permission === undefined && signedIn === undefined)
    throw new Refusal(
      'A staff operation (/v2/admin/…) needs --permission <name>, or --signed-in "<why any signed-in user may call it>".',
    );
  if (signedIn !== undefined) {
    if (!staff)
      throw new Refusal(
        `--signed-in is for a path under /v2/admin/; elsewhere any signed-in user is the default: drop it.`,
      );
    if (method !== 'GET')
      throw new Refusal(
        'A staff operation open to any signed-in user only reads: --signed-in goes with GET.',
      );
    if (signedIn.trim() === '')
      throw new Refusal(
        '--signed-in needs its reason: why any signed-in user may call this staff operation.',
      );
  }
  if (/^\/v2\/admin\/users\/\{/.test(path))
    throw new Refusal(
      "An operation on one user's account (/v2/admin/users/{id}…) declares x-target-user: write it by hand.",
    );
  if (permission !== undefined) return { mode: 'permission', permission };
  if (parsed.switches.has('public')) return { mode: 'public' };
  return signedIn === undefined ? { mode: 'signed-in' } : { mode: 'signed-in', reason: signedIn.trim() };
}

function operationArgs(parsed: Parsed): OperationArgs {
  onlyFlags(parsed, 'operation', ['summary', 'role', 'permission', 'public', 'signed-in']);
  const [area, operationId, methodWord, path] = positionals(parsed, 'operation', [
    '<area>',
    '<operationId>',
    '<METHOD>',
    '<path>',
  ]);
  if (!isKebab(area)) throw new Refusal(`The area ${area} should be kebab-case, such as domain-notes.`);
  if (!isCamel(operationId))
    throw new Refusal(
      `The operationId ${operationId} should be camelCase, verb first, such as getDomainNote.`,
    );
  const method = methodWord.toUpperCase();
  if (!(METHODS as readonly string[]).includes(method))
    throw new Refusal(`The method ${methodWord} is not one of ${METHODS.join(', ')}.`);
  const params = pathParams(path);
  const summary = parsed.values.summary?.trim();
  if (!summary) throw new Refusal('--summary "<text>" is required: one sentence saying what the call does.');
  return {
    kind: 'operation',
    area,
    operationId,
    method: method as Method,
    path,
    params,
    summary,
    access: accessOf(parsed, params, path, method as Method),
    gen: !parsed.switches.has('no-gen'),
  };
}

function pageArgs(parsed: Parsed, kind: 'owner-page' | 'staff-page'): PageArgs {
  onlyFlags(parsed, kind, kind === 'owner-page' ? ['domain', 'label'] : ['permission', 'label']);
  const [area, pageName, route] = positionals(parsed, kind, ['<area>', '<PageName>', '<route>']);
  if (!isFolder(area))
    throw new Refusal(`The area ${area} should be a folder name such as notes, domainNotes or domain-notes.`);
  if (!isPascal(pageName))
    throw new Refusal(`The page name ${pageName} should be PascalCase, such as Notes.`);
  const name = pageName.endsWith('Page') && pageName !== 'Page' ? pageName.slice(0, -4) : pageName;
  const params = routeParams(route);
  const label = parsed.values.label?.trim();
  if (parsed.values.label !== undefined && !label) throw new Refusal('--label needs a text.');
  const domain = parsed.switches.has('domain');
  if (label && params.length > (domain ? 1 : 0))
    throw new Refusal(
      `A menu entry (--label) leads to a page without parameters of its own; ${route} has some.`,
    );
  if (kind === 'owner-page') {
    if (route.startsWith('/admin'))
      throw new Refusal(`${route} is a staff address: use staff-page for pages under /admin.`);
    if (domain && !/^\/domains\/:uri\/[^:]/.test(route))
      throw new Refusal(`A page of one metaverse (--domain) lives under /domains/:uri/…; ${route} does not.`);
    if (!domain && route.startsWith('/domains/:uri'))
      throw new Refusal(`${route} is a page of one metaverse: add --domain.`);
  } else {
    if (!route.startsWith('/admin/'))
      throw new Refusal(`A staff page lives under /admin/…; ${route} does not.`);
    if (!parsed.values.permission) throw new Refusal('staff-page needs --permission <name>.');
  }
  return {
    kind,
    area,
    name,
    route,
    params,
    domain,
    ...(label && { label }),
    ...(kind === 'staff-page' && { permission: parsed.values.permission }),
    gen: !parsed.switches.has('no-gen'),
  };
}

/** The command line, checked. */
export function parseArgs(argv: readonly string[]): Args {
  const parsed = splitArgs(argv);
  const kind = parsed.positional[0];
  if (kind === 'operation') return operationArgs(parsed);
  if (kind === 'owner-page' || kind === 'staff-page') return pageArgs(parsed, kind);
  throw new Refusal(kind ? `Unknown kind ${kind}: operation, owner-page or staff-page.` : 'Name a kind.');
}

/** Refuses a permission the catalogue (`common/permissions.ts`) does not have. */
export function checkPermission(permission: string, catalogue: readonly string[]): void {
  if (!catalogue.includes(permission))
    throw new Refusal(`--permission ${permission} is not in the catalogue (common/permissions.ts).`);
}
