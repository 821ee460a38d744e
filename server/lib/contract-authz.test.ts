import { describe, expect, it } from 'vitest';
import { authorizationProblems, contractOperation, contractOperations, listOperations } from './contract.ts';

const ok = { responses: {} };
const problemsOf = (paths: Record<string, unknown>) =>
  authorizationProblems(
    listOperations({ paths, security: [{ account: [], token: [] }] } as Parameters<typeof listOperations>[0]),
  );

describe('authorization declared in the contract', () => {
  it('is sound for every operation of the bundled contract', () => {
    expect(authorizationProblems(contractOperations())).toEqual([]);
  });

  it('gives every /v2/admin/ operation a permission', () => {
    const staff = contractOperations().filter((op) => op.path.startsWith('/v2/admin/'));
    expect(staff.length).toBeGreaterThan(50);
    for (const op of staff) expect(op.authorization.mode, op.operationId).toBe('permission');
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
    expect(domain.authorization).toEqual({ mode: 'domain-role', role: 'manager' });
    expect(authorizationProblems([open, signedIn, staff, anyOf, domain])).toEqual([]);
  });

  it('fails a staff operation that declares no permission', () => {
    expect(problemsOf({ '/v2/admin/x': { get: { ...ok, operationId: 'x' } } })).toEqual([
      'x is a staff operation (/v2/admin/...) but declares no x-permission',
    ]);
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
      'w x-domain-role admiral is not member, host, manager or owner',
    ]);
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
