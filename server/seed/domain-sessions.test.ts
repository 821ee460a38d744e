import { describe, expect, it } from 'vitest';
import { demoUserId } from './demo-accounts.ts';
import { demoDomains, domainId } from './demo-domains.ts';
import { buildDemoWorld } from './demo.ts';
import { buildDomainSessions, DEMO_SESSIONS, DEVELOPER_SESSIONS } from './domain-sessions.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const world = buildDemoWorld(NOW);
const sessions = buildDomainSessions(NOW, world);

describe('buildDomainSessions', () => {
  it('is the same for the same clock', () => {
    expect(buildDomainSessions(NOW, buildDemoWorld(NOW))).toEqual(sessions);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it('gives every demo metaverse a month of sessions in its own locations', () => {
    const locations = new Map(world.documents.locations.map((l) => [l.id, l]));
    for (const demo of demoDomains(NOW)) {
      const own = sessions.filter((s) => s.domain_id === domainId(demo.uri));
      expect(own.length).toBeGreaterThanOrEqual(DEMO_SESSIONS.min);
      expect(own.length).toBeLessThanOrEqual(DEMO_SESSIONS.max);
      for (const session of own) {
        expect(locations.get(session.location_id)?.domain).toBe(domainId(demo.uri));
        const age = NOW.getTime() - Date.parse(session.ts);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThanOrEqual(DEMO_SESSIONS.spanMs + 60_000);
        expect(session.room_nickname).toMatch(/ [1-3]$/);
        expect(['prod', 'dev']).toContain(session.releasename);
      }
    }
  });

  it('lets only members play in invite-only metaverses, and visitors in public ones', () => {
    for (const demo of demoDomains(NOW)) {
      const id = domainId(demo.uri);
      const members = new Set(world.memberships.filter((m) => m.domain_id === id).map((m) => m.user_id));
      const players = new Set(sessions.filter((s) => s.domain_id === id).map((s) => s.user_id));
      const outsiders = [...players].filter((user) => !members.has(user));
      if (demo.domainaccess === 'public') expect(outsiders.length).toBeGreaterThan(0);
      else expect(outsiders).toEqual([]);
    }
  });

  it('gives the developer’s own metaverse a few weeks of its team’s and visitors’ sessions', () => {
    const id = domainId(DEVELOPER_SESSIONS.uri);
    const own = sessions.filter((s) => s.domain_id === id);
    expect(own.length).toBeGreaterThanOrEqual(DEVELOPER_SESSIONS.min);
    expect(own.length).toBeLessThanOrEqual(DEVELOPER_SESSIONS.max);
    const locations = new Map(world.documents.locations.map((l) => [l.id, l]));
    for (const session of own) {
      expect(locations.get(session.location_id)?.domain).toBe(id);
      const age = NOW.getTime() - Date.parse(session.ts);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(DEVELOPER_SESSIONS.spanMs + 60_000);
    }
    const players = new Set(own.map((s) => s.user_id));
    expect(
      players.has(demoUserId('developer@demo.test')) || players.has(demoUserId('devteam1@demo.test')),
    ).toBe(true);
  });
});
