import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../db/collections.ts';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { verifyPassword } from '../lib/password.ts';
import { sniffImageType } from '../lib/sniff.ts';
import { buildingPostcode } from '../../common/postcode.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIZES, demoUserId, seedDemo } from './demo.ts';
import { DEMO_POSTCODE, generatedBuildings } from './demo-world.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;

let first: Db;
let second: Db;
let blobDir: string;
let seeded: [boolean, boolean];

const databases: TestDatabase[] = [];

async function fresh(): Promise<Db> {
  const test = await openTestDatabase();
  databases.push(test);
  return test.db;
}

async function dump(db: Db, table: string): Promise<unknown[]> {
  return (await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
}

type Doc = Record<string, unknown> & { id: string };

async function docs(db: Db, collection: string): Promise<Doc[]> {
  return (await db.query<{ doc: Doc }>(`SELECT doc FROM ${collection} ORDER BY id`)).rows.map(
    (row) => row.doc,
  );
}

beforeAll(async () => {
  blobDir = mkdtempSync(join(tmpdir(), 'seed-blobs-'));
  [first, second] = await Promise.all([fresh(), fresh()]);
  // Both with a blob folder: records that point at blobs (files, recordings) are only seeded with their bytes.
  seeded = [await seedDemo(first, { now: NOW, blobDir }), await seedDemo(second, { now: NOW, blobDir })];
});

afterAll(async () => {
  await Promise.all(databases.map((test) => test.dispose()));
  rmSync(blobDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('seeds an empty database once', async () => {
    expect(seeded).toEqual([true, true]);
    const before = await dump(first, 'collection_counts');
    expect(await seedDemo(first, { now: new Date() })).toBe(false);
    expect(await dump(first, 'collection_counts')).toEqual(before);
  });

  it('is deterministic: two fresh databases hold the same world', async () => {
    for (const collection of COLLECTIONS) {
      expect(await docs(second, collection)).toEqual(await docs(first, collection));
    }
    expect(await dump(second, 'memberships')).toEqual(await dump(first, 'memberships'));
    const identities = 'SELECT provider, subject, user_id, email FROM identities ORDER BY subject';
    expect((await second.query(identities)).rows).toEqual((await first.query(identities)).rows);
  });

  it('fills every collection beyond one page, with exact counts', async () => {
    const counts = await first.query<{ collection: string; n: number }>(
      'SELECT collection, n FROM collection_counts',
    );
    expect(counts.rows).toHaveLength(COLLECTIONS.length);
    for (const { collection, n } of counts.rows) {
      expect(n, collection).toBeGreaterThanOrEqual(31);
      const actual = await first.query<{ n: number }>(`SELECT count(*) AS n FROM ${collection}`);
      expect(actual.rows[0].n, collection).toBe(n);
    }
  });

  it('stores well-formed documents', async () => {
    for (const collection of COLLECTIONS) {
      for (const doc of await docs(first, collection)) {
        expect(doc.id, collection).toMatch(/^[0-9a-f]{24}$/);
        expect(new Date(String(doc.created)).toISOString()).toBe(doc.created);
        expect(new Date(String(doc.timestamp)).toISOString()).toBe(doc.timestamp);
        expect(Date.parse(String(doc.timestamp))).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('creates the demo accounts with their permissions and a working password', async () => {
    const users = await docs(first, 'users');
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((candidate) => candidate.id === demoUserId(account.email));
      expect(user, account.email).toBeDefined();
      expect(user?.nickname).toBe(account.nickname);
      expect(user?.permissions).toEqual(account.permissions);
      const identity = await first.query<{ subject: string; password_hash: string; user_id: string }>(
        `SELECT subject, password_hash, user_id FROM identities WHERE provider = 'local' AND email = $1`,
        [account.email],
      );
      expect(identity.rows).toHaveLength(1);
      expect(identity.rows[0].user_id).toBe(user?.id);
      expect(identity.rows[0].subject).toMatch(/^[0-9a-f]{24}$/);
      expect(user?.auth0userid).toBe(account.user?.auth0userid ?? `auth0|${identity.rows[0].subject}`);
      expect(await verifyPassword(DEMO_PASSWORD, identity.rows[0].password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', identity.rows[0].password_hash)).toBe(false);
    }
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'superuser@demo.test',
      'admin@demo.test',
      'developer@demo.test',
      'tester@demo.test',
      'owner@demo.test',
      'manager@demo.test',
      'host@demo.test',
      'member@demo.test',
      'social@demo.test',
      'gamer@demo.test',
      'pastdue@demo.test',
      'trial@demo.test',
      'newcomer@demo.test',
      'headsettwin@demo.test',
      'paidtwin@demo.test',
      'noemail@demo.test',
      'mergetwin@demo.test',
      'devteam1@demo.test',
      'devteam2@demo.test',
      'devteam3@demo.test',
      'devteam4@demo.test',
    ]);
  });

  it('gives the owner a metaverse on every plan, with the other demo roles as members', async () => {
    const domains = await docs(first, 'domains');
    const byUri = (uri: string) => domains.find((domain) => domain.uri === uri);
    const owner = demoUserId('owner@demo.test');
    expect(byUri('demo-free')).toMatchObject({
      owner,
      domainaccess: 'public',
      plan: { type: 'free', plan: 'free', activated: true },
    });
    expect(byUri('demo-trial')).toMatchObject({
      domainaccess: 'invite_only',
      plan: {
        type: 'premium',
        plan: 'premium-trial',
        activated: true,
        trialend: new Date(+NOW + 3 * DAY).toISOString(),
      },
    });
    expect(byUri('demo-expired')).toMatchObject({
      plan: { plan: 'premium-trial', activated: false, trialend: new Date(+NOW - 2 * DAY).toISOString() },
    });
    expect(byUri('demo-premium')).toMatchObject({ domainaccess: 'public', plan: { plan: 'premium-stripe' } });
    expect(byUri('demo-business')).toMatchObject({ plan: { type: 'business', plan: 'business-stripe' } });
    expect(byUri('demo-enterprise')).toMatchObject({
      plan: { type: 'enterprise', plan: 'enterprise-custom' },
    });

    const memberships = await first.query<{ uri: string; email: string | null; permissions: string[] }>(
      `SELECT d.doc->>'uri' AS uri, u.doc->>'email' AS email, m.permissions
       FROM memberships m JOIN domains d ON d.id = m.domain_id JOIN users u ON u.id = m.user_id
       WHERE d.doc->>'uri' LIKE 'demo-%' ORDER BY 1, 2`,
    );
    const roles = Object.fromEntries(
      memberships.rows
        .filter((row) => row.uri === 'demo-business')
        .map((row) => [row.email, row.permissions]),
    );
    expect(roles).toEqual({
      'owner@demo.test': ['manage_domain', 'host'],
      'manager@demo.test': ['manage_domain'],
      'host@demo.test': ['host'],
      'member@demo.test': [],
    });
    // The owner's six metaverses with four members each, the state accounts' six with their owner, and the
    // developer team's four managers of Demo Developer.
    expect(memberships.rows).toHaveLength(6 * 4 + 6 + 4);
    expect(
      memberships.rows.filter((row) => row.uri === 'demo-developer' && row.email?.startsWith('devteam')),
    ).toHaveLength(4);
  });

  it('puts home and map in every metaverse', async () => {
    const domains = await docs(first, 'domains');
    const paths = new Set((await docs(first, 'locations')).map((location) => location.path));
    for (const domain of domains) {
      expect(paths.has(`${domain.uri}/locations/home`), String(domain.uri)).toBe(true);
      expect(paths.has(`${domain.uri}/locations/map`), String(domain.uri)).toBe(true);
    }
  });

  it('varies events, buildings and the other collections', async () => {
    const events = await docs(first, 'events');
    expect(events.some((event) => Date.parse(String(event.startdate)) < +NOW)).toBe(true);
    expect(events.some((event) => Date.parse(String(event.startdate)) > +NOW)).toBe(true);
    expect(new Set(events.map((event) => event.published))).toEqual(new Set([true, false]));
    expect(new Set(events.map((event) => event.oculussubmission))).toEqual(
      new Set([undefined, 'submitted', 'accepted', 'refused']),
    );
    const buildings = await docs(first, 'buildings');
    expect(buildings.some((building) => Number(building.cellx) < 2147483647)).toBe(true);
    expect(buildings.some((building) => Number(building.cellx) > 2147483647)).toBe(true);
    expect(buildings.some((building) => Number(building.celly) < 2147483647)).toBe(true);
    expect(buildings.some((building) => Number(building.celly) > 2147483647)).toBe(true);
  });

  it('has one named building at N1-E2-3-4, leaving the generated buildings and their plots as they were', async () => {
    const buildings = await docs(first, 'buildings');
    const atPostcode = buildings.filter((building) => buildingPostcode(building) === DEMO_POSTCODE);
    expect(atPostcode.map((building) => building.name)).toEqual(['Harbour Post Office']);
    const generated = generatedBuildings(NOW, DEMO_SIZES.buildings);
    expect(buildings).toHaveLength(generated.length + 1);
    const plots = await docs(first, 'plots');
    for (const [i, building] of generated.slice(0, DEMO_SIZES.plots).entries()) {
      const plot = plots.find((p) => p.nickname === `Plot ${i + 1}`);
      expect(plot && buildingPostcode(plot), `Plot ${i + 1}`).toBe(buildingPostcode(building));
    }
  });

  it('gives the featured metaverses and places generated pictures, stored as blobs', async () => {
    const { rows } = await first.query<{ value: { featured: string[] } }>(
      `SELECT value FROM admin_settings WHERE key = 'featured'`,
    );
    const featured = new Set(rows[0].value.featured);
    const pictured = [...(await docs(first, 'domains')), ...(await docs(first, 'locations'))].filter(
      (doc) => featured.has(doc.id) && doc.bannerblob,
    );
    expect(pictured).toHaveLength(4);
    for (const doc of pictured) {
      for (const field of ['discoveryiconblob', 'discoverybannerblob', 'bannerblob']) {
        const blob = String(doc[field]);
        expect(sniffImageType(readFileSync(join(blobDir, blob.slice(0, 2), blob))), field).toBe('image/png');
      }
    }
  });

  it('stores the bytes of demo files in the blob folder', async () => {
    const files = await docs(first, 'files');
    const blobs = await first.query<{ id: string; content_type: string; size: number }>(
      'SELECT * FROM blobs',
    );
    expect(blobs.rows.length).toBeGreaterThan(0);
    for (const file of files) {
      const blob = String(file.blob);
      const bytes = readFileSync(join(blobDir, blob.slice(0, 2), blob));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(blob);
      expect(bytes.length).toBe(file.size);
      const row = blobs.rows.find((candidate) => candidate.id === blob);
      expect(row).toMatchObject({ content_type: file.mimetype, size: bytes.length });
      if (file.mimetype === 'image/png') expect(sniffImageType(bytes)).toBe('image/png');
    }
    const ids = 'SELECT id, content_type, size FROM blobs ORDER BY id';
    expect((await second.query(ids)).rows).toEqual((await first.query(ids)).rows);
  });
});
