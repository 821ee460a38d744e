/**
 * Applies the numbered SQL files in `./migrations` (`NNN_name.sql`) in order, each in its own transaction,
 * and records them in `schema_migrations`. Safe to run from several server instances at once: each migration
 * takes a transaction-scoped advisory lock and re-checks whether another instance applied it meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './connection.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant shared by every instance of this server; only migrations use it. */
const MIGRATION_LOCK = 46_101_927;

/** A migration file found on disk. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files, sorted by version. Two files with one version number are a packaging error. */
export function loadMigrations(): Migration[] {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => FILE_PATTERN.test(file))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const version = file.slice(0, 3);
    if (seen.has(version)) throw new Error(`Two migrations share version ${version}`);
    seen.add(version);
    return {
      version,
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'),
    };
  });
}

/**
 * Brings the schema up to date.
 * @returns the names of the migrations applied by this call (empty when already current).
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of loadMigrations()) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
