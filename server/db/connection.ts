/**
 * One database interface over two engines: embedded PGlite (default, persisted in a folder or in memory)
 * and a real PostgreSQL through `pg.Pool` when a connection URL is given. The SQL is the same on both.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inBackground } from '../lib/background.ts';
import { createStatementScheduler, type Lane } from './statement-scheduler.ts';

/** A database handle. Values are parsed the same way on both engines (see `openDb`). */
export interface Db {
  kind: 'pglite' | 'postgres';
  /** One statement with `$1…` parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs `fn` atomically: committed when it resolves, rolled back when it throws.
   * Inside `fn` use only `tx`; calling `db.query` there would wait forever on PGlite's single connection.
   */
  transaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  /** A script of several statements without parameters (migrations, VACUUM). */
  exec(sql: string): Promise<void>;
  /** A script of several statements without parameters, answering the last statement's rows (the job queue's). */
  script<T>(sql: string): Promise<{ rows: T[] }>;
  /**
   * Listens for notifications on `channel` (LISTEN/NOTIFY): on PGlite in this process, on PostgreSQL through a
   * dedicated connection. Answers a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The same database for bulk reads: list pages, their counts, exports. On PGlite these queue behind other
   * statements (reads by key, writes), with bounded waiting; on PostgreSQL they have a small pool of their own.
   */
  bulk: Queryable;
  /** PGlite only: the whole data directory as a tarball, which `openDb({ image })` starts from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

/** What repositories need: run a statement, inside or outside a transaction. */
export type Queryable = Pick<Db, 'query'>;

/** Where bulk reads of `q` go: its `bulk` on a database, the transaction itself inside one. */
export function bulkReads(q: Queryable): Queryable {
  return (q as Partial<Pick<Db, 'bulk'>>).bulk ?? q;
}

/** The handle given to a transaction callback; `exec` is there for multi-statement migration scripts. */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

/** Where the data lives: `databaseUrl` selects PostgreSQL, otherwise PGlite in `dataDir` (`memory://` = in memory). */
export interface DbOptions {
  databaseUrl?: string;
  /**
   * PostgreSQL only: the connections of the pool for bulk reads (`db.bulk`), apart from the pool of 10 for
   * everything else (default 2).
   */
  bulkConnections?: number;
  dataDir?: string;
  /** A PGlite data directory image (`dumpDataDir`) an in-memory database starts from (tests). */
  image?: Blob;
}

/**
 * Opens the database. PGlite is the default (folder `dataDir`, created if missing; `memory://` for tests)
 * and loads pg_trgm; with `databaseUrl` a `pg.Pool` is used.
 * Both engines return jsonb as objects, text[] as arrays, timestamptz as Date and bigint as number
 * (counts and sizes stay far below 2^53).
 */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.bulkConnections ?? BULK_CONNECTIONS);
  const dataDir = options.dataDir ?? 'memory://';
  return openPglite(dataDir, options.image);
}

/**
 * On PGlite every statement runs on the one connection, inside this process's event loop. The scheduler decides
 * the order: bulk reads (`db.bulk`) and any statement whose recent runs took 5 ms or more wait behind short ones
 * such as the reads by id of other requests, but never behind more than 8 in a row.
 */
const PGLITE_SCHEDULING = { longMs: 5, maxBypass: 8 } as const;

/** A job's statements go in the scheduler's background lane; a request's are placed by their cost. */
const backgroundLane = (): Lane | undefined => (inBackground() ? 'background' : undefined);

/**
 * PGlite's shared buffers, by the size of the database. PostgreSQL's default (128 MB) is allocated and touched when
 * PGlite opens, so it is resident from the first moment whatever the database holds. A small database (the demo
 * world's is about 70 MiB on disk) gets 32 MB: what it reads often fits, and the rest comes from the operating
 * system's file cache, which the machine shares and can take back. A larger one keeps the default, which its deep
 * pages and searches need (100,000 users: search 3–4 times slower with 32 MB; ADR 0019).
 */
const SMALL_DATABASE_BYTES = 256 * 1024 * 1024;
const SMALL_DATABASE_SHARED_BUFFERS = '32MB';
const LARGE_DATABASE_SHARED_BUFFERS = '128MB';

/** Bytes of the files under `dir` (0 when it does not exist yet). */
function folderBytes(dir: string): number {
  let total = 0;
  const entries = (() => {
    try {
      return readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
  })();
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** The `shared_buffers` PGlite opens `dataDir` with. */
export function sharedBuffersFor(dataDir: string): string {
  const small = dataDir.startsWith('memory://') || folderBytes(dataDir) < SMALL_DATABASE_BYTES;
  return small ? SMALL_DATABASE_SHARED_BUFFERS : LARGE_DATABASE_SHARED_BUFFERS;
}

async function openPglite(dataDir: string, image?: Blob): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersFor(dataDir)}`],
    ...(image && { loadDataDir: image }),
  });
  const scheduler = createStatementScheduler(PGLITE_SCHEDULING);
  const wrapTx = (tx: PGliteTransaction): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await scheduler.run(sql, () => db.query<T>(sql, params), backgroundLane());
      return { rows: result.rows };
    },
    bulk: {
      async query<T>(sql: string, params?: unknown[]) {
        const result = await scheduler.run(sql, () => db.query<T>(sql, params), backgroundLane() ?? 'long');
        return { rows: result.rows };
      },
    },
    transaction<R>(fn: (tx: Transaction) => Promise<R>) {
      return scheduler.run(undefined, () => db.transaction((tx) => fn(wrapTx(tx))), backgroundLane());
    },
    async exec(sql: string) {
      await scheduler.run(sql, () => db.exec(sql), backgroundLane());
    },
    async script<T>(sql: string) {
      const results = await scheduler.run(sql, () => db.exec(sql), backgroundLane());
      return { rows: (results.at(-1)?.rows ?? []) as T[] };
    },
    async listen(channel: string, handler: (payload: string) => void) {
      const stop = await scheduler.run(undefined, () => db.listen(channel, handler));
      return async () => {
        await scheduler.run(undefined, () => stop());
      };
    },
    dumpImage: () => scheduler.run(undefined, () => db.dumpDataDir('none')),
    close: () => scheduler.run(undefined, () => db.close()),
  };
}

const INT8_OID = 20;

/** pg returns bigint as a string by default; PGlite returns a number. Align pg on PGlite. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** The connections of the PostgreSQL pool for bulk reads unless configured (DATABASE_BULK_CONNECTIONS). */
const BULK_CONNECTIONS = 2;

/** How long a lost LISTEN connection waits before listening again. */
const LISTEN_RETRY_MS = 1_000;

function openPostgres(connectionString: string, bulkConnections: number): Db {
  const pool = new pg.Pool({ connectionString, types: pgTypes });
  // An idle client losing its connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const wrapClient = (client: pg.PoolClient): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  // Bulk reads have a pool of their own, a small one: a read by id or a write never waits for a connection
  // behind list pages, and the database's cores are not all taken by long reads at once.
  const bulkPool = new pg.Pool({ connectionString, types: pgTypes, max: bulkConnections });
  bulkPool.on('error', () => undefined);
  const on =
    (p: pg.Pool) =>
    async <T>(sql: string, params?: unknown[]) => {
      const result = await p.query(sql, params);
      return { rows: result.rows as T[] };
    };
  const query = on(pool);
  return {
    kind: 'postgres',
    query,
    bulk: { query: on(bulkPool) },
    async transaction<R>(fn: (tx: Transaction) => Promise<R>) {
      const client = await pool.connect();
      // A client whose ROLLBACK failed is in an unknown state: destroy it instead of returning it to the pool.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async script<T>(sql: string) {
      // Several statements answer one result each; one statement answers a single result.
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as T[] };
    },
    async listen(channel: string, handler: (payload: string) => void) {
      // A notification arrives on the connection that listens, so it gets a connection of its own. When that
      // connection is lost (a restarted server, a dropped network), another one listens again a moment later;
      // what was notified in between is not heard.
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString, types: pgTypes });
        next.on('error', () => undefined);
        next.on('notification', (message) => {
          if (message.channel === channel) handler(message.payload ?? '');
        });
        next.on('end', () => {
          if (client !== next || stopped) return;
          client = null;
          again();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) await next.end().catch(() => undefined);
        else client = next;
      };
      const again = () => {
        retry = setTimeout(() => {
          if (!stopped) connect().catch(again);
        }, LISTEN_RETRY_MS);
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
    close: async () => void (await Promise.all([pool.end(), bulkPool.end()])),
  };
}
