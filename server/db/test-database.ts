/**
 * Test databases. The schema is migrated — and the demo world seeded — once per test run into templates
 * (`createDatabaseTemplates`, called by the test runner's global set-up); each test file then starts from a
 * copy: on embedded PGlite an in-memory database loaded from the template's data directory image, on
 * PostgreSQL (`TEST_DATABASE_URL` for database tests, `DATABASE_URL` for API tests) a new database created
 * with `CREATE DATABASE … TEMPLATE` and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { openDb, type Db } from './connection.ts';
import { migrate } from './migrate.ts';

/** What a test database starts as: empty (not migrated), migrated, or migrated with the demo world. */
export type TestDatabaseStart = 'empty' | 'migrated' | 'demo';

/** The templates of one test run; plain data, handed from the global set-up to the test files. */
export interface DatabaseTemplates {
  /** The PostgreSQL server the templates live on; absent on PGlite. */
  serverUrl?: string;
  /** Per start: a PGlite image file, or a PostgreSQL template database name. */
  migrated: string;
  demo: string;
  /** The demo world's file blobs, copied into each test app's blob folder. */
  demoBlobDir: string;
  /** Folder holding the images and blobs, removed by `dropDatabaseTemplates`. */
  workDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** A test database and how to get rid of it. */
export interface TestDatabase {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** Where a copy of a template is, for an app to open it itself. */
export interface TestDatabaseSource {
  /** PostgreSQL: the copy's URL. */
  databaseUrl?: string;
  /** PGlite: the image an in-memory database starts from. */
  image?: Blob;
  /** Drops the copy (PostgreSQL); nothing to do on PGlite. */
  drop(): Promise<void>;
}

/** Runs `statement` on the server's maintenance connection. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const OBJECT_IN_USE = '55006';

/** `CREATE DATABASE … TEMPLATE`, retried while another copy of the same template is being made. */
async function copyDatabase(serverUrl: string, template: string | null, name: string): Promise<void> {
  const statement = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Migrates once into a `migrated` template, then seeds the demo world (blobs into `workDir`) into a `demo`
 * template. `serverUrl` selects PostgreSQL; without it the templates are PGlite images in `workDir`.
 */
export async function createDatabaseTemplates(serverUrl?: string): Promise<DatabaseTemplates> {
  const workDir = mkdtempSync(join(tmpdir(), 'test-db-templates-'));
  const demoBlobDir = join(workDir, 'blobs');
  mkdirSync(demoBlobDir);
  if (!serverUrl) {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(db);
      const migrated = join(workDir, 'migrated.tar');
      writeFileSync(migrated, Buffer.from(await (await db.dumpImage!()).arrayBuffer()));
      await seedDemo(db, { blobDir: demoBlobDir });
      const demo = join(workDir, 'demo.tar');
      writeFileSync(demo, Buffer.from(await (await db.dumpImage!()).arrayBuffer()));
      return { migrated, demo, demoBlobDir, workDir };
    } finally {
      await db.close();
    }
  }
  const run = randomBytes(4).toString('hex');
  const templates = {
    serverUrl,
    migrated: `tmpl_${run}_migrated`,
    demo: `tmpl_${run}_demo`,
    demoBlobDir,
    workDir,
  };
  await copyDatabase(serverUrl, null, templates.migrated);
  const migratedDb = await openDb({ databaseUrl: databaseUrl(serverUrl, templates.migrated) });
  try {
    await migrate(migratedDb);
  } finally {
    await migratedDb.close();
  }
  await copyDatabase(serverUrl, templates.migrated, templates.demo);
  const demoDb = await openDb({ databaseUrl: databaseUrl(serverUrl, templates.demo) });
  try {
    await seedDemo(demoDb, { blobDir: demoBlobDir });
  } finally {
    await demoDb.close();
  }
  return templates;
}

/** Removes the templates (at the end of the run). */
export async function dropDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  rmSync(templates.workDir, { recursive: true, force: true });
  const { serverUrl } = templates;
  if (!serverUrl) return;
  for (const name of [templates.demo, templates.migrated]) {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const images = new Map<string, Blob>();

/**
 * A fresh copy of a template (`empty` copies nothing: a new, unmigrated database), to open with `openDb`
 * or to hand to an app. Must be on the same engine as the templates (`templates.serverUrl`).
 */
export async function copyTemplate(
  templates: DatabaseTemplates,
  start: TestDatabaseStart,
): Promise<TestDatabaseSource> {
  const { serverUrl } = templates;
  if (!serverUrl) {
    if (start === 'empty') return { drop: async () => undefined };
    const file = templates[start];
    let image = images.get(file);
    if (!image) {
      image = new Blob([readFileSync(file)]);
      images.set(file, image);
    }
    return { image, drop: async () => undefined };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await copyDatabase(serverUrl, start === 'empty' ? null : templates[start], name);
  return {
    databaseUrl: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Copies the demo world's blobs into a test app's blob folder. */
export function copyDemoBlobs(templates: DatabaseTemplates, blobDir: string): void {
  cpSync(templates.demoBlobDir, blobDir, { recursive: true });
}

/** The templates the global set-up made for this run (`vitest.config.ts` lists it for the db and api projects). */
export function runTemplates(): DatabaseTemplates {
  const templates = inject('databaseTemplates');
  if (!templates) {
    throw new Error('No test database templates: run database tests in the "db" or "api" test project.');
  }
  return templates;
}

/** Opens a fresh database: a copy of this run's `migrated` template unless told otherwise. */
export async function openTestDatabase(start: TestDatabaseStart = 'migrated'): Promise<TestDatabase> {
  const source = await copyTemplate(runTemplates(), start);
  const db = await openDb(source.databaseUrl ? { databaseUrl: source.databaseUrl } : { image: source.image });
  return {
    db,
    async dispose() {
      await db.close();
      await source.drop();
    },
  };
}
