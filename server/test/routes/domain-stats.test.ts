import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { DOMAIN_STATS_TEXTS } from '../../routes/metaverses/domain-stats.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let developer: Session;
let superuser: Session;
let admin: Session;
let owner: Session;
let manager: Session;
let member: Session;

interface StatsReply {
  total: number;
  sessions: {
    _id: string;
    timestamp: string;
    user: { id: string; nickname: string };
    location: { id: string; nickname: string; path: string };
    room: { nickname: string; releasename: string };
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  [developer, superuser, admin, owner, manager, member] = await Promise.all(
    ['developer', 'superuser', 'admin', 'owner', 'manager', 'member'].map((role) =>
      login(t.app, `${role}@demo.test`),
    ),
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });

describe('getDomainStats', () => {
  it('gives a developer the sessions of a public metaverse, newest first, 100 by default', async () => {
    const response = await get(developer, '/v2/domains/demo-free/stats');
    expectMatchesSchema(response, 'getDomainStats', 200);
    const body = response.json<StatsReply>();
    expect(body.total).toBeGreaterThan(100);
    expect(body.sessions).toHaveLength(100);
    const times = body.sessions.map((s) => Date.parse(s.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    for (const session of body.sessions) {
      expect(session.location.path).toMatch(/^demo-free\/locations\/[a-z_]+$/);
      expect(session.user.nickname.length).toBeGreaterThan(0);
      expect(session.room.nickname.startsWith(session.location.nickname)).toBe(true);
      expect(['prod', 'dev']).toContain(session.room.releasename);
    }
    // Sessions of other metaverses stay out.
    const [{ n }] = (
      await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM domain_sessions WHERE domain_id = $1', [
        domainId('demo-free'),
      ])
    ).rows;
    expect(body.total).toBe(Number(n));
  });

  it('finds the metaverse by id as well as by uri', async () => {
    const byUri = (await get(developer, '/v2/domains/demo-premium/stats?count=5')).json<StatsReply>();
    const response = await get(developer, `/v2/domains/${domainId('demo-premium')}/stats?count=5`);
    expectMatchesSchema(response, 'getDomainStats', 200);
    expect(response.json()).toEqual(byUri);
  });

  it('pages with first and count, and gives an empty page past the end', async () => {
    const all = (await get(developer, '/v2/domains/demo-free/stats?count=100')).json<StatsReply>();
    const second = await get(developer, '/v2/domains/demo-free/stats?first=10&count=10');
    expectMatchesSchema(second, 'getDomainStats', 200);
    const page = second.json<StatsReply>();
    expect(page.total).toBe(all.total);
    expect(page.sessions.map((s) => s._id)).toEqual(all.sessions.slice(10, 20).map((s) => s._id));

    const last = (
      await get(developer, `/v2/domains/demo-free/stats?first=${all.total - 3}&count=10`)
    ).json<StatsReply>();
    expect(last.sessions).toHaveLength(3);
    const past = await get(developer, `/v2/domains/demo-free/stats?first=${all.total}`);
    expectMatchesSchema(past, 'getDomainStats', 200);
    expect(past.json()).toEqual({ total: all.total, sessions: [] });
  });

  it('refuses bad paging', async () => {
    for (const query of ['count=0', 'count=101', 'first=-1', 'first=abc', 'count=2.5']) {
      expectMatchesSchema(
        await get(developer, `/v2/domains/demo-free/stats?${query}`),
        'getDomainStats',
        400,
      );
    }
  });

  it('needs a session', async () => {
    expectMatchesSchema(await get(null, '/v2/domains/demo-free/stats'), 'getDomainStats', 401);
  });

  it('is for developers only: owners, managers, members and administrators are refused', async () => {
    for (const session of [owner, manager, member, admin]) {
      const response = await get(session, '/v2/domains/demo-free/stats');
      expectMatchesSchema(response, 'getDomainStats', 403);
      expect(response.body).toBe(DOMAIN_STATS_TEXTS.developersOnly);
    }
  });

  it('hides invite-only metaverses from developers who are not members', async () => {
    const response = await get(developer, '/v2/domains/demo-business/stats');
    expectMatchesSchema(response, 'getDomainStats', 403);
    expect(response.body).toBe(MESSAGES.domainMembersOnly);
  });

  it('shows an invite-only metaverse to a developer who is a member, and to a superuser', async () => {
    await t.app.db.query(`INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`, [
      domainId('demo-enterprise'),
      developer.id,
    ]);
    try {
      const response = await get(developer, '/v2/domains/demo-enterprise/stats?count=3');
      expectMatchesSchema(response, 'getDomainStats', 200);
      expect(response.json<StatsReply>().sessions).toHaveLength(3);
    } finally {
      await t.app.db.query('DELETE FROM memberships WHERE domain_id = $1 AND user_id = $2', [
        domainId('demo-enterprise'),
        developer.id,
      ]);
    }
    const staff = await get(superuser, '/v2/domains/demo-business/stats?count=1');
    expectMatchesSchema(staff, 'getDomainStats', 200);
    expect(staff.json<StatsReply>().sessions[0].location.path).toMatch(/^demo-business\//);
  });

  it('answers 404 for an unknown metaverse', async () => {
    const response = await get(developer, '/v2/domains/no-such-world/stats');
    expectMatchesSchema(response, 'getDomainStats', 404);
    expect(response.body).toBe(MESSAGES.domainNotFound);
  });

  it('forgets the sessions of a deleted location', async () => {
    const before = (await get(superuser, '/v2/domains/demo-trial/stats?count=100')).json<StatsReply>();
    const gone = before.sessions[0].location.id;
    const removed = before.sessions.filter((s) => s.location.id === gone).length;
    await t.app.db.query('DELETE FROM locations WHERE id = $1', [gone]);
    const after = (await get(superuser, '/v2/domains/demo-trial/stats?count=100')).json<StatsReply>();
    expect(after.total).toBeLessThanOrEqual(before.total - removed);
    expect(after.sessions.some((s) => s.location.id === gone)).toBe(false);
  });
});
