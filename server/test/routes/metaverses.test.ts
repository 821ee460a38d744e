/** Creating, changing and deleting metaverses (owner-console.md §2.6, §2.8, §5) and the plan resource. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;
let developer: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member, developer] = await Promise.all(
    ['owner', 'manager', 'member', 'developer'].map((r) => login(t.app, `${r}@demo.test`)),
  );
  stranger = await signupAndLogin(t.app);
});
afterAll(() => t.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  asUser(t.app, session, { method, url, ...(payload && { payload }) });

describe('create', () => {
  it('creates with a uri from the name, a trial for paid plans, and store access only when invite only', async () => {
    const created = await call(owner, 'POST', '/v2/domains', {
      name: 'My Place',
      plan: 'premium',
      domainaccess: 'public',
      buildingaccess: true,
    });
    expectMatchesSchema(created, 'createDomain', 200);
    expect(created.json()).toMatchObject({ uri: 'my-place' });
    const domain = await call(owner, 'GET', '/v2/domains/my-place');
    expect(domain.json()).toMatchObject({
      buildingaccess: false,
      plan: { type: 'premium', plan: 'premium-trial', activated: true },
    });
    const second = await call(owner, 'POST', '/v2/domains', { name: 'My Place' });
    expect(second.json()).toMatchObject({ uri: 'my-place-2' });
  });

  it('applies the name and uri rules with the exact messages', async () => {
    expect((await call(owner, 'POST', '/v2/domains', { name: ' ' })).body).toBe(T.nameMissing);
    expect((await call(owner, 'POST', '/v2/domains', { name: 'Bad!' })).body).toBe(T.nameRule);
    expect((await call(developer, 'POST', '/v2/domains', { name: 'X', uri: '9abc' })).body).toBe(T.uriRule);
    const taken = await call(developer, 'POST', '/v2/domains', { name: 'X', uri: 'demo-free' });
    expectMatchesSchema(taken, 'createDomain', 400);
    expect(taken.body).toBe(T.uriTaken);
    expectMatchesSchema(
      await call(developer, 'POST', '/v2/domains', { name: 'Dev', uri: 'dev-world' }),
      'createDomain',
      200,
    );
    expect((await call(owner, 'POST', '/v2/domains', { name: 'X', uri: 'owner-pick' })).body).toBe(
      T.uriDevelopersOnly,
    );
    expectMatchesSchema(
      await call(owner, 'POST', '/v2/domains', { name: 'X', extra: 1 }),
      'createDomain',
      400,
    );
    expectMatchesSchema(await call(stranger, 'POST', '/v2/domains', { name: 'X' }), 'createDomain', 403);
    expectMatchesSchema(await call(null, 'POST', '/v2/domains', { name: 'X' }), 'createDomain', 401);
  });
});

describe('update and delete', () => {
  it('lets managers change the fields', async () => {
    const updated = await call(manager, 'POST', '/v2/domains/demo-business', {
      name: 'Renamed',
      buildingaccess: true,
    });
    expectMatchesSchema(updated, 'updateDomain', 200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', buildingaccess: true });
    const toPublic = await call(owner, 'POST', '/v2/domains/demo-business', { domainaccess: 'public' });
    expect(toPublic.json()).toMatchObject({ domainaccess: 'public', buildingaccess: false });
    expectMatchesSchema(
      await call(member, 'POST', '/v2/domains/demo-business', { name: 'No' }),
      'updateDomain',
      403,
    );
    expectMatchesSchema(
      await call(stranger, 'POST', '/v2/domains/demo-business', { name: 'No' }),
      'updateDomain',
      403,
    );
    expectMatchesSchema(await call(manager, 'POST', '/v2/domains/demo-business', {}), 'updateDomain', 400);
    expect((await call(manager, 'POST', '/v2/domains/demo-business', { name: 'Bad!' })).body).toBe(
      T.nameRule,
    );
  });

  it('lets only the owner delete', async () => {
    const byManager = await call(manager, 'DELETE', '/v2/domains/demo-expired');
    expectMatchesSchema(byManager, 'deleteDomain', 403);
    expect(byManager.body).toBe(T.ownerOnlyDelete);
    expectMatchesSchema(await call(developer, 'DELETE', '/v2/domains/my-place'), 'deleteDomain', 403);
    expectMatchesSchema(await call(owner, 'DELETE', '/v2/domains/demo-expired'), 'deleteDomain', 200);
    expectMatchesSchema(await call(owner, 'DELETE', '/v2/domains/demo-expired'), 'deleteDomain', 404);
  });
});

describe('plan resource', () => {
  it('tells members what the plan allows; an expired trial allows what free does', async () => {
    const business = await call(member, 'GET', '/v2/domains/demo-business/plan');
    expectMatchesSchema(business, 'getDomainPlan', 200);
    expect(business.json()).toMatchObject({ canInviteByEmail: true, maxMembers: 100, canStream: true });
    const created = await call(owner, 'POST', '/v2/domains', { name: 'Old Trial', plan: 'business' });
    const id = created.json<{ id: string }>().id;
    await t.app.db.query(
      `UPDATE domains SET doc = jsonb_set(doc, '{plan,trialend}', '"2000-01-01T00:00:00.000Z"') WHERE id = $1`,
      [id],
    );
    expect((await call(owner, 'GET', `/v2/domains/${id}/plan`)).json()).toMatchObject({
      type: 'business',
      canInviteByEmail: false,
    });
    expectMatchesSchema(await call(stranger, 'GET', '/v2/domains/demo-business/plan'), 'getDomainPlan', 403);
    expectMatchesSchema(await call(null, 'GET', '/v2/domains/demo-business/plan'), 'getDomainPlan', 401);
  });
});
