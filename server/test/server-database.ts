/**
 * A database of its own for a real server process (crash and restart tests, several instances): on the
 * PostgreSQL of `serverUrl` (by default DATABASE_URL) a fresh, empty database that `drop` removes; without one
 * none, and the server opens PGlite in its data folder.
 */
import pg from 'pg';

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
