import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'member', 'owner'] });
const own = () => ({ id: api.as.member.id });

describe('getUser', () => {
  it('returns one’s own record', async () => {
    const response = await api.op('getUser', { path: own(), as: 'member' }, 200);
    expect(response.json).toMatchObject({
      id: api.as.member.id,
      nickname: 'Demo Member',
      email: 'member@demo.test',
    });
  });

  it('returns anyone’s record to staff', async () => {
    const response = await api.op('getUser', { path: own(), as: 'admin' }, 200);
    expect(response.json.id).toBe(api.as.member.id);
  });

  it('refuses another user’s record to non-staff, whether it exists or not', async () => {
    for (const id of [api.as.admin.id, 'ffffffffffffffffffffffff']) {
      const response = await api.op('getUser', { path: { id }, as: 'member' }, 403);
      expect(response.text).toBe(MESSAGES.ownAccountOnly);
    }
  });

  it('answers 404 to staff for an unknown user', async () => {
    await api.op('getUser', { path: { id: 'ffffffffffffffffffffffff' }, as: 'admin' }, 404);
  });

  it('refuses a malformed id and anonymous callers', async () => {
    const malformed = await api.op('getUser', { path: { id: 'a b' }, as: 'admin' }, 400);
    expect(malformed.text).toBe('Id may contain only letters, digits, underscores and hyphens.');
    await api.op('getUser', { path: own() }, 401);
  });
});

describe('updateUser', () => {
  it('renames oneself, from a text/plain JSON body, and keeps it', async () => {
    const session = await api.signup();
    const response = await api.op(
      'updateUser',
      {
        path: { id: session.id },
        body: Buffer.from(JSON.stringify({ nickname: "Jo O'Neil 2" })),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        as: session,
      },
      200,
    );
    expect(response.json.nickname).toBe("Jo O'Neil 2");
    const reread = await api.op('getUser', { path: { id: session.id }, as: session });
    expect(reread.json.nickname).toBe("Jo O'Neil 2");
  });

  it('states the title rule', async () => {
    const response = await api.op(
      'updateUser',
      { path: own(), body: { nickname: 'Robert"); DROP TABLE users; --' }, as: 'member' },
      400,
    );
    expect(response.text).toBe('Nickname may contain only letters, digits, spaces and apostrophes.');
  });

  it('refuses fields a user may not set, such as permissions', async () => {
    const response = await api.op(
      'updateUser',
      { path: own(), invalidBody: { nickname: 'Fine', permissions: ['superuser'] }, as: 'member' },
      400,
    );
    expect(response.text).toBe('Unknown field: permissions.');
    const reread = await api.op('getUser', { path: own(), as: 'member' });
    expect(reread.json.permissions).toEqual([]);
  });

  it('refuses a wrong type, an empty update and an empty nickname', async () => {
    const send = (payload: unknown, status?: number) =>
      api.op(
        'updateUser',
        {
          path: own(),
          invalidBody: JSON.stringify(payload),
          headers: { 'content-type': 'text/plain' },
          as: 'member',
        },
        status,
      );
    const wrongType = await send({ nickname: 5 }, 400);
    expect(wrongType.text).toBe('Nickname must be text.');
    expect((await send({})).text).toBe('The request must change at least one field.');
    expect((await send({ nickname: '' })).text).toBe('Nickname must not be empty.');
  });

  it('refuses to change another user, even for staff', async () => {
    for (const [as, target] of [
      ['member', 'admin'],
      ['admin', 'member'],
    ] as const) {
      const response = await api.op(
        'updateUser',
        { path: { id: api.as[target].id }, body: { nickname: 'Hijacked' }, as },
        403,
      );
      expect(response.text).toBe(MESSAGES.ownAccountChangeOnly);
    }
  });

  it('refuses anonymous callers', async () => {
    await api.op('updateUser', { path: own(), body: { nickname: 'X' } }, 401);
  });
});

describe('getInventory', () => {
  it('returns the signed-in user’s balance', async () => {
    const response = await api.op('getInventory', { as: 'owner' }, 200);
    // The demo owner starts with 25,000 mc and 1,900 mc held in open escrows (seeded offers).
    expect(response.json).toEqual({ currency: 25_000, inescrow: 1_900 });
  });

  it('starts new accounts at zero', async () => {
    const response = await api.op('getInventory', { as: await api.signup() });
    expect(response.json).toEqual({ currency: 0, inescrow: 0 });
  });

  it('refuses anonymous callers', async () => {
    await api.op('getInventory', {}, 401);
  });
});
