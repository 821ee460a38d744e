import { describe, expect, it } from 'vitest';
import { authorizationProblems, contractOperation, contractOperations, listOperations } from './contract.ts';
import { MANAGES_CONTENT } from '../../common/domain-roles.ts';
import { MESSAGES } from './messages.ts';

const ok = { responses: {} };
const domainParameter = [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }];
/** A JSON body schema with a string field `domain`, required when named in `required`. */
const bodyWith = (required: string[]) => ({
  type: 'object',
  properties: { domain: { type: 'string' } },
  required,
});
const problemsOf = (paths: Record<string, unknown>) =>
  authorizationProblems(
    listOperations({ paths, security: [{ account: [], token: [] }] } as Parameters<typeof listOperations>[0]),
  );

describe('authorization declared in the contract', () => {
  it('is sound for every operation of the bundled contract', () => {
    expect(authorizationProblems(contractOperations())).toEqual([]);
  });

  it('gives every /v2/admin/ operation a permission, except those declared open to any signed-in user', () => {
    const staff = contractOperations().filter((op) => op.path.startsWith('/v2/admin/'));
    expect(staff.length).toBeGreaterThan(50);
    // The child product and its mission tools' reads (staff-and-agents.md §6); their writes stay staff's.
    const open = staff.filter((op) => op.authorization.mode === 'signed-in').map((op) => op.operationId);
    expect(open.sort()).toEqual(
      [
        'getAdminChildProduct',
        'listMissionConfigs',
        'listMissions',
        'listAvatars',
        'listMissionEventConfigs',
        'getMissionEventConfig',
        'listMissionEventCycles',
        'getMissionEventCycle',
        'listMissionEvents',
        'getMissionEvent',
      ].sort(),
    );
    for (const op of staff.filter((o) => !open.includes(o.operationId)))
      expect(op.authorization.mode, op.operationId).toBe('permission');
    for (const op of staff.filter((o) => open.includes(o.operationId))) expect(op.method).toBe('GET');
  });

  it('reads each mode', () => {
    const [open, signedIn, staff, anyOf, domain] = listOperations({
      paths: {
        '/v2/public/a': { get: { ...ok, operationId: 'a', security: [], 'x-public': true } },
        '/v2/b': { get: { ...ok, operationId: 'b' } },
        '/v2/admin/c': { get: { ...ok, operationId: 'c', 'x-permission': 'admin_build' } },
        '/v2/d': { get: { ...ok, operationId: 'd', 'x-permission': ['administrator', 'tester'] } },
        '/v2/domains/{domain}/e': {
          parameters: [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }],
          get: { ...ok, operationId: 'e', 'x-domain-role': 'manager' },
        },
      },
      security: [{ account: [], token: [] }],
    } as Parameters<typeof listOperations>[0]);
    expect(open.authorization).toEqual({ mode: 'public' });
    expect(signedIn.authorization).toEqual({ mode: 'signed-in' });
    expect(staff.authorization).toEqual({ mode: 'permission', permissions: ['admin_build'] });
    expect(anyOf.authorization).toEqual({ mode: 'permission', permissions: ['administrator', 'tester'] });
    expect(domain.authorization).toEqual({
      mode: 'domain-role',
      domain: {
        role: 'manager',
        from: { in: 'path', name: 'domain' },
        targetPath: false,
        optional: false,
        staff: 'administrator',
      },
    });
    expect(authorizationProblems([open, signedIn, staff, anyOf, domain])).toEqual([]);
  });

  it('fails a staff operation that declares no permission', () => {
    expect(problemsOf({ '/v2/admin/x': { get: { ...ok, operationId: 'x' } } })).toEqual([
      'x is a staff operation (/v2/admin/...) but declares no x-permission (nor x-signed-in)',
    ]);
  });

  it('opens a staff path to any signed-in user only with x-signed-in and its reason, and nothing else', () => {
    const [open] = listOperations({
      paths: { '/v2/admin/x': { get: { ...ok, operationId: 'x', 'x-signed-in': 'Players see it.' } } },
      security: [{ account: [], token: [] }],
    } as Parameters<typeof listOperations>[0]);
    expect(open.authorization).toEqual({ mode: 'signed-in' });
    expect(authorizationProblems([open])).toEqual([]);
    expect(problemsOf({ '/v2/admin/y': { get: { ...ok, operationId: 'y', 'x-signed-in': ' ' } } })).toEqual([
      'y x-signed-in needs a reason',
    ]);
    expect(problemsOf({ '/v2/z': { get: { ...ok, operationId: 'z', 'x-signed-in': 'Why' } } })).toEqual([
      'z declares x-signed-in outside /v2/admin/ (where any signed-in user is the default)',
    ]);
    expect(
      problemsOf({
        '/v2/admin/w': {
          get: { ...ok, operationId: 'w', 'x-signed-in': 'Why', 'x-permission': 'admin_missions' },
        },
      }),
    ).toEqual(['w declares conflicting modes (x-signed-in, x-permission)']);
  });

  it('fails conflicting modes, and x-public without security: []', () => {
    expect(
      problemsOf({
        '/v2/x': { get: { ...ok, operationId: 'x', 'x-public': true, 'x-permission': 'developer' } },
      }),
    ).toEqual([
      'x declares conflicting modes (x-public, x-permission)',
      'x x-public: true and `security: []` must go together',
    ]);
    expect(problemsOf({ '/v2/y': { get: { ...ok, operationId: 'y', security: [] } } })).toEqual([
      'y x-public: true and `security: []` must go together',
    ]);
  });

  it('fails x-domain-role without a {domain} parameter, and unknown names', () => {
    expect(
      problemsOf({
        '/v2/users/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: { ...ok, operationId: 'x', 'x-domain-role': 'manager' },
        },
        '/v2/z': { get: { ...ok, operationId: 'z', 'x-permission': 'root' } },
        '/v2/domains/{domain}': {
          parameters: [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }],
          get: { ...ok, operationId: 'w', 'x-domain-role': 'admiral' },
        },
      }),
    ).toEqual([
      'x declares x-domain-role without a {domain} path parameter',
      'z x-permission root is not in the catalogue',
      'w x-domain-role admiral is not none, viewer, member, host, manager or owner',
    ]);
  });

  it('reads where the metaverse is named, whether it may be absent, which staff count and the refusal', () => {
    const ops = listOperations({
      paths: {
        '/v2/pay': {
          post: {
            ...ok,
            operationId: 'pay',
            'x-domain-role': { role: 'owner', from: 'body.domain', refusal: 'domainNotFound' },
            requestBody: {
              required: true,
              content: { 'application/json': { schema: bodyWith(['domain']) } },
            },
          },
        },
        '/v2/craft': {
          post: {
            ...ok,
            operationId: 'craft',
            'x-domain-role': { role: 'member', from: 'body.domain', optional: true },
            requestBody: { required: true, content: { 'application/json': { schema: bodyWith([]) } } },
          },
        },
        '/v2/context': {
          get: {
            ...ok,
            operationId: 'context',
            parameters: [{ name: 'location_uri', in: 'query', required: true, schema: { type: 'string' } }],
            'x-domain-role': { role: 'manager', from: 'query.location_uri', 'target-path': true },
          },
        },
        '/v2/domains/{domain}/files': {
          parameters: domainParameter,
          get: { ...ok, operationId: 'files', 'x-domain-role': { role: 'manager', staff: 'superuser' } },
        },
        '/v2/stream': {
          get: {
            ...ok,
            operationId: 'stream',
            parameters: [{ name: 'domain', in: 'query', schema: { type: 'string' } }],
            'x-permission': 'stream',
            'x-permission-refusal': 'notSignedIn',
            'x-domain-role': { role: 'viewer', from: 'query.domain', optional: true },
          },
        },
        '/v2/public/domains/{domain}': {
          parameters: domainParameter,
          get: {
            ...ok,
            operationId: 'open',
            security: [],
            'x-public': true,
            'x-domain-role': { role: 'none', reason: 'a public page' },
          },
        },
      },
      security: [{ account: [], token: [] }],
    } as Parameters<typeof listOperations>[0]);
    expect(authorizationProblems(ops)).toEqual([]);
    const rule = { targetPath: false, optional: false, staff: 'administrator' };
    const byId = Object.fromEntries(ops.map((op) => [op.operationId, op.authorization]));
    expect(byId.pay).toEqual({
      mode: 'domain-role',
      domain: {
        ...rule,
        role: 'owner',
        from: { in: 'body', name: 'domain' },
        refusal: MESSAGES.domainNotFound,
      },
    });
    expect(byId.craft).toEqual({
      mode: 'domain-role',
      domain: { ...rule, role: 'member', from: { in: 'body', name: 'domain' }, optional: true },
    });
    expect(byId.context).toEqual({
      mode: 'domain-role',
      domain: { ...rule, role: 'manager', from: { in: 'query', name: 'location_uri' }, targetPath: true },
    });
    expect(byId.files).toEqual({
      mode: 'domain-role',
      domain: { ...rule, role: 'manager', from: { in: 'path', name: 'domain' }, staff: 'superuser' },
    });
    expect(byId.stream).toEqual({
      mode: 'permission',
      permissions: ['stream'],
      refusal: MESSAGES.notSignedIn,
      domain: { ...rule, role: 'viewer', from: { in: 'query', name: 'domain' }, optional: true },
    });
    expect(byId.open).toEqual({ mode: 'public' });
  });

  it('fails a faulty x-domain-role or x-permission-refusal', () => {
    const json = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });
    expect(
      problemsOf({
        '/v2/a': {
          post: { ...ok, operationId: 'a', 'x-domain-role': { role: 'owner', from: 'body.domain' } },
        },
        '/v2/b': {
          post: {
            ...ok,
            operationId: 'b',
            'x-domain-role': { role: 'owner', from: 'body.domain' },
            requestBody: json(bodyWith([])),
          },
        },
        '/v2/c': {
          post: {
            ...ok,
            operationId: 'c',
            'x-domain-role': { role: 'member', from: 'body.domain', optional: true },
            requestBody: json(bodyWith(['domain'])),
          },
        },
        '/v2/d': { get: { ...ok, operationId: 'd', 'x-domain-role': { role: 'member', from: 'cookie.x' } } },
        '/v2/domains/{domain}/e': {
          parameters: domainParameter,
          get: {
            ...ok,
            operationId: 'e',
            'x-domain-role': { role: 'owner', staff: 'janitor', refusal: 'noSuchText', colour: 'red' },
          },
        },
        '/v2/domains/{domain}/f': {
          parameters: domainParameter,
          get: { ...ok, operationId: 'f', 'x-domain-role': { role: 'none' } },
        },
        '/v2/domains/{domain}/g': {
          parameters: domainParameter,
          get: { ...ok, operationId: 'g', 'x-domain-role': 'none' },
        },
        '/v2/domains/{domain}/h': {
          parameters: domainParameter,
          get: { ...ok, operationId: 'h', 'x-domain-role': { role: 'member', reason: 'because' } },
        },
        '/v2/i': { get: { ...ok, operationId: 'i', 'x-permission-refusal': 'notSignedIn' } },
        '/v2/j': {
          get: {
            ...ok,
            operationId: 'j',
            'x-permission': 'developer',
            'x-permission-refusal': 'methodNotAllowed',
          },
        },
        '/v2/public/domains/{domain}': {
          parameters: domainParameter,
          get: { ...ok, operationId: 'k', security: [], 'x-public': true, 'x-domain-role': 'viewer' },
        },
      }),
    ).toEqual([
      'a x-domain-role from body.domain names no field of the JSON body',
      'b x-domain-role from body.domain, which is not required, must say optional: true',
      'c x-domain-role is optional but body.domain is required',
      'd x-domain-role from cookie.x is not path.<name>, query.<name> or body.<field>',
      'e x-domain-role has an unknown key colour',
      'e x-domain-role staff janitor is not administrator or superuser',
      'e x-domain-role staff means nothing for owner',
      "e x-domain-role refusal noSuchText is not a text of the server's messages",
      'f x-domain-role role: none needs a reason',
      'g x-domain-role role: none needs a reason',
      'h x-domain-role takes a reason only with role: none',
      'i declares x-permission-refusal without x-permission',
      "j x-permission-refusal methodNotAllowed is not a text of the server's messages",
      'k declares conflicting modes (x-public, x-domain-role)',
    ]);
  });

  it("declares the content operations with the drive's one rule of who manages a metaverse's files", () => {
    const content = contractOperations().filter((op) =>
      /^\/v2\/domains\/\{domain\}\/content\b/.test(op.path),
    );
    expect(content.length).toBeGreaterThanOrEqual(8);
    for (const op of content) {
      expect(op.authorization, op.operationId).toMatchObject({
        mode: 'domain-role',
        domain: { ...MANAGES_CONTENT, refusal: MESSAGES.contentManagersOnly },
      });
    }
  });

  it('gives every operation on a user account (/v2/admin/users/{id}...) an x-target-user', () => {
    const onAccount = contractOperations().filter((op) => op.path.startsWith('/v2/admin/users/{'));
    expect(onAccount.length).toBeGreaterThanOrEqual(16);
    for (const op of onAccount) {
      expect(op.authorization, op.operationId).toMatchObject({ mode: 'permission', targetUser: 'id' });
    }
    const declaring = contractOperations().filter(
      (op) => op.authorization.mode === 'permission' && op.authorization.targetUser !== undefined,
    );
    expect(declaring.map((op) => op.operationId).sort()).toEqual(
      onAccount.map((op) => op.operationId).sort(),
    );
  });

  it('fails an operation on a user account without x-target-user, or one naming no path parameter', () => {
    const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    expect(
      problemsOf({
        '/v2/admin/users/{id}/a': {
          parameters: id,
          get: { ...ok, operationId: 'a', 'x-permission': 'admin_build' },
        },
        '/v2/admin/users/{id}/b': {
          parameters: id,
          get: { ...ok, operationId: 'b', 'x-permission': 'admin_build', 'x-target-user': 'user' },
        },
        '/v2/users/{id}/c': { parameters: id, get: { ...ok, operationId: 'c', 'x-target-user': 'id' } },
      }),
    ).toEqual([
      "a acts on a user's account but does not declare x-target-user: id",
      'b x-target-user user is not a path parameter',
      "b acts on a user's account but does not declare x-target-user: id",
      'c declares x-target-user without x-permission',
    ]);
  });

  it('takes x-not-own-account only as true, and only with x-target-user', () => {
    const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    const staff = { ...ok, 'x-permission': 'admin_write_entities' };
    expect(
      problemsOf({
        '/v2/admin/users/{id}/a': {
          parameters: id,
          post: { ...staff, operationId: 'a', 'x-target-user': 'id', 'x-not-own-account': true },
        },
        '/v2/admin/users/{id}/b': {
          parameters: id,
          post: { ...staff, operationId: 'b', 'x-target-user': 'id', 'x-not-own-account': 'yes' },
        },
        '/v2/admin/things/{id}/c': {
          parameters: id,
          post: { ...staff, operationId: 'c', 'x-not-own-account': true },
        },
      }),
    ).toEqual(['b x-not-own-account must be true', 'c declares x-not-own-account without x-target-user']);
    expect(contractOperation('addAdminUserCurrency').authorization).toMatchObject({ notOwnAccount: true });
  });
});
