import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './connection.ts';
import { loadMigrations } from './migrate.ts';
import { isNewPgliteFolder, prepareNewPglite } from './prepare.ts';

const root = mkdtempSync(join(tmpdir(), 'prepare-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prepareNewPglite', () => {
  it('creates, migrates and seeds a new folder in a child process, and leaves an existing one alone', async () => {
    const dataDir = join(root, 'db');
    expect(isNewPgliteFolder(dataDir)).toBe(true);
    const prepared = await prepareNewPglite({ dataDir, seed: true, blobDir: join(root, 'blobs') });
    expect(prepared).toEqual({ migrations: loadMigrations().map((m) => m.name), seeded: true });
    expect(isNewPgliteFolder(dataDir)).toBe(false);
    expect(await prepareNewPglite({ dataDir, seed: true })).toBeNull();
    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0].n).toBeGreaterThan(100);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('migrates without seeding when not asked, and never touches an in-memory database', async () => {
    const dataDir = join(root, 'bare');
    expect(await prepareNewPglite({ dataDir, seed: false })).toMatchObject({ seeded: false });
    expect(isNewPgliteFolder('memory://')).toBe(false);
    expect(await prepareNewPglite({ dataDir: 'memory://', seed: true })).toBeNull();
  }, 180_000);
});
