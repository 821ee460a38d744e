import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries.ts';
import { demoUserId } from '../../seed/demo.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'member'] });
/** Staff without any specific permission. */
let bareStaff: Session;

const owner = demoUserId('owner@demo.test');
const memberId = demoUserId('member@demo.test');
const superuserId = demoUserId('superuser@demo.test');

beforeAll(async () => {
  // The tester becomes staff with nothing else, through the API itself.
  const tester = demoUserId('tester@demo.test');
  await api.op(
    'setAdminUserPermissions',
    { path: { id: tester }, body: { permissions: ['tester', 'administrator'] }, as: 'superuser' },
    200,
  );
  bareStaff = await api.login('tester@demo.test');
});

async function auditOf(
  id: string,
): Promise<{ action: string; actor: string; before: unknown; after: unknown }[]> {
  const response = await api.op('getAuditOfRecord', { path: { collection: 'users', id }, as: 'admin' }, 200);
  return response.json as { action: string; actor: string; before: unknown; after: unknown }[];
}

/** An extra (generated) user with linked accounts, found through the admin list. */
async function linkedUser(): Promise<string> {
  const query = JSON.stringify({ oculusaccount: { $exists: true } });
  const response = await api.op(
    'listAdminCollection',
    { path: { collection: 'users' }, query: { count: 5, query }, as: 'admin' },
    200,
  );
  return (response.json as { documents: { id: string }[] }).documents[0].id;
}

describe('getPermissionCatalogue', () => {
  it('lists the catalogue with deprecated flags for staff only', async () => {
    const response = await api.op('getPermissionCatalogue', { as: 'admin' }, 200);
    const list = response.json as { name: string; deprecated: boolean }[];
    expect(list.filter((p) => p.deprecated).map((p) => p.name)).toEqual([
      'search_for_devonly',
      'guest',
      'hideslacktelemetry',
    ]);
    await api.op('getPermissionCatalogue', { as: 'member' }, 403);
    await api.op('getPermissionCatalogue', {}, 401);
  });
});

describe('setAdminUserPermissions', () => {
  const path = { id: memberId };
  const set = (
    as: 'admin' | 'superuser' | 'member' | Session | null,
    permissions: string[],
    status: number,
  ) => api.op('setAdminUserPermissions', { path, invalidBody: { permissions }, as }, status);

  it('replaces the list and records the change', async () => {
    const response = await api.op(
      'setAdminUserPermissions',
      { path, body: { permissions: ['create_events'] }, as: 'admin' },
      200,
    );
    expect(response.json.permissions).toEqual(['create_events']);
    const [entry] = await auditOf(memberId);
    expect(entry).toMatchObject({
      action: 'user.permissions',
      actor: api.as.admin.id,
      before: { permissions: [] },
      after: { permissions: ['create_events'] },
    });
  });

  it('refuses unknown and deprecated permissions', async () => {
    const unknown = await set('admin', ['flying'], 400);
    expect(unknown.text).toBe('Unknown permission: flying');
    const deprecated = await set('admin', ['guest'], 400);
    expect(deprecated.text).toBe('guest is deprecated and cannot be granted');
    await api.op('setAdminUserPermissions', { path, invalidBody: { permissions: 'host' }, as: 'admin' }, 400);
    await api.op(
      'setAdminUserPermissions',
      { path, invalidBody: { permissions: [], extra: 1 }, as: 'admin' },
      400,
    );
  });

  it('lets only a superuser grant superuser or touch a superuser', async () => {
    const grant = await set('admin', ['superuser'], 403);
    expect(grant.text).toBe('Only a superuser can grant or remove superuser');
    const target = await api.op(
      'setAdminUserPermissions',
      { path: { id: superuserId }, body: { permissions: ['superuser', 'tester'] }, as: 'admin' },
      403,
    );
    expect(target.text).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    await set('superuser', ['superuser'], 200);
    const back = await set('superuser', [], 200);
    expect(back.json.permissions).toEqual([]);
    // Taking superuser away ended the member's sessions.
    await api.signInAgain('member');
  });

  it('needs admin_edit_permissions, staff and a session; 404 for an unknown user', async () => {
    await set(bareStaff, [], 403);
    await set('member', [], 403);
    await set(null, [], 401);
    await api.op(
      'setAdminUserPermissions',
      { path: { id: 'nobody' }, body: { permissions: [] }, as: 'admin' },
      404,
    );
  });
});

describe('updateAdminUserProperty', () => {
  const path = { id: owner };

  it('sets a whitelisted property and audits it', async () => {
    const response = await api.op(
      'updateAdminUserProperty',
      { path, body: { property: 'showrepresentative', value: true }, as: 'admin' },
      200,
    );
    expect(response.json.showrepresentative).toBe(true);
    const nickname = await api.op(
      'updateAdminUserProperty',
      { path, body: { property: 'nickname', value: "Owner's Name" }, as: 'admin' },
      200,
    );
    expect(nickname.json.nickname).toBe("Owner's Name");
    const [entry] = await auditOf(owner);
    expect(entry).toMatchObject({
      action: 'user.property',
      before: { nickname: 'Demo Owner' },
      after: { nickname: "Owner's Name" },
    });
  });

  it('refuses bad values, unknown properties, taken names and emails', async () => {
    const cases: [unknown, string | null][] = [
      [{ property: 'globalignore', value: 'yes' }, 'globalignore must be true or false'],
      [
        { property: 'nickname', value: '<b>' },
        'A nickname has 1 to 64 letters, digits, spaces or apostrophes',
      ],
      [{ property: 'name', value: 'demo_admin' }, 'This account name is already in use'],
      [{ property: 'email', value: 'ADMIN@demo.test' }, 'An account with this email already exists'],
      [{ property: 'email', value: 'not-an-email' }, 'This is not an email address'],
      [{ property: 'permissions', value: 'superuser' }, null],
      [{ property: 'nickname' }, null],
    ];
    for (const [invalidBody, text] of cases) {
      const response = await api.op('updateAdminUserProperty', { path, invalidBody, as: 'admin' }, 400);
      if (text) expect(response.text).toBe(text);
    }
  });

  it('needs admin_write_entities', async () => {
    const body = { property: 'globalignore' as const, value: true };
    await api.op('updateAdminUserProperty', { path, body, as: bareStaff }, 403);
    await api.op('updateAdminUserProperty', { path, body, as: 'member' }, 403);
    await api.op('updateAdminUserProperty', { path, body }, 401);
    await api.op('updateAdminUserProperty', { path: { id: 'nobody' }, body, as: 'admin' }, 404);
  });
});

describe('unlinkAdminUser', () => {
  it('removes linked accounts once, audited; needs admin_write_entities', async () => {
    const id = await linkedUser();
    const path = { id };
    await api.op('unlinkAdminUser', { path, as: bareStaff }, 403);
    await api.op('unlinkAdminUser', { path }, 401);
    const response = await api.op('unlinkAdminUser', { path, as: 'admin' }, 200);
    expect(response.json.oculusaccount).toBeUndefined();
    const again = await api.op('unlinkAdminUser', { path, as: 'admin' }, 400);
    expect(again.text).toBe('This user has no linked headset or game-store account');
    expect((await auditOf(id))[0]).toMatchObject({ action: 'user.unlink', after: {} });
  });
});

describe('inventory and addAdminUserCurrency', () => {
  const path = { id: owner };

  it('adds currency, writes an admin transaction and an audit entry', async () => {
    const before = await api.op('getAdminUserInventory', { path, as: 'admin' }, 200);
    const start = (before.json as { currency: number }).currency;
    const response = await api.op('addAdminUserCurrency', { path, body: { amount: 1000 }, as: 'admin' }, 200);
    expect(response.json.currency).toBe(start + 1000);
    const list = await api.op(
      'listAdminUserInventoryTransactions',
      { path, query: { count: 5 }, as: 'admin' },
      200,
    );
    expect(list.json.transactions[0]).toMatchObject({
      type: 'admin',
      added: 1000,
      newcurrency: start + 1000,
    });
    expect((await auditOf(owner))[0]).toMatchObject({
      action: 'user.addcurrency',
      before: { currency: start },
      after: { currency: start + 1000 },
    });
  });

  it('allows only the six amounts and never a negative balance', async () => {
    for (const amount of [50, 0, -5, 100000, '100']) {
      await api.op('addAdminUserCurrency', { path, invalidBody: { amount }, as: 'admin' }, 400);
    }
    // A new account holds less than 10000 (staff never change their own balance, so it is someone else's).
    const poor = await api.signup();
    const broke = await api.op(
      'addAdminUserCurrency',
      { path: { id: poor.id }, body: { amount: -10000 }, as: 'superuser' },
      400,
    );
    expect(broke.text).toBe('Balance cannot go below 0');
  });

  it('needs admin_write_entities to add and admin_read_entities to read', async () => {
    const body = { amount: 100 as const };
    await api.op('addAdminUserCurrency', { path, body, as: bareStaff }, 403);
    await api.op('addAdminUserCurrency', { path, body, as: 'member' }, 403);
    await api.op('addAdminUserCurrency', { path, body }, 401);
    await api.op('getAdminUserInventory', { path, as: bareStaff }, 403);
    await api.op('getAdminUserInventory', { path: { id: 'nobody' }, as: 'admin' }, 404);
  });
});

describe('user sections', () => {
  const sections = [
    ['listAdminUserInventoryTransactions', 'admin_read_entities'],
    ['listAdminUserInfiniverseTransactions', 'admin_read_infiniverse'],
    ['listAdminUserEscrows', 'admin_read_entities'],
    ['listAdminUserUnconsumedIaps', 'admin_read_entities'],
    ['listAdminUserDomains', 'admin_read_entities'],
    ['listAdminUserFiles', 'admin_read_files'],
    ['listAdminUserSlots', 'admin_read_infiniverse'],
    ['listAdminUserStores', 'admin_read_infiniverse'],
    ['getAdminUserPaymentCustomer', 'admin_read_entities'],
  ] as const;

  it('answer the superuser with the seeded data, matching the contract', async () => {
    for (const [operation] of sections) {
      await api.op(operation, { path: { id: owner }, as: 'superuser' }, 200);
    }
    const get = async (operation: (typeof sections)[number][0], id = owner) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (await api.op(operation, { path: { id }, as: 'superuser' }, 200)).json as any;
    expect(await get('listAdminUserEscrows')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemname: 'Storefront sign', receivername: 'Demo Member' }),
      ]),
    );
    expect((await get('listAdminUserUnconsumedIaps'))[0]).toMatchObject({ item: { sku: 'metacoin_1000' } });
    const domains = await get('listAdminUserDomains');
    expect(domains.filter((d: { owner: boolean }) => d.owner)).toHaveLength(6);
    expect((await get('listAdminUserSlots')).length).toBeGreaterThan(0);
    expect((await get('listAdminUserStores'))[0]).toMatchObject({ owner: owner, domain: 'demo-business' });
    expect(await get('getAdminUserPaymentCustomer')).toEqual({});
    const memberSlots = await get('listAdminUserSlots', memberId);
    expect(
      memberSlots.some((s: { slotoffers: { userescrowoffer?: unknown } }) => s.slotoffers.userescrowoffer),
    ).toBe(true);
  });

  it('refuse staff without the specific permission, non-staff, anonymous; 404 for unknown users', async () => {
    for (const [operation] of sections) {
      const path = { id: owner };
      await api.op(operation, { path, as: bareStaff }, 403);
      await api.op(operation, { path, as: 'member' }, 403);
      await api.op(operation, { path }, 401);
      await api.op(operation, { path: { id: 'nobody' }, as: 'superuser' }, 404);
    }
  });

  it('pages ledgers newest first and refuses a bad page', async () => {
    const path = { id: owner };
    const page = async (query: { first?: number; count: number }) =>
      (await api.op('listAdminUserInventoryTransactions', { path, query, as: 'admin' }, 200)).json
        .transactions as { timestamp: string }[];
    const all = await page({ count: 10 });
    const second = await page({ first: 5, count: 5 });
    expect(second).toEqual(all.slice(5, 10));
    const stamps = all.map((tx) => tx.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    await api.op(
      'listAdminUserInventoryTransactions',
      { path, invalidQuery: { count: '0' }, as: 'admin' },
      400,
    );
  });
});

describe('getAdminUserAccessToken', () => {
  it('shows stable tokens only to holders of can_use_access_token, audited', async () => {
    const path = { id: owner };
    await api.op('getAdminUserAccessToken', { path, as: 'admin' }, 403);
    await api.op('getAdminUserAccessToken', { path, as: 'member' }, 403);
    await api.op('getAdminUserAccessToken', { path }, 401);
    const first = await api.op('getAdminUserAccessToken', { path, as: 'superuser' }, 200);
    const second = await api.op('getAdminUserAccessToken', { path, as: 'superuser' }, 200);
    expect(second.json).toEqual(first.json);
    expect(first.json.clienttoken).not.toBe(first.json.servertoken);
    expect((await auditOf(owner))[0]).toMatchObject({
      action: 'user.accesstoken',
      actor: api.as.superuser.id,
    });
    await api.op('getAdminUserAccessToken', { path: { id: 'nobody' }, as: 'superuser' }, 404);
  });
});

describe('deleteAdminUser', () => {
  it('refuses oneself, a superuser (unless superuser) and callers without admin_write_entities', async () => {
    const self = await api.op('deleteAdminUser', { path: { id: api.as.admin.id }, as: 'admin' }, 400);
    expect(self.text).toBe('You cannot delete your own account');
    const top = await api.op('deleteAdminUser', { path: { id: superuserId }, as: 'admin' }, 403);
    expect(top.text).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    await api.op('deleteAdminUser', { path: { id: owner }, as: bareStaff }, 403);
    await api.op('deleteAdminUser', { path: { id: owner }, as: 'member' }, 403);
    await api.op('deleteAdminUser', { path: { id: owner } }, 401);
    await api.op('deleteAdminUser', { path: { id: 'nobody' }, as: 'admin' }, 404);
  });

  it('deletes a user and keeps the audit entry with the record as it was', async () => {
    const id = await linkedUser();
    await api.op('deleteAdminUser', { path: { id }, as: 'admin' }, 200);
    await api.op('getAdminDocument', { path: { collection: 'users', id }, as: 'admin' }, 404);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'user.delete', after: null, before: { id } });
  });
});

describe('listAuditLog', () => {
  it('pages and filters the log for staff', async () => {
    const response = await api.op(
      'listAuditLog',
      { query: { collection: 'users', actor: api.as.admin.id, count: 3 }, as: 'admin' },
      200,
    );
    const page = response.json as { total: number; entries: { actor: string; actornickname: string }[] };
    expect(page.total).toBeGreaterThan(3);
    expect(page.entries).toHaveLength(3);
    expect(page.entries.every((e) => e.actor === api.as.admin.id && e.actornickname === 'Demo Admin')).toBe(
      true,
    );
    const target = await api.op('listAuditLog', { query: { target: memberId }, as: 'admin' }, 200);
    const entries = (target.json as { entries: { target: string }[] }).entries;
    expect(entries.every((e) => e.target === memberId)).toBe(true);
  });

  it('refuses bad filters, non-staff and anonymous callers', async () => {
    await api.op('listAuditLog', { invalidQuery: { collection: 'Users!' }, as: 'admin' }, 400);
    await api.op('listAuditLog', { as: 'member' }, 403);
    await api.op('listAuditLog', {}, 401);
    const path = { collection: 'users', id: owner } as const;
    await api.op('getAuditOfRecord', { path, as: 'member' }, 403);
    await api.op('getAuditOfRecord', { path }, 401);
    await api.op('getAuditOfRecord', { invalidPath: { collection: 'Users!', id: owner }, as: 'admin' }, 400);
  });
});
