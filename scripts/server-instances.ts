/**
 * Several real app instances on ONE PostgreSQL database, as a deployment behind a load balancer runs them: each
 * instance is its own server process with its own data folder (so nothing is shared through a disk), all of
 * them open the same `DATABASE_URL` and sign sessions with the same `SESSION_SECRET`; whatever else they must
 * share (an S3 bucket, a key) comes in `env`. The first instance starts alone (it migrates, and seeds with
 * `DEMO=1`), the others after it. `stop` stops every instance, drops the database and removes the folders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** The secret the instances of one deployment share (the tests' own; a deployment sets its own). */
export const SHARED_SESSION_SECRET = 'one-secret-of-this-several-instance-deployment';

export interface InstancesOptions {
  /** One port per instance. */
  ports: readonly number[];
  /** The one database every instance opens, and how to drop it afterwards. */
  database: { databaseUrl?: string; drop(): Promise<void> };
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  /** How long one instance may take to migrate and seed on a busy machine. */
  startLimitMs?: number;
}

export interface Instances {
  servers: ServerProcess[];
  /** Each instance's data folder (a job worker sharing an instance's disk is given its folder). */
  dataDirs: string[];
  /** Stops every instance, drops the database and removes the data folders. */
  stop(): Promise<void>;
}

export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const { databaseUrl } = options.database;
  if (!databaseUrl) throw new Error('Several instances need a PostgreSQL database (DATABASE_URL).');
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await options.database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of options.ports) {
      const dataDir = mkdtempSync(join(tmpdir(), 'multiverse-instance-'));
      dataDirs.push(dataDir);
      servers.push(
        await startServerProcess({
          port,
          startLimitMs: options.startLimitMs,
          env: {
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            SESSION_SECRET: SHARED_SESSION_SECRET,
            ...options.env,
          },
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, dataDirs, stop };
}
