/**
 * The boundaries between administrators and superusers on a user's account (`x-target-user`): only a
 * superuser acts on a superuser's account, staff never change their own balance, inventory or permissions
 * (`x-not-own-account`), and only a superuser grants or removes admin_edit_permissions, can_use_access_token
 * or superuser.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries.ts';
import { demoUserId } from '../../seed/demo.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser', 'admin'] });

const superuserId = demoUserId('superuser@demo.test');
const adminId = demoUserId('admin@demo.test');
const memberId = demoUserId('member@demo.test');

const permissionsOf = async (id: string) =>
  (await api.op('getAdminDocument', { path: { collection: 'users', id }, as: 'superuser' }, 200)).json
    .permissions as string[];

describe("a superuser's account", () => {
  it('cannot be changed by an administrator: the email stays as it was', async () => {
    const before = (
      await api.op('getAdminDocument', { path: { collection: 'users', id: superuserId }, as: 'admin' }, 200)
    ).json.email;
    const refused = await api.op(
      'updateAdminUserProperty',
      {
        path: { id: superuserId },
        body: { property: 'email', value: 'taken-over@example.test' },
        as: 'admin',
      },
      403,
    );
    expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    const after = (
      await api.op(
        'getAdminDocument',
        { path: { collection: 'users', id: superuserId }, as: 'superuser' },
        200,
      )
    ).json.email;
    expect(after).toBe(before);
  });

  it('keeps its access tokens from an administrator who holds can_use_access_token', async () => {
    const current = await permissionsOf(adminId);
    await api.op(
      'setAdminUserPermissions',
      { path: { id: adminId }, body: { permissions: [...current, 'can_use_access_token'] }, as: 'superuser' },
      200,
    );
    const refused = await api.op('getAdminUserAccessToken', { path: { id: superuserId }, as: 'admin' }, 403);
    expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    await api.op('getAdminUserAccessToken', { path: { id: memberId }, as: 'admin' }, 200);
    await api.op(
      'setAdminUserPermissions',
      { path: { id: adminId }, body: { permissions: current }, as: 'superuser' },
      200,
    );
    // Taking can_use_access_token away ended the administrator's sessions.
    await api.op('getInventory', { as: 'admin' }, 401);
    await api.signInAgain('admin');
  });

  it('is open to another superuser', async () => {
    const other = await api.signup();
    await api.op(
      'setAdminUserPermissions',
      { path: { id: other.id }, body: { permissions: ['superuser'] }, as: 'superuser' },
      200,
    );
    const changed = await api.op(
      'updateAdminUserProperty',
      { path: { id: other.id }, body: { property: 'nickname', value: 'Second Superuser' }, as: 'superuser' },
      200,
    );
    expect(changed.json.nickname).toBe('Second Superuser');
    await api.op('getAdminUserAccessToken', { path: { id: other.id }, as: 'superuser' }, 200);
  });
});

describe('one’s own balance', () => {
  const balanceOf = async (id: string) =>
    (await api.op('getAdminUserInventory', { path: { id }, as: 'superuser' }, 200)).json.currency;

  it('cannot be credited by an administrator, however often, while another user’s can', async () => {
    const before = await balanceOf(adminId);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await api.op(
        'addAdminUserCurrency',
        { path: { id: adminId }, body: { amount: 10000 }, as: 'admin' },
        403,
      );
      expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
    }
    expect(await balanceOf(adminId)).toBe(before);
    const memberBefore = await balanceOf(memberId);
    const credited = await api.op(
      'addAdminUserCurrency',
      { path: { id: memberId }, body: { amount: 100 }, as: 'admin' },
      200,
    );
    expect(credited.json.currency).toBe(memberBefore + 100);
  });

  it('cannot be changed by a superuser either, in either direction', async () => {
    const before = await balanceOf(superuserId);
    for (const amount of [10000, -100] as const) {
      const refused = await api.op(
        'addAdminUserCurrency',
        { path: { id: superuserId }, body: { amount }, as: 'superuser' },
        403,
      );
      expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
    }
    expect(await balanceOf(superuserId)).toBe(before);
    await api.op(
      'addAdminUserCurrency',
      { path: { id: adminId }, body: { amount: 100 }, as: 'superuser' },
      200,
    );
  });
});

describe('one’s own permissions', () => {
  it('cannot be saved unchanged either: the operation refuses one’s own account', async () => {
    const current = await permissionsOf(adminId);
    const refused = await api.op(
      'setAdminUserPermissions',
      { path: { id: adminId }, body: { permissions: current }, as: 'admin' },
      403,
    );
    expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
  });

  it('cannot be widened by an administrator', async () => {
    const current = await permissionsOf(adminId);
    const refused = await api.op(
      'setAdminUserPermissions',
      { path: { id: adminId }, body: { permissions: [...current, 'can_use_access_token'] }, as: 'admin' },
      403,
    );
    expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
    expect(await permissionsOf(adminId)).toEqual(current);
  });

  it('cannot be changed by a superuser either', async () => {
    const refused = await api.op(
      'setAdminUserPermissions',
      { path: { id: superuserId }, body: { permissions: ['superuser', 'tester'] }, as: 'superuser' },
      403,
    );
    expect(refused.text).toBe(STAFF_BOUNDARY_TEXTS.ownAccount);
    expect(await permissionsOf(superuserId)).toEqual(['superuser']);
  });
});

describe('sensitive permissions', () => {
  it.each(['admin_edit_permissions', 'can_use_access_token', 'superuser'])(
    '%s is neither granted nor removed by an administrator',
    async (name) => {
      const granted = await api.op(
        'setAdminUserPermissions',
        { path: { id: memberId }, body: { permissions: [name] }, as: 'admin' },
        403,
      );
      expect(granted.text).toBe(STAFF_BOUNDARY_TEXTS.sensitivePermission(name));
      await api.op(
        'setAdminUserPermissions',
        { path: { id: memberId }, body: { permissions: [name] }, as: 'superuser' },
        200,
      );
      const removed = await api.op(
        'setAdminUserPermissions',
        { path: { id: memberId }, body: { permissions: [] }, as: 'admin' },
        403,
      );
      expect(removed.text).toBe(
        name === 'superuser'
          ? STAFF_BOUNDARY_TEXTS.superuserAccount
          : STAFF_BOUNDARY_TEXTS.sensitivePermission(name),
      );
      await api.op(
        'setAdminUserPermissions',
        { path: { id: memberId }, body: { permissions: [] }, as: 'superuser' },
        200,
      );
      expect(await permissionsOf(memberId)).toEqual([]);
    },
  );

  it('leaves the other permissions to an administrator holding admin_edit_permissions', async () => {
    const granted = await api.op(
      'setAdminUserPermissions',
      { path: { id: memberId }, body: { permissions: ['host', 'administrator'] }, as: 'admin' },
      200,
    );
    expect(granted.json.permissions).toEqual(['host', 'administrator']);
    await api.op(
      'setAdminUserPermissions',
      { path: { id: memberId }, body: { permissions: [] }, as: 'admin' },
      200,
    );
  });
});
