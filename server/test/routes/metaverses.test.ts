/** Creating, changing and deleting metaverses (owner-console.md §2.6, §2.8, §5) and the plan resource. */
import { beforeAll, describe, expect, it } from 'vitest';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'developer'] });
let stranger: Session;

beforeAll(async () => {
  stranger = await api.signup();
});

describe('create', () => {
  it('creates with a uri from the name, a trial for paid plans, and store access only when invite only', async () => {
    const created = await api.op(
      'createDomain',
      {
        body: { name: 'My Place', plan: 'premium', domainaccess: 'public', buildingaccess: true },
        as: 'owner',
      },
      200,
    );
    expect(created.json).toMatchObject({ uri: 'my-place' });
    const domain = await api.op('getDomain', { path: { domain: 'my-place' }, as: 'owner' });
    expect(domain.json).toMatchObject({
      buildingaccess: false,
      plan: { type: 'premium', plan: 'premium-trial', activated: true },
    });
    const second = await api.op('createDomain', { body: { name: 'My Place' }, as: 'owner' });
    expect(second.json).toMatchObject({ uri: 'my-place-2' });
  });

  it('applies the name and uri rules with the exact messages', async () => {
    const create = (
      as: 'owner' | 'developer' | Session | null,
      body: { name: string; uri?: string },
      status?: number,
    ) => api.op('createDomain', { body, as }, status);
    expect((await create('owner', { name: ' ' })).text).toBe(T.nameMissing);
    expect((await create('owner', { name: 'Bad!' })).text).toBe(T.nameRule);
    expect((await create('developer', { name: 'X', uri: '9abc' })).text).toBe(T.uriRule);
    const taken = await create('developer', { name: 'X', uri: 'demo-free' }, 400);
    expect(taken.text).toBe(T.uriTaken);
    await create('developer', { name: 'Dev', uri: 'dev-world' }, 200);
    expect((await create('owner', { name: 'X', uri: 'owner-pick' })).text).toBe(T.uriDevelopersOnly);
    await api.op('createDomain', { invalidBody: { name: 'X', extra: 1 }, as: 'owner' }, 400);
    await create(stranger, { name: 'X' }, 403);
    await create(null, { name: 'X' }, 401);
  });
});

describe('update and delete', () => {
  it('lets managers change the fields', async () => {
    const path = { domain: 'demo-business' };
    const updated = await api.op(
      'updateDomain',
      { path, body: { name: 'Renamed', buildingaccess: true }, as: 'manager' },
      200,
    );
    expect(updated.json).toMatchObject({ name: 'Renamed', buildingaccess: true });
    const toPublic = await api.op('updateDomain', { path, body: { domainaccess: 'public' }, as: 'owner' });
    expect(toPublic.json).toMatchObject({ domainaccess: 'public', buildingaccess: false });
    await api.op('updateDomain', { path, body: { name: 'No' }, as: 'member' }, 403);
    await api.op('updateDomain', { path, body: { name: 'No' }, as: stranger }, 403);
    await api.op('updateDomain', { path, body: {}, as: 'manager' }, 400);
    expect((await api.op('updateDomain', { path, body: { name: 'Bad!' }, as: 'manager' })).text).toBe(
      T.nameRule,
    );
  });

  it('lets only the owner delete', async () => {
    const expired = { domain: 'demo-expired' };
    const byManager = await api.op('deleteDomain', { path: expired, as: 'manager' }, 403);
    expect(byManager.text).toBe(T.ownerOnlyDelete);
    await api.op('deleteDomain', { path: { domain: 'my-place' }, as: 'developer' }, 403);
    await api.op('deleteDomain', { path: expired, as: 'owner' }, 200);
    await api.op('deleteDomain', { path: expired, as: 'owner' }, 404);
  });
});

describe('plan resource', () => {
  it('tells members what the plan allows; an expired trial allows what free does', async () => {
    const path = { domain: 'demo-business' };
    const business = await api.op('getDomainPlan', { path, as: 'member' }, 200);
    expect(business.json).toMatchObject({ canInviteByEmail: true, maxMembers: 100, canStream: true });
    const created = await api.op('createDomain', {
      body: { name: 'Old Trial', plan: 'business' },
      as: 'owner',
    });
    const id = created.json.id;
    await api.app.db.query(
      `UPDATE domains SET doc = jsonb_set(doc, '{plan,trialend}', '"2000-01-01T00:00:00.000Z"') WHERE id = $1`,
      [id],
    );
    expect((await api.op('getDomainPlan', { path: { domain: id }, as: 'owner' })).json).toMatchObject({
      type: 'business',
      canInviteByEmail: false,
    });
    await api.op('getDomainPlan', { path, as: stranger }, 403);
    await api.op('getDomainPlan', { path }, 401);
  });
});
