/**
 * The deterministic demo world seeded into an empty database: an account per role (password
 * `demo-password`), metaverses on every plan, and enough records in every staff collection to page through.
 * Ids derive from stable names and dates from `now`, so the same clock gives the same world.
 */
import type { CollectionName } from '../db/collections.ts';
import type { Db, Queryable } from '../db/connection.ts';
import { hashPassword } from '../lib/password.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoSubject,
  demoUserDocument,
  demoUserId,
  DEVELOPER_TEAM_ACCOUNTS,
  ROLE_ACCOUNTS,
  STATE_ACCOUNTS,
} from './demo-accounts.ts';
import {
  DEMO_MEMBER_ROLES,
  demoDomains,
  domainId,
  OWNER_PERMISSIONS,
  stateDomainOwnerId,
  stateDomains,
} from './demo-domains.ts';
import { DEMO_TWINS, demoTwinDocument, demoTwinId, demoTwinIdentity } from './demo-twins.ts';
import { generatedFiles, writeBlob, type DemoFile } from './demo-files.ts';
import {
  generatedAutotests,
  generatedBuildings,
  postcodeBuilding,
  generatedDomains,
  generatedEvents,
  generatedLocations,
  generatedPlots,
  generatedStringMatches,
  generatedUsers,
  generatedWitRequests,
  type WorldDomain,
} from './demo-world.ts';
import { seedAdminPages } from './admin-pages.ts';
import { seedAgentModuleTypes } from './agents.ts';
import { seedAdminRecords } from './admin-records.ts';
import { seedDemoMissions } from './missions.ts';
import { seedDemoMvbots } from './mvbots.ts';
import { seedAdminUsers } from './admin-users.ts';
import { seedHomeOffers } from './home-offers.ts';
import { seedMissionEvents } from './mission-events.ts';
import { seedDemoSubscriptions } from './metaverses.ts';
import { seedDemoDrives } from './drives.ts';
import { seedDomainSessions } from './domain-sessions.ts';
import { seedDemoLedgers } from './admin-stats.ts';
import { insertDocuments, type SeedDocument } from './insert.ts';
import { at, HOUR } from './random.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserId, type DemoAccount } from './demo-accounts.ts';

/** How much of each generated collection the demo world holds (all above one 30-row page). */
export const DEMO_SIZES = {
  extraUsers: 120,
  extraDomains: 30,
  events: 60,
  plots: 50,
  buildings: 80,
  files: 40,
  witrequests: 60,
  stringmatches: 60,
  autotests: 40,
} as const;

/** Options of `seedDemo`. */
export interface SeedDemoOptions {
  /** The clock the world's dates are relative to (trial ends, event dates, timestamps); default: now. */
  now?: Date;
  /** The blob folder; when given, demo files get real bytes there and rows in `blobs`. */
  blobDir?: string;
}

interface Membership {
  domain_id: string;
  user_id: string;
  permissions: readonly string[];
}

interface DemoWorld {
  documents: Record<CollectionName, SeedDocument[]>;
  /** The users the ledgers are spread over: the role accounts and the generated users. */
  ledgerUsers: SeedDocument[];
  files: DemoFile[];
  memberships: Membership[];
}

/** Any concurrent seeder (another server instance on the same PostgreSQL) waits on this lock. */
const SEED_LOCK = 46_101_928;

/** Builds every document of the demo world in memory. */
export function buildDemoWorld(now: Date): DemoWorld {
  const roleUsers = ROLE_ACCOUNTS.map((account, index) => demoUserDocument(account, index, now));
  const stateUsers = [
    ...STATE_ACCOUNTS.map((account, index) => demoUserDocument(account, ROLE_ACCOUNTS.length + index, now)),
    ...DEMO_TWINS.map((twin, index) => demoTwinDocument(twin, index, now)),
  ];
  const extraUsers = generatedUsers(now, DEMO_SIZES.extraUsers);
  const owner = demoUserId('owner@demo.test');

  const demoDomainDocs: SeedDocument[] = demoDomains(now).map((domain, index) => ({
    id: domainId(domain.uri),
    uri: domain.uri,
    name: domain.name,
    type: 'domain',
    owner,
    plan: domain.plan,
    domainaccess: domain.domainaccess,
    buildingaccess: domain.plan.type === 'business' || domain.plan.type === 'enterprise',
    created: at(now, -(300 - index * 10) * 24 * HOUR),
    timestamp: at(now, -index * HOUR),
  }));
  const stateDomainDocs: SeedDocument[] = stateDomains(now).map((domain, index) => ({
    id: domainId(domain.uri),
    uri: domain.uri,
    name: domain.name,
    type: 'domain',
    owner: stateDomainOwnerId(domain),
    plan: domain.plan,
    domainaccess: domain.domainaccess,
    buildingaccess: false,
    created: at(now, -(90 - index * 10) * 24 * HOUR),
    timestamp: at(now, -(index + 1) * 24 * HOUR),
  }));
  const extraDomainDocs = generatedDomains(now, extraUsers, DEMO_SIZES.extraDomains);
  const asWorld = (doc: SeedDocument): WorldDomain => ({
    id: doc.id,
    uri: String(doc.uri),
    owner: String(doc.owner),
  });
  const demo = demoDomainDocs.map(asWorld);
  const all = [...demo, ...extraDomainDocs.map(asWorld)];
  const states = stateDomainDocs.map(asWorld);

  const locations = generatedLocations(now, all, demo);
  const testers = [demoUserId('tester@demo.test'), ...extraUsers.slice(0, 3).map((user) => user.id)];
  const fileOwners = [owner, demoUserId('developer@demo.test'), demoUserId('member@demo.test')].concat(
    extraUsers.slice(0, 10).map((user) => user.id),
  );
  const files = generatedFiles(now, fileOwners, DEMO_SIZES.files);

  const memberships: Membership[] = [
    ...[...all, ...states].map((domain) => ({
      domain_id: domain.id,
      user_id: domain.owner,
      permissions: OWNER_PERMISSIONS,
    })),
    // The developer team manages Demo Developer, where its Members page shows the developer members list.
    ...DEVELOPER_TEAM_ACCOUNTS.map((account) => ({
      domain_id: domainId('demo-developer'),
      user_id: demoUserId(account.email),
      permissions: DEMO_MEMBER_ROLES['manager@demo.test'],
    })),
    ...demo.flatMap((domain) =>
      Object.entries(DEMO_MEMBER_ROLES).map(([email, permissions]) => ({
        domain_id: domain.id,
        user_id: demoUserId(email),
        permissions,
      })),
    ),
  ];

  const buildings = generatedBuildings(now, DEMO_SIZES.buildings);
  return {
    documents: {
      users: [...roleUsers, ...stateUsers, ...extraUsers],
      domains: [...demoDomainDocs, ...stateDomainDocs, ...extraDomainDocs],
      // The state metaverses' home and map come last, so the generated rest stays as it was.
      locations: [...locations, ...generatedLocations(now, states, [])],
      events: generatedEvents(now, demo, DEMO_SIZES.events),
      plots: generatedPlots(now, demo, DEMO_SIZES.plots, buildings),
      buildings: [...buildings, postcodeBuilding(now)],
      files: files.map((file) => file.document),
      witrequests: generatedWitRequests(now, demo, DEMO_SIZES.witrequests),
      stringmatches: generatedStringMatches(now, DEMO_SIZES.stringmatches),
      autotests: generatedAutotests(
        now,
        testers,
        locations.map((location) => location.path),
        DEMO_SIZES.autotests,
      ),
    },
    ledgerUsers: [...roleUsers, ...extraUsers],
    files,
    memberships,
  };
}

async function hasUsers(db: Queryable): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM users LIMIT 1');
  return result.rows.length > 0;
}

/**
 * Seeds the demo world when the users table is empty.
 * @returns whether it seeded (false when there already were users)
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const now = options.now ?? new Date();
  const world = buildDemoWorld(now);
  // scrypt is slow on purpose; hash before the transaction so it holds no lock meanwhile.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  if (options.blobDir) {
    for (const file of world.files) writeBlob(options.blobDir, String(file.document.blob), file.bytes);
  }

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasUsers(tx)) return false;
    for (const [collection, documents] of Object.entries(world.documents) as [
      CollectionName,
      SeedDocument[],
    ][]) {
      await insertDocuments(tx, collection, documents);
    }
    await seedDemoLedgers(tx, world.ledgerUsers, now);
    const identities = [
      ...DEMO_ACCOUNTS.map((account, index) => ({
        provider: 'local',
        subject: demoSubject(account.email),
        user_id: demoUserId(account.email),
        email: account.email,
        password_hash: hashes[index],
      })),
      ...DEMO_TWINS.map((twin) => ({
        ...demoTwinIdentity(twin),
        user_id: demoTwinId(twin),
        password_hash: null,
      })),
    ];
    await tx.query(
      `INSERT INTO identities (provider, subject, user_id, email, password_hash, created)
       SELECT i->>'provider', i->>'subject', i->>'user_id', i->>'email', i->>'password_hash', $2::timestamptz
       FROM jsonb_array_elements($1::jsonb) AS i`,
      [JSON.stringify(identities), now.toISOString()],
    );
    await tx.query(
      `INSERT INTO memberships (domain_id, user_id, permissions, created)
       SELECT m->>'domain_id', m->>'user_id', ARRAY(SELECT jsonb_array_elements_text(m->'permissions')), $2::timestamptz
       FROM jsonb_array_elements($1::jsonb) AS m`,
      [JSON.stringify(world.memberships), now.toISOString()],
    );
    if (options.blobDir) {
      await tx.query(
        `INSERT INTO blobs (id, content_type, size, created)
         SELECT b->>'id', b->>'content_type', (b->>'size')::bigint, $2::timestamptz
         FROM jsonb_array_elements($1::jsonb) AS b
         ON CONFLICT (id) DO NOTHING`,
        [
          JSON.stringify(
            world.files.map((file) => ({
              id: file.document.blob,
              content_type: file.contentType,
              size: file.bytes.length,
            })),
          ),
          now.toISOString(),
        ],
      );
    }
    await seedAdminRecords(tx, options.blobDir);
    await seedMissionEvents(tx, now);
    await seedAdminUsers(tx, now);
    await seedHomeOffers(tx, now);
    await seedAdminPages(tx, now, options.blobDir);
    await seedDemoSubscriptions(tx, now);
    await seedDemoDrives(tx, now, options.blobDir);
    await seedDomainSessions(tx, now, world);
    await seedDemoMissions(tx, now, options.blobDir);
    await seedDemoMvbots(tx, options.blobDir);
    await seedAgentModuleTypes(tx, now);
    await reconcileDemoLedgers(tx);
    return true;
  });
}

/**
 * Makes the seeded ledgers read as a real one: each user's entries in time order (`seq`), each entry's balance
 * the previous one plus its amount, and the latest one the account's balance. The seed writes its ledgers
 * from several places with balances of their own; this rewrites them backwards from the account's balance.
 */
export async function reconcileDemoLedgers(q: Queryable): Promise<void> {
  // New numbers above every current one, so no two entries of a user share one while they are renumbered.
  await q.query(
    `UPDATE inventory_transactions t SET seq = o.top + o.n
     FROM (SELECT id, row_number() OVER (ORDER BY ts, id) AS n,
                  (SELECT coalesce(max(seq), 0) FROM inventory_transactions) AS top
           FROM inventory_transactions) o
     WHERE o.id = t.id`,
  );
  await q.query(
    `SELECT setval('inventory_transactions_seq', (SELECT coalesce(max(seq), 0) FROM inventory_transactions) + 1, false)`,
  );
  await q.query(
    `UPDATE inventory_transactions t SET newcurrency = r.balance
     FROM (SELECT it.id,
                  coalesce((u.doc->>'currency')::bigint, 0) - coalesce(sum(it.added) OVER (
                    PARTITION BY it.user_id ORDER BY it.seq DESC
                    ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
           FROM inventory_transactions it JOIN users u ON u.id = it.user_id) r
     WHERE r.id = t.id`,
  );
}
