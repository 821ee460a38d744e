/**
 * Who may call an operation is declared in the contract and enforced by the one guard (ADR 0006): route
 * handlers hold no permission or role checks. This check fails when a file under `server/routes/` calls one of
 * the permission or metaverse-role predicates of `server/authz/`, unless the call is in `ALLOWED` below: rules
 * that depend on the body or on the record, which the guard cannot see before the handler runs, each with its
 * reason. A new entry needs the same kind of reason; an access rule belongs in the contract instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = path.dirname(fileURLToPath(import.meta.url));

/** The predicates that decide access: permissions, staff, and a caller's role in a metaverse. */
const CHECKS = [
  'hasPermission',
  'holdsPermission',
  'holdsAnyPermission',
  'isStaff',
  'requireDomainRole',
  'domainRole',
  'meetsDomainRole',
  'grantsDomainRole',
  'canViewDomain',
  'managesContent',
  'managesDomain',
  'domainAccess',
];

/** A call the handlers may make: the file (relative to server/routes), the call as written, and why. */
interface Allowed {
  file: string;
  call: string;
  reason: string;
}

const ALLOWED: Allowed[] = [
  {
    file: 'flows/merge.ts',
    call: 'isStaff(user)',
    reason:
      'requestAccountLink: any signed-in user may ask; a staff account is never linked away into another (its permissions would be lost with it), a rule of what the link does, not of who may call',
  },
  {
    file: 'metaverses/metaverses.ts',
    call: "hasPermission(user, 'developer')",
    reason:
      'createDomain: who may create is declared; choosing the uri in the body is for developers only, a rule of the body',
  },
  {
    file: 'targets/index.ts',
    call: 'holdsPermission(access.user, PROMOTION_STAFF_PERMISSION)',
    reason:
      'updateEntity: managers may edit an event; which headset-promotion fields and values the body may set depends on staff (common/promotionRules.ts), a rule of the body',
  },
  {
    file: 'targets/index.ts',
    call: "holdsPermission(access.user, 'edit_readonly_entities')",
    reason:
      'requireWritable: managers may edit a target; a readonly target (a flag of the record) refuses writes unless the caller holds edit_readonly_entities, a rule of the record',
  },
  {
    file: 'targets/index.ts',
    call: "holdsPermission(access.user, 'admin_write_entities')",
    reason:
      "updateEntity: an event's dates in the body may exceed the maximum length for staff (mayExceedMaximum), a rule of the body",
  },
  {
    file: 'users/profile.ts',
    call: 'isStaff(me)',
    reason:
      "getUser: a signed-in user reads their own record, staff anyone's; which record it is comes from the id (a record-level rule, ADR 0006), and others get 403 whether or not it exists",
  },
  {
    file: 'launch/index.ts',
    call: 'canViewDomain(user, domain, permissions && { permissions })',
    reason:
      'getDeepLink and the signed-out links: the metaverse is named in the query or for anonymous callers, and a valid invite secret in the query admits as well as seeing it, an alternative the contract cannot declare',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The source without its comments (block comments, and lines that are comments), so prose may name a check. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Each call of a check in `source`, as written up to its closing parenthesis. */
export function checksIn(source: string): string[] {
  const code = withoutComments(source);
  const calls: string[] = [];
  for (const match of code.matchAll(new RegExp(`\\b(?:${CHECKS.join('|')})\\(`, 'g'))) {
    let depth = 0;
    let end = match.index;
    for (; end < code.length; end++) {
      if (code[end] === '(') depth++;
      else if (code[end] === ')' && --depth === 0) break;
    }
    calls.push(code.slice(match.index, end + 1).replace(/\s+/g, ' '));
  }
  return calls;
}

/** Every check called under server/routes, as `file: call`. */
function callsInRoutes(): string[] {
  return sourceFiles(ROUTES).flatMap((file) => {
    const relative = path.relative(ROUTES, file).split(path.sep).join('/');
    return checksIn(readFileSync(file, 'utf8')).map((call) => `${relative}: ${call}`);
  });
}

describe('route handlers', () => {
  it('check no permission or role themselves, but for the allowed business rules', () => {
    expect(sourceFiles(ROUTES).length).toBeGreaterThan(0);
    const allowed = new Set(ALLOWED.map(({ file, call }) => `${file}: ${call}`));
    expect(callsInRoutes().filter((found) => !allowed.has(found))).toEqual([]);
  });

  it('keep every allowed entry in use, once', () => {
    const found = callsInRoutes();
    for (const { file, call } of ALLOWED) {
      expect(
        found.filter((entry) => entry === `${file}: ${call}`),
        `${file}: ${call}`,
      ).toHaveLength(1);
    }
  });

  it('recognises a call over several lines, and ignores comments and longer names', () => {
    expect(checksIn('if (!isStaff(me)) throw forbidden(x);')).toEqual(['isStaff(me)']);
    expect(checksIn("holdsPermission(\n  user,\n  'developer',\n)")).toEqual([
      "holdsPermission( user, 'developer', )",
    ]);
    expect(checksIn('// requireDomainRole(access, "owner") is the guard\'s')).toEqual([]);
    expect(checksIn('/** see hasPermission(user, x) */ const a = 1;')).toEqual([]);
    expect(checksIn('grantedDomain(request); seesDomainBilling(user, domain); myDomainRole(x)')).toEqual([]);
  });
});
