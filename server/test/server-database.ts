/**
 * A database of its own for a real server process (crash and restart tests, several instances): on the
 * PostgreSQL of `serverUrl` (by default DATABASE_URL) a fresh, empty database that `drop` removes; without one
 * none, and the server opens PGlite in its data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';

export interface ServerDatabase {
  /** The fresh database's URL, or undefined on PGlite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function freshServerDatabase(
  prefix: string,
  serverUrl = process.env.DATABASE_URL,
): Promise<ServerDatabase> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A real server on data of its own (a data folder, and on the PostgreSQL of DATABASE_URL a fresh database) that
 * a process-level test starts, kills and starts again on the same data. `basePort` is taken on PGlite and the
 * port after it on PostgreSQL, so the suite's two runs never share one. `close()` (in `afterAll`) ends the
 * server and removes its data.
 */
export function serverOnOwnData(name: string, basePort: number) {
  const port = basePort + (process.env.DATABASE_URL ? 1 : 0);
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  let database: ServerDatabase | undefined;
  let current: ServerProcess | undefined;
  return {
    /** Starts the server (the first start makes the database); the one started before must have ended. */
    async start(): Promise<ServerProcess> {
      database ??= await freshServerDatabase(name.replace(/\W/g, '_'));
      current = await startServerProcess({
        port,
        env: {
          DATA_DIR: dataDir,
          DEMO: '1',
          ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
        },
      });
      return current;
    },
    async close(): Promise<void> {
      await current?.kill();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
