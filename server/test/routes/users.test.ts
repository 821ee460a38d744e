import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
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
let admin: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  member = await login(t.app, 'member@demo.test');
});

afterAll(async () => {
  await t?.close();
});

describe('getUser', () => {
  it('returns one’s own record', async () => {
    const response = await asUser(t.app, member, { method: 'GET', url: `/v2/users/${member.id}` });
    expectMatchesSchema(response, 'getUser', 200);
    expect(response.json()).toMatchObject({
      id: member.id,
      nickname: 'Demo Member',
      email: 'member@demo.test',
    });
  });

  it('returns anyone’s record to staff', async () => {
    const response = await asUser(t.app, admin, { method: 'GET', url: `/v2/users/${member.id}` });
    expectMatchesSchema(response, 'getUser', 200);
    expect(response.json().id).toBe(member.id);
  });

  it('refuses another user’s record to non-staff, whether it exists or not', async () => {
    for (const id of [admin.id, 'ffffffffffffffffffffffff']) {
      const response = await asUser(t.app, member, { method: 'GET', url: `/v2/users/${id}` });
      expectMatchesSchema(response, 'getUser', 403);
      expect(response.body).toBe(MESSAGES.ownAccountOnly);
    }
  });

  it('answers 404 to staff for an unknown user', async () => {
    const response = await asUser(t.app, admin, { method: 'GET', url: '/v2/users/ffffffffffffffffffffffff' });
    expectMatchesSchema(response, 'getUser', 404);
  });

  it('refuses a malformed id and anonymous callers', async () => {
    const malformed = await asUser(t.app, admin, {
      method: 'GET',
      url: `/v2/users/${encodeURIComponent('a b')}`,
    });
    expectMatchesSchema(malformed, 'getUser', 400);
    expect(malformed.body).toMatch(/^"id" must match the pattern/);
    expectMatchesSchema(await t.app.inject({ method: 'GET', url: `/v2/users/${member.id}` }), 'getUser', 401);
  });
});

describe('updateUser', () => {
  it('renames oneself, from a text/plain JSON body, and keeps it', async () => {
    const session = await signupAndLogin(t.app);
    const response = await asUser(t.app, session, {
      method: 'POST',
      url: `/v2/users/${session.id}`,
      payload: JSON.stringify({ nickname: "Jo O'Neil 2" }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expectMatchesSchema(response, 'updateUser', 200);
    expect(response.json().nickname).toBe("Jo O'Neil 2");
    const reread = await asUser(t.app, session, { method: 'GET', url: `/v2/users/${session.id}` });
    expect(reread.json().nickname).toBe("Jo O'Neil 2");
  });

  it('states the title rule', async () => {
    const response = await asUser(t.app, member, {
      method: 'POST',
      url: `/v2/users/${member.id}`,
      payload: { nickname: 'Robert"); DROP TABLE users; --' },
    });
    expectMatchesSchema(response, 'updateUser', 400);
    expect(response.body).toBe('Nickname may contain only letters, digits, spaces and apostrophes');
  });

  it('refuses fields a user may not set, such as permissions', async () => {
    const response = await asUser(t.app, member, {
      method: 'POST',
      url: `/v2/users/${member.id}`,
      payload: { nickname: 'Fine', permissions: ['superuser'] },
    });
    expectMatchesSchema(response, 'updateUser', 400);
    expect(response.body).toBe('Unknown field "permissions"');
    const reread = await asUser(t.app, member, { method: 'GET', url: `/v2/users/${member.id}` });
    expect(reread.json().permissions).toEqual([]);
  });

  it('refuses a wrong type, an empty update and an empty nickname', async () => {
    const send = (payload: unknown) =>
      asUser(t.app, member, {
        method: 'POST',
        url: `/v2/users/${member.id}`,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'text/plain' },
      });
    const wrongType = await send({ nickname: 5 });
    expectMatchesSchema(wrongType, 'updateUser', 400);
    expect(wrongType.body).toBe('"nickname" must be text');
    expect((await send({})).body).toBe('The request must change at least one field');
    expect((await send({ nickname: '' })).body).toBe('"nickname" must not be empty');
  });

  it('refuses to change another user, even for staff', async () => {
    for (const [session, target] of [
      [member, admin],
      [admin, member],
    ] as const) {
      const response = await asUser(t.app, session, {
        method: 'POST',
        url: `/v2/users/${target.id}`,
        payload: { nickname: 'Hijacked' },
      });
      expectMatchesSchema(response, 'updateUser', 403);
      expect(response.body).toBe(MESSAGES.ownAccountChangeOnly);
    }
  });

  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/users/${member.id}`,
      payload: { nickname: 'X' },
    });
    expectMatchesSchema(response, 'updateUser', 401);
  });
});

describe('getInventory', () => {
  it('returns the signed-in user’s balance', async () => {
    const response = await asUser(t.app, await login(t.app, 'owner@demo.test'), {
      method: 'GET',
      url: '/v2/inventory',
    });
    expectMatchesSchema(response, 'getInventory', 200);
    // The demo owner starts with 25,000 mc and 1,900 mc held in open escrows (seeded offers).
    expect(response.json()).toEqual({ currency: 25_000, inescrow: 1_900 });
  });

  it('starts new accounts at zero', async () => {
    const response = await asUser(t.app, await signupAndLogin(t.app), {
      method: 'GET',
      url: '/v2/inventory',
    });
    expect(response.json()).toEqual({ currency: 0, inescrow: 0 });
  });

  it('refuses anonymous callers', async () => {
    expectMatchesSchema(await t.app.inject({ method: 'GET', url: '/v2/inventory' }), 'getInventory', 401);
  });
});
