/**
 * A month of player sessions in the demo metaverses' locations, for the developers' domain stats page
 * (single-target-and-flows.md, "Domain stats page (developers)"). Public metaverses get members and visitors,
 * invite-only ones their members only; each session is in a numbered room of a location running the prod
 * release, or now and then the dev one. The developer's own metaverse (Demo Developer) gets a few weeks of its
 * team's test sessions and some visitors', drawn after the others so theirs stay as they were. Same clock, same
 * rows.
 */
import type { Queryable } from '../db/connection.ts';
import { DEVELOPER_TEAM_ACCOUNTS, demoUserId } from './demo-accounts.ts';
import { demoDomains, domainId, stateDomains, type DemoDomain } from './demo-domains.ts';
import type { SeedDocument } from './insert.ts';
import { DAY, MINUTE, Random, stableId } from './random.ts';

/** How much history the demo world holds: between `min` and `max` sessions per demo metaverse. */
export const DEMO_SESSIONS = { min: 120, max: 220, spanMs: 30 * DAY, visitors: 60 } as const;

/** The developer's metaverse: a few sessions over two weeks, so the developer's stats page has rows. */
export const DEVELOPER_SESSIONS = { uri: 'demo-developer', min: 30, max: 45, spanMs: 14 * DAY } as const;

/** What the sessions are drawn from: the demo world's documents and memberships. */
export interface SessionWorld {
  documents: {
    users: readonly SeedDocument[];
    locations: readonly SeedDocument[];
  };
  memberships: readonly { domain_id: string; user_id: string }[];
}

/** One row of `domain_sessions`. */
export interface DomainSessionRow {
  id: string;
  domain_id: string;
  user_id: string;
  location_id: string;
  room_nickname: string;
  releasename: string;
  ts: string;
}

/** Developers try the dev release; everyone else mostly plays prod. */
const DEV_USERS = new Set([demoUserId('developer@demo.test'), demoUserId('tester@demo.test')]);
/** The developer team, members of Demo Developer only, try the dev release as often. */
const DEV_TEAM = new Set(DEVELOPER_TEAM_ACCOUNTS.map((account) => demoUserId(account.email)));

/** Builds the sessions of every demo metaverse, oldest first within each. */
export function buildDomainSessions(now: Date, world: SessionWorld): DomainSessionRow[] {
  const random = new Random(909);
  const visitors = world.documents.users
    .filter((user) => !/@demo\.test$/.test(String(user.email ?? '')))
    .slice(0, DEMO_SESSIONS.visitors)
    .map((user) => user.id)
    .concat([...DEV_USERS]);
  const rows: DomainSessionRow[] = [];
  const developerDomain = stateDomains(now).filter((domain) => domain.uri === DEVELOPER_SESSIONS.uri);
  const plans: [DemoDomain, { min: number; max: number; spanMs: number }][] = [
    ...demoDomains(now).map((demo): [DemoDomain, typeof DEMO_SESSIONS] => [demo, DEMO_SESSIONS]),
    ...developerDomain.map((demo): [DemoDomain, typeof DEVELOPER_SESSIONS] => [demo, DEVELOPER_SESSIONS]),
  ];
  for (const [demo, size] of plans) {
    const id = domainId(demo.uri);
    const locations = world.documents.locations.filter((location) => location.domain === id);
    if (locations.length === 0) continue;
    const members = world.memberships.filter((m) => m.domain_id === id).map((m) => m.user_id);
    const players = demo.domainaccess === 'public' ? [...members, ...visitors] : members;
    if (players.length === 0) continue;
    const regulars = members.length > 0 ? members : players;
    const count = random.int(size.min, size.max);
    const offsets = Array.from({ length: count }, () => random.int(1, Math.floor(size.spanMs / MINUTE))).sort(
      (a, b) => b - a,
    );
    offsets.forEach((minutesAgo, index) => {
      // Members come back often; each visitor now and then. Home is where most sessions start.
      const user = random.chance(0.5) ? random.pick(regulars) : random.pick(players);
      const location = random.chance(0.3)
        ? (locations.find((l) => l.name === 'home') ?? random.pick(locations))
        : random.pick(locations);
      const dev = DEV_USERS.has(user) || DEV_TEAM.has(user) ? random.chance(0.7) : random.chance(0.05);
      rows.push({
        id: stableId('domainsession', `${demo.uri}:${index}`),
        domain_id: id,
        user_id: user,
        location_id: location.id,
        room_nickname: `${String(location.nickname ?? location.name)} ${random.int(1, 3)}`,
        releasename: dev ? 'dev' : 'prod',
        ts: new Date(now.getTime() - minutesAgo * MINUTE - random.int(0, 59) * 1000).toISOString(),
      });
    });
  }
  return rows;
}

/** Inserts the demo metaverses' sessions (one statement). */
export async function seedDomainSessions(q: Queryable, now: Date, world: SessionWorld): Promise<void> {
  const rows = buildDomainSessions(now, world);
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO domain_sessions (id, domain_id, user_id, location_id, room_nickname, releasename, ts)
     SELECT s->>'id', s->>'domain_id', s->>'user_id', s->>'location_id', s->>'room_nickname',
       s->>'releasename', (s->>'ts')::timestamptz
     FROM jsonb_array_elements($1::jsonb) AS s
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
