import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries.ts';
import { demoUserId } from '../../seed/demo.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let superuser: Session;
let admin: Session;
let member: Session;
/** Staff without any specific permission. */
let bareStaff: Session;

const owner = demoUserId('owner@demo.test');
const memberId = demoUserId('member@demo.test');
const superuserId = demoUserId('superuser@demo.test');

beforeAll(async () => {
  t = await createTestApp();
  [superuser, admin, member] = await Promise.all(
    ['superuser', 'admin', 'member'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  // The tester becomes staff with nothing else, through the API itself.
  const tester = demoUserId('tester@demo.test');
  const grant = await call(superuser, 'POST', `/v2/admin/users/${tester}/permissions`, {
    permissions: ['tester', 'administrator'],
  });
  expect(grant.statusCode, grant.body).toBe(200);
  bareStaff = await login(t.app, 'tester@demo.test');
});

afterAll(async () => {
  await t?.close();
});

function call(session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return asUser(t.app, session, {
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function auditOf(
  id: string,
): Promise<{ action: string; actor: string; before: unknown; after: unknown }[]> {
  const response = await call(admin, 'GET', `/v2/admin/audit/users/${id}`);
  expectMatchesSchema(response, 'getAuditOfRecord', 200);
  return response.json();
}

/** An extra (generated) user with linked accounts, found through the admin list. */
async function linkedUser(): Promise<string> {
  const query = JSON.stringify({ oculusaccount: { $exists: true } });
  const response = await call(admin, 'GET', `/v2/admin/users?count=5&query=${encodeURIComponent(query)}`);
  return response.json<{ documents: { id: string }[] }>().documents[0].id;
}

describe('getPermissionCatalogue', () => {
  it('lists the catalogue with deprecated flags for staff only', async () => {
    const response = await call(admin, 'GET', '/v2/admin/permissions');
    expectMatchesSchema(response, 'getPermissionCatalogue', 200);
    const list = response.json<{ name: string; deprecated: boolean }[]>();
    expect(list.filter((p) => p.deprecated).map((p) => p.name)).toEqual([
      'search_for_devonly',
      'guest',
      'hideslacktelemetry',
    ]);
    expectMatchesSchema(await call(member, 'GET', '/v2/admin/permissions'), 'getPermissionCatalogue', 403);
    expectMatchesSchema(await call(null, 'GET', '/v2/admin/permissions'), 'getPermissionCatalogue', 401);
  });
});

describe('setAdminUserPermissions', () => {
  const url = `/v2/admin/users/${memberId}/permissions`;

  it('replaces the list and records the change', async () => {
    const response = await call(admin, 'POST', url, { permissions: ['create_events'] });
    expectMatchesSchema(response, 'setAdminUserPermissions', 200);
    expect(response.json().permissions).toEqual(['create_events']);
    const [entry] = await auditOf(memberId);
    expect(entry).toMatchObject({
      action: 'user.permissions',
      actor: admin.id,
      before: { permissions: [] },
      after: { permissions: ['create_events'] },
    });
  });

  it('refuses unknown and deprecated permissions', async () => {
    const unknown = await call(admin, 'POST', url, { permissions: ['flying'] });
    expectMatchesSchema(unknown, 'setAdminUserPermissions', 400);
    expect(unknown.body).toBe('Unknown permission: flying');
    const deprecated = await call(admin, 'POST', url, { permissions: ['guest'] });
    expectMatchesSchema(deprecated, 'setAdminUserPermissions', 400);
    expect(deprecated.body).toBe('guest is deprecated and cannot be granted');
    expectMatchesSchema(
      await call(admin, 'POST', url, { permissions: 'host' }),
      'setAdminUserPermissions',
      400,
    );
    expectMatchesSchema(
      await call(admin, 'POST', url, { permissions: [], extra: 1 }),
      'setAdminUserPermissions',
      400,
    );
  });

  it('lets only a superuser grant superuser or touch a superuser', async () => {
    const grant = await call(admin, 'POST', url, { permissions: ['superuser'] });
    expectMatchesSchema(grant, 'setAdminUserPermissions', 403);
    expect(grant.body).toBe('Only a superuser can grant or remove superuser');
    const target = await call(admin, 'POST', `/v2/admin/users/${superuserId}/permissions`, {
      permissions: ['superuser', 'tester'],
    });
    expectMatchesSchema(target, 'setAdminUserPermissions', 403);
    expect(target.body).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    const bySuperuser = await call(superuser, 'POST', url, { permissions: ['superuser'] });
    expectMatchesSchema(bySuperuser, 'setAdminUserPermissions', 200);
    const back = await call(superuser, 'POST', url, { permissions: [] });
    expect(back.json().permissions).toEqual([]);
  });

  it('needs admin_edit_permissions, staff and a session; 404 for an unknown user', async () => {
    expectMatchesSchema(
      await call(bareStaff, 'POST', url, { permissions: [] }),
      'setAdminUserPermissions',
      403,
    );
    expectMatchesSchema(await call(member, 'POST', url, { permissions: [] }), 'setAdminUserPermissions', 403);
    expectMatchesSchema(await call(null, 'POST', url, { permissions: [] }), 'setAdminUserPermissions', 401);
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/users/nobody/permissions', { permissions: [] }),
      'setAdminUserPermissions',
      404,
    );
  });
});

describe('updateAdminUserProperty', () => {
  const url = `/v2/admin/users/${owner}`;

  it('sets a whitelisted property and audits it', async () => {
    const response = await call(admin, 'POST', url, { property: 'showrepresentative', value: true });
    expectMatchesSchema(response, 'updateAdminUserProperty', 200);
    expect(response.json().showrepresentative).toBe(true);
    const nickname = await call(admin, 'POST', url, { property: 'nickname', value: "Owner's Name" });
    expect(nickname.json().nickname).toBe("Owner's Name");
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
    for (const [payload, text] of cases) {
      const response = await call(admin, 'POST', url, payload);
      expectMatchesSchema(response, 'updateAdminUserProperty', 400);
      if (text) expect(response.body).toBe(text);
    }
  });

  it('needs admin_write_entities', async () => {
    const body = { property: 'globalignore', value: true };
    expectMatchesSchema(await call(bareStaff, 'POST', url, body), 'updateAdminUserProperty', 403);
    expectMatchesSchema(await call(member, 'POST', url, body), 'updateAdminUserProperty', 403);
    expectMatchesSchema(await call(null, 'POST', url, body), 'updateAdminUserProperty', 401);
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/users/nobody', body),
      'updateAdminUserProperty',
      404,
    );
  });
});

describe('unlinkAdminUser', () => {
  it('removes linked accounts once, audited; needs admin_write_entities', async () => {
    const id = await linkedUser();
    expectMatchesSchema(
      await call(bareStaff, 'POST', `/v2/admin/users/${id}/unlink`),
      'unlinkAdminUser',
      403,
    );
    expectMatchesSchema(await call(null, 'POST', `/v2/admin/users/${id}/unlink`), 'unlinkAdminUser', 401);
    const response = await call(admin, 'POST', `/v2/admin/users/${id}/unlink`);
    expectMatchesSchema(response, 'unlinkAdminUser', 200);
    expect(response.json().oculusaccount).toBeUndefined();
    const again = await call(admin, 'POST', `/v2/admin/users/${id}/unlink`);
    expectMatchesSchema(again, 'unlinkAdminUser', 400);
    expect(again.body).toBe('This user has no linked headset or game-store account');
    expect((await auditOf(id))[0]).toMatchObject({ action: 'user.unlink', after: {} });
  });
});

describe('inventory and addAdminUserCurrency', () => {
  const url = `/v2/admin/users/${owner}/inventory`;

  it('adds currency, writes an admin transaction and an audit entry', async () => {
    const before = await call(admin, 'GET', url);
    expectMatchesSchema(before, 'getAdminUserInventory', 200);
    const start = before.json<{ currency: number }>().currency;
    const response = await call(admin, 'POST', `${url}/addcurrency`, { amount: 1000 });
    expectMatchesSchema(response, 'addAdminUserCurrency', 200);
    expect(response.json().currency).toBe(start + 1000);
    const list = await call(admin, 'GET', `${url}/transactions?count=5`);
    expectMatchesSchema(list, 'listAdminUserInventoryTransactions', 200);
    expect(list.json().transactions[0]).toMatchObject({
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
      expectMatchesSchema(
        await call(admin, 'POST', `${url}/addcurrency`, { amount }),
        'addAdminUserCurrency',
        400,
      );
    }
    const broke = await call(superuser, 'POST', `/v2/admin/users/${superuserId}/inventory/addcurrency`, {
      amount: -10000,
    });
    expectMatchesSchema(broke, 'addAdminUserCurrency', 400);
    expect(broke.body).toBe('Balance cannot go below 0');
  });

  it('needs admin_write_entities to add and admin_read_entities to read', async () => {
    const body = { amount: 100 };
    expectMatchesSchema(
      await call(bareStaff, 'POST', `${url}/addcurrency`, body),
      'addAdminUserCurrency',
      403,
    );
    expectMatchesSchema(await call(member, 'POST', `${url}/addcurrency`, body), 'addAdminUserCurrency', 403);
    expectMatchesSchema(await call(null, 'POST', `${url}/addcurrency`, body), 'addAdminUserCurrency', 401);
    expectMatchesSchema(await call(bareStaff, 'GET', url), 'getAdminUserInventory', 403);
    expectMatchesSchema(
      await call(admin, 'GET', '/v2/admin/users/nobody/inventory'),
      'getAdminUserInventory',
      404,
    );
  });
});

describe('user sections', () => {
  const sections = [
    ['inventory/transactions', 'listAdminUserInventoryTransactions', 'admin_read_entities'],
    ['infiniverse/transactions', 'listAdminUserInfiniverseTransactions', 'admin_read_infiniverse'],
    ['escrows', 'listAdminUserEscrows', 'admin_read_entities'],
    ['unconsumediaps', 'listAdminUserUnconsumedIaps', 'admin_read_entities'],
    ['domains', 'listAdminUserDomains', 'admin_read_entities'],
    ['files', 'listAdminUserFiles', 'admin_read_files'],
    ['infiniverse/slots', 'listAdminUserSlots', 'admin_read_infiniverse'],
    ['infiniverse/stores', 'listAdminUserStores', 'admin_read_infiniverse'],
    ['stripefull', 'getAdminUserPaymentCustomer', 'admin_read_entities'],
  ] as const;

  it('answer the superuser with the seeded data, matching the contract', async () => {
    for (const [path, operation] of sections) {
      const response = await call(superuser, 'GET', `/v2/admin/users/${owner}/${path}`);
      expectMatchesSchema(response, operation, 200);
    }
    const get = async (path: string) =>
      (await call(superuser, 'GET', `/v2/admin/users/${owner}/${path}`)).json();
    expect(await get('escrows')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemname: 'Storefront sign', receivername: 'Demo Member' }),
      ]),
    );
    expect((await get('unconsumediaps'))[0]).toMatchObject({ item: { sku: 'metacoin_1000' } });
    const domains = await get('domains');
    expect(domains.filter((d: { owner: boolean }) => d.owner)).toHaveLength(6);
    expect((await get('infiniverse/slots')).length).toBeGreaterThan(0);
    expect((await get('infiniverse/stores'))[0]).toMatchObject({ owner: owner, domain: 'demo-business' });
    expect(await get('stripefull')).toEqual({});
    const memberSlots = (
      await call(superuser, 'GET', `/v2/admin/users/${memberId}/infiniverse/slots`)
    ).json();
    expect(
      memberSlots.some((s: { slotoffers: { userescrowoffer?: unknown } }) => s.slotoffers.userescrowoffer),
    ).toBe(true);
  });

  it('refuse staff without the specific permission, non-staff, anonymous; 404 for unknown users', async () => {
    for (const [path, operation] of sections) {
      const url = `/v2/admin/users/${owner}/${path}`;
      expectMatchesSchema(await call(bareStaff, 'GET', url), operation, 403);
      expectMatchesSchema(await call(member, 'GET', url), operation, 403);
      expectMatchesSchema(await call(null, 'GET', url), operation, 401);
      expectMatchesSchema(await call(superuser, 'GET', `/v2/admin/users/nobody/${path}`), operation, 404);
    }
  });

  it('pages ledgers newest first and refuses a bad page', async () => {
    const url = `/v2/admin/users/${owner}/inventory/transactions`;
    const all = (await call(admin, 'GET', `${url}?count=10`)).json();
    const second = (await call(admin, 'GET', `${url}?first=5&count=5`)).json();
    expect(second.transactions).toEqual(all.transactions.slice(5, 10));
    const stamps = all.transactions.map((tx: { timestamp: string }) => tx.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expectMatchesSchema(
      await call(admin, 'GET', `${url}?count=0`),
      'listAdminUserInventoryTransactions',
      400,
    );
  });
});

describe('getAdminUserAccessToken', () => {
  it('shows stable tokens only to holders of can_use_access_token, audited', async () => {
    const url = `/v2/admin/users/${owner}/accesstoken`;
    expectMatchesSchema(await call(admin, 'GET', url), 'getAdminUserAccessToken', 403);
    expectMatchesSchema(await call(member, 'GET', url), 'getAdminUserAccessToken', 403);
    expectMatchesSchema(await call(null, 'GET', url), 'getAdminUserAccessToken', 401);
    const first = await call(superuser, 'GET', url);
    expectMatchesSchema(first, 'getAdminUserAccessToken', 200);
    const second = await call(superuser, 'GET', url);
    expect(second.json()).toEqual(first.json());
    expect(first.json().clienttoken).not.toBe(first.json().servertoken);
    expect((await auditOf(owner))[0]).toMatchObject({ action: 'user.accesstoken', actor: superuser.id });
    expectMatchesSchema(
      await call(superuser, 'GET', '/v2/admin/users/nobody/accesstoken'),
      'getAdminUserAccessToken',
      404,
    );
  });
});

describe('deleteAdminUser', () => {
  it('refuses oneself, a superuser (unless superuser) and callers without admin_write_entities', async () => {
    const self = await call(admin, 'DELETE', `/v2/admin/users/${admin.id}`);
    expectMatchesSchema(self, 'deleteAdminUser', 400);
    expect(self.body).toBe('You cannot delete your own account');
    const top = await call(admin, 'DELETE', `/v2/admin/users/${superuserId}`);
    expectMatchesSchema(top, 'deleteAdminUser', 403);
    expect(top.body).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    expectMatchesSchema(await call(bareStaff, 'DELETE', `/v2/admin/users/${owner}`), 'deleteAdminUser', 403);
    expectMatchesSchema(await call(member, 'DELETE', `/v2/admin/users/${owner}`), 'deleteAdminUser', 403);
    expectMatchesSchema(await call(null, 'DELETE', `/v2/admin/users/${owner}`), 'deleteAdminUser', 401);
    expectMatchesSchema(await call(admin, 'DELETE', '/v2/admin/users/nobody'), 'deleteAdminUser', 404);
  });

  it('deletes a user and keeps the audit entry with the record as it was', async () => {
    const id = await linkedUser();
    const response = await call(admin, 'DELETE', `/v2/admin/users/${id}`);
    expectMatchesSchema(response, 'deleteAdminUser', 200);
    expectMatchesSchema(await call(admin, 'GET', `/v2/admin/users/${id}`), 'getAdminDocument', 404);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'user.delete', after: null, before: { id } });
  });
});

describe('listAuditLog', () => {
  it('pages and filters the log for staff', async () => {
    const response = await call(admin, 'GET', `/v2/admin/audit?collection=users&actor=${admin.id}&count=3`);
    expectMatchesSchema(response, 'listAuditLog', 200);
    const page = response.json<{ total: number; entries: { actor: string; actornickname: string }[] }>();
    expect(page.total).toBeGreaterThan(3);
    expect(page.entries).toHaveLength(3);
    expect(page.entries.every((e) => e.actor === admin.id && e.actornickname === 'Demo Admin')).toBe(true);
    const target = (await call(admin, 'GET', `/v2/admin/audit?target=${memberId}`)).json();
    expect(target.entries.every((e: { target: string }) => e.target === memberId)).toBe(true);
  });

  it('refuses bad filters, non-staff and anonymous callers', async () => {
    expectMatchesSchema(await call(admin, 'GET', '/v2/admin/audit?collection=Users!'), 'listAuditLog', 400);
    expectMatchesSchema(await call(member, 'GET', '/v2/admin/audit'), 'listAuditLog', 403);
    expectMatchesSchema(await call(null, 'GET', '/v2/admin/audit'), 'listAuditLog', 401);
    expectMatchesSchema(await call(member, 'GET', `/v2/admin/audit/users/${owner}`), 'getAuditOfRecord', 403);
    expectMatchesSchema(await call(null, 'GET', `/v2/admin/audit/users/${owner}`), 'getAuditOfRecord', 401);
    expectMatchesSchema(await call(admin, 'GET', `/v2/admin/audit/Users!/${owner}`), 'getAuditOfRecord', 400);
  });
});
