/**
 * Staff operations on locations, plots and buildings (staff-and-agents.md §2.3, §6): the slots leading to a
 * location, its styles per release through the manage page's calls, regenerating a plot, assigning a store to a
 * location and teleporting to a building; the writes are audited, and callers without the permission a call
 * needs are refused. A metaverse's own record is in admin-records-domains.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { beach, expectStaffOnly, recordReads } from './admin-records-helpers.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'member', 'owner'] });
const { audits, firstId } = recordReads(api);

describe('location slots and styles', () => {
  it('lists the building slots leading to a location', async () => {
    const path = { id: beach };
    const response = await api.op('listAdminLocationSlots', { path, as: 'admin' }, 200);
    const slots = (response.json as { slots: { destination: string }[] }).slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.destination).toBe('demo-free/locations/beach');
    await api.op('listAdminLocationSlots', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('listAdminLocationSlots', { path, as }, status));
  });

  // The staff location page's styles section uses the manage page's styles calls: staff may use them anywhere.
  const path = { domain: 'demo-free', types: 'locations' as const, id: 'beach' };
  const customStyle = async (release: 'dev' | 'prod') =>
    (await api.op('getEntityCustomStyle', { path, query: { release }, as: 'admin' }, 200)).json;

  it('reads and saves the custom CSS per release, audited for staff', async () => {
    expect((await customStyle('dev')).source).toContain('.banner');
    expect(await customStyle('prod')).toEqual({ release: 'prod', source: '' });
    const source = 'h1 { color: red; }';
    await api.op('setEntityCustomStyle', { path, body: { release: 'prod', source }, as: 'admin' }, 200);
    expect((await customStyle('prod')).source).toBe(source);
    expect((await customStyle('dev')).source).toContain('.banner');
    const [entry] = await audits('locations', beach);
    expect(entry).toMatchObject({
      action: 'styles.customstyle',
      after: { release: 'prod', customstyle: source },
    });
  });

  it('reads the seeded style variables; the domain owner may change them, a member may not', async () => {
    const seeded = await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, as: 'admin' },
      200,
    );
    expect(seeded.json).toEqual([{ id: 'accent', value: '#00796b' }]);
    const variables = [{ id: 'accent', value: '#123456' }];
    await api.op('setEntityStyleVariables', { path, body: { release: 'dev', variables }, as: 'owner' }, 200);
    const read = await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, as: 'admin' },
      200,
    );
    expect(read.json).toEqual(variables);
    await api.op('setEntityStyleVariables', { path, body: { release: 'dev', variables }, as: 'member' }, 403);
    await api.op('getEntityCustomStyle', { path, query: { release: 'dev' }, as: 'member' }, 403);
    await api.op('getEntityStyleVariables', { path, query: { release: 'dev' } }, 401);
  });

  it('refuses bad releases, bad variables and unknown locations', async () => {
    await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, invalidQuery: { release: 'beta' }, as: 'admin' },
      400,
    );
    await api.op(
      'setEntityStyleVariables',
      { path, body: { release: 'dev', variables: [{ id: '1 x', value: '' }] }, as: 'admin' },
      400,
    );
    await api.op('setEntityCustomStyle', { path, invalidBody: { release: 'dev' }, as: 'admin' }, 400);
    const missing = await api.op(
      'getEntityCustomStyle',
      { path: { ...path, id: 'nowhere' }, query: { release: 'dev' }, as: 'admin' },
      404,
    );
    expect(missing.text).toBeTruthy();
  });
});

describe('plots and buildings', () => {
  it('regenerates a plot with admin_write_infiniverse (superuser), audited; admin lacks it', async () => {
    const path = { id: await firstId('plots') };
    const first = await api.op('regenerateAdminPlot', { path, as: 'superuser' }, 200);
    expect(first.json.regeneration).toBe(1);
    const second = await api.op('regenerateAdminPlot', { path, as: 'superuser' }, 200);
    expect(second.json.regeneration).toBe(2);
    expect(Date.parse(String(second.json.regenerated))).toBeGreaterThan(Date.now() - 60_000);
    expect((await audits('plots', path.id))[0]).toMatchObject({
      action: 'plot.regenerate',
      after: { regeneration: 2 },
    });
    const refused = await api.op('regenerateAdminPlot', { path, as: 'admin' }, 403);
    expect(refused.text).toBe('Invalid Permission');
    await api.op('regenerateAdminPlot', { path: { id: 'none' }, as: 'superuser' }, 404);
    await expectStaffOnly((as, status) => api.op('regenerateAdminPlot', { path, as }, status));
  });

  it('assigns a store to a location by path, audited; refuses unknown locations', async () => {
    const id = await firstId('buildings', `NOT doc ? 'storefront'`);
    const path = { id };
    const response = await api.op(
      'assignAdminBuildingStore',
      { path, body: { destination: 'demo-free/locations/plaza' }, as: 'superuser' },
      200,
    );
    expect(response.json).toMatchObject({
      storefront: true,
      storefront_slot: { destination: 'demo-free/locations/plaza' },
    });
    expect((await audits('buildings', id))[0]).toMatchObject({ action: 'building.assignstore' });
    const stores = await api.op(
      'listAdminDomainStores',
      { path: { id: domainId('demo-free') }, as: 'admin' },
      200,
    );
    expect((stores.json as { stores: { id: string }[] }).stores.map((s) => s.id)).toContain(id);
    const unknown = await api.op(
      'assignAdminBuildingStore',
      { path, body: { destination: 'nowhere/locations/x' }, as: 'superuser' },
      400,
    );
    expect(unknown.text).toBe('Location not found');
    await api.op('assignAdminBuildingStore', { path, invalidBody: {}, as: 'superuser' }, 400);
    const body = { destination: beach };
    await api.op('assignAdminBuildingStore', { path, body, as: 'admin' }, 403);
    await expectStaffOnly((as, status) => api.op('assignAdminBuildingStore', { path, body, as }, status));
  });

  it('teleports the staff user: a pending teleport with the postcode on their record', async () => {
    const path = { id: await firstId('buildings') };
    const response = await api.op('teleportAdminBuilding', { path, as: 'admin' }, 200);
    const teleport = response.json as { postcode: string; deeplink: string };
    expect(teleport.postcode).toMatch(/^[NS]\d+-[EW]\d+-\d+-\d+$/);
    expect(teleport.deeplink).toBe(`multiverse://teleport/${teleport.postcode}`);
    const { rows } = await api.app.db.query<{ doc: { pendingteleport: unknown } }>(
      'SELECT doc FROM users WHERE id = $1',
      [api.as.admin.id],
    );
    expect(rows[0].doc.pendingteleport).toEqual(teleport);
    expect((await audits('users', api.as.admin.id))[0]).toMatchObject({ action: 'user.teleport' });
    await api.op('teleportAdminBuilding', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('teleportAdminBuilding', { path, as }, status));
  });
});
