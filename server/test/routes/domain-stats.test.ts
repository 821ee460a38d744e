import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { DOMAIN_STATS_TEXTS } from '../../routes/metaverses/domain-stats.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['developer', 'superuser', 'admin', 'owner', 'manager', 'member'] });

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

type Role = 'developer' | 'superuser' | 'admin' | 'owner' | 'manager' | 'member';
const stats = (
  as: Role | null,
  domain: string,
  query: { first?: number; count?: number } = {},
  status?: number,
) => api.op('getDomainStats', { path: { domain }, query, as }, status);

describe('getDomainStats', () => {
  it('gives a developer the sessions of a public metaverse, newest first, 100 by default', async () => {
    const response = await stats('developer', 'demo-free', {}, 200);
    const body = response.json as StatsReply;
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
      await api.app.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM domain_sessions WHERE domain_id = $1',
        [domainId('demo-free')],
      )
    ).rows;
    expect(body.total).toBe(Number(n));
  });

  it('gives the demo developer the sessions of its own metaverse, Demo Developer', async () => {
    const response = await stats('developer', 'demo-developer', { count: 100 }, 200);
    const body = response.json as StatsReply;
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.sessions).toHaveLength(body.total);
    for (const session of body.sessions)
      expect(session.location.path).toMatch(/^demo-developer\/locations\//);
  });

  it('finds the metaverse by id as well as by uri', async () => {
    const byUri = (await stats('developer', 'demo-premium', { count: 5 })).json;
    const response = await stats('developer', domainId('demo-premium'), { count: 5 }, 200);
    expect(response.json).toEqual(byUri);
  });

  it('pages with first and count, and gives an empty page past the end', async () => {
    const all = (await stats('developer', 'demo-free', { count: 100 })).json as StatsReply;
    const second = await stats('developer', 'demo-free', { first: 10, count: 10 }, 200);
    const page = second.json as StatsReply;
    expect(page.total).toBe(all.total);
    expect(page.sessions.map((s) => s._id)).toEqual(all.sessions.slice(10, 20).map((s) => s._id));

    const last = (await stats('developer', 'demo-free', { first: all.total - 3, count: 10 })).json;
    expect(last.sessions).toHaveLength(3);
    const past = await stats('developer', 'demo-free', { first: all.total }, 200);
    expect(past.json).toEqual({ total: all.total, sessions: [] });
  });

  it('refuses bad paging', async () => {
    const badPaging: Record<string, string>[] = [
      { count: '0' },
      { count: '101' },
      { first: '-1' },
      { first: 'abc' },
      { count: '2.5' },
    ];
    for (const invalidQuery of badPaging) {
      await api.op('getDomainStats', { path: { domain: 'demo-free' }, invalidQuery, as: 'developer' }, 400);
    }
  });

  it('needs a session', async () => {
    await stats(null, 'demo-free', {}, 401);
  });

  it('is for developers only: owners, managers, members and administrators are refused', async () => {
    for (const as of ['owner', 'manager', 'member', 'admin'] as const) {
      const response = await stats(as, 'demo-free', {}, 403);
      expect(response.text).toBe(DOMAIN_STATS_TEXTS.developersOnly);
    }
  });

  it('hides invite-only metaverses from developers who are not members', async () => {
    const response = await stats('developer', 'demo-business', {}, 403);
    expect(response.text).toBe(MESSAGES.domainMembersOnly);
  });

  it('shows an invite-only metaverse to a developer who is a member, and to a superuser', async () => {
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`,
      [domainId('demo-enterprise'), api.as.developer.id],
    );
    try {
      const response = await stats('developer', 'demo-enterprise', { count: 3 }, 200);
      expect(response.json.sessions).toHaveLength(3);
    } finally {
      await api.app.db.query('DELETE FROM memberships WHERE domain_id = $1 AND user_id = $2', [
        domainId('demo-enterprise'),
        api.as.developer.id,
      ]);
    }
    const staff = await stats('superuser', 'demo-business', { count: 1 }, 200);
    expect((staff.json as StatsReply).sessions[0].location.path).toMatch(/^demo-business\//);
  });

  it('answers 404 for an unknown metaverse', async () => {
    const response = await stats('developer', 'no-such-world', {}, 404);
    expect(response.text).toBe(MESSAGES.domainNotFound);
  });

  it('forgets the sessions of a deleted location', async () => {
    const before = (await stats('superuser', 'demo-trial', { count: 100 })).json as StatsReply;
    const gone = before.sessions[0].location.id;
    const removed = before.sessions.filter((s) => s.location.id === gone).length;
    await api.app.db.query('DELETE FROM locations WHERE id = $1', [gone]);
    const after = (await stats('superuser', 'demo-trial', { count: 100 })).json as StatsReply;
    expect(after.total).toBeLessThanOrEqual(before.total - removed);
    expect(after.sessions.some((s) => s.location.id === gone)).toBe(false);
  });
});
