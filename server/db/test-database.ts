/**
 * A fresh, empty database for a test: in-memory PGlite by default, or — when TEST_DATABASE_URL is set — a
 * throwaway schema in that PostgreSQL, so the same tests prove the SQL on both engines.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from './connection.ts';

/** A test database and how to get rid of it. */
export interface TestDatabase {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the schema. */
  dispose(): Promise<void>;
}

/** Opens a fresh database (not migrated). */
export async function openTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase> {
  const url = env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDb({ dataDir: 'memory://' });
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The extension lives in public once for all test schemas; dropping a schema must not take it along.
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch((error: unknown) => {
      // Parallel test files may race to create it; losing that race is fine.
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42710') throw error;
    });
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDb({ databaseUrl: scoped.toString() });
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
