/**
 * API latency on a PGlite database of generated users (100,000 unless `--users N`): the first page of
 * /v2/admin/users (budget p95 20 ms), the page at 90 % by offset (100 ms) newest first and by name, the page after it by Next (30 ms),
 * a plain-word search and a search by one user's e-mail address (30 ms each), and one user by id while 10 clients page deep (10 ms); 200 sequential requests
 * each, plus the server's peak memory. The database is built once in `./data-bench` (or reused).
 *   npm run bench -- api                      the real server, signed in as admin@demo.test
 *   npx tsx scripts/bench/api.ts --direct     the repository layer in this process (no HTTP, no auth)
 *   npx tsx scripts/bench/api.ts --users 1000000 --data-dir DIR --port N [--only search]   (cases whose name has it)
 *   npx tsx scripts/bench/api.ts --database-url postgres://… [--users N]   the server on PostgreSQL instead
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCollectionsRepository, type ListOptions } from '../../server/db/collections.ts';
import { openDb } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';
import { largeUser, seedLarge } from '../../server/seed/large.ts';
import { stableId } from '../../server/seed/random.ts';
import { ADJECTIVES, NOUNS } from '../../server/seed/words.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, summarize } from './server.ts';

const DEFAULT_USERS = 100_000;
const SAMPLES = 200;
const WARM_UP = 20;
const WARM_UP_MS = 1000;
const DEFAULT_PORT = 18090;
const ADMIN_EMAIL = 'admin@demo.test';
const PAGE = 30;
/** Clients paging deep at the same time as the by-id case. */
const DEEP_CLIENTS = 10;

/** One list request: an offset page, or (when `cursor` is set) the page a Next/Prev cursor points at. */
export type ListRequest = ListOptions & { cursor?: string };

/** What a case needs of the API: the HTTP server or the repository layer in this process. */
export interface Client {
  list(request: ListRequest): Promise<{ documents: { id: string }[]; next?: string | null }>;
  get(id: string): Promise<void>;
}

export interface Case {
  name: string;
  budgetMs: number;
  /** Measures one sample `i` with `client` (the search word varies). */
  run(client: Client, i: number): Promise<unknown>;
  /** Work started before the samples and stopped after them (the clients paging deep). */
  background?(client: Client): () => Promise<void>;
}

/** Search words taken from the generated names; each matches about 2% of the generated users. */
const WORDS = [...NOUNS, ...ADJECTIVES].filter((word) => word.length >= 4);

const newestFirst = { sort: 'timestamp', order: -1 } as const;
/** A generated user's e-mail address depends on its number only; the date moves only its timestamps. */
const NOW = new Date();

async function listNonEmpty(client: Client, name: string, request: ListRequest) {
  const page = await client.list(request);
  if (page.documents.length === 0) throw new Error(`${name}: empty page`);
  return page;
}

/**
 * A client pressing Next from 90 % of the list on: with the reply's cursor when the API gives one, by offset
 * otherwise (the only way before keyset paging). Runs until stopped.
 */
function pageDeep(client: Client, users: number): () => Promise<void> {
  let stopped = false;
  const loop = async () => {
    let first = Math.floor(users * 0.9);
    let cursor: string | undefined;
    while (!stopped) {
      const page = await client.list({ first, count: PAGE, ...newestFirst, ...(cursor && { cursor }) });
      first += PAGE;
      cursor = page.next ?? undefined;
      if (page.documents.length < PAGE || first >= users) {
        first = Math.floor(users * 0.9);
        cursor = undefined;
      }
    }
  };
  const running = Array.from({ length: DEEP_CLIENTS }, loop);
  return async () => {
    stopped = true;
    await Promise.all(running);
  };
}

export function cases(users: number): Case[] {
  const deep = Math.floor(users * 0.9);
  let nextCursor: string | undefined;
  return [
    {
      name: 'first page',
      budgetMs: 20,
      run: (client) => listNonEmpty(client, 'first page', { first: 0, count: PAGE, ...newestFirst }),
    },
    {
      name: `offset ${deep}`,
      budgetMs: 100,
      run: (client) => listNonEmpty(client, 'deep offset', { first: deep, count: PAGE, ...newestFirst }),
    },
    {
      name: `offset ${deep} by name`,
      budgetMs: 100,
      // A jump deep into the list sorted by a field of the document (staff sort by name, then go to a page).
      run: (client) =>
        listNonEmpty(client, 'deep offset by name', { first: deep, count: PAGE, sort: 'name', order: 1 }),
    },
    {
      name: 'Next at 90 %',
      budgetMs: 30,
      // The page after the one at 90 %, the way the console's Next asks for it.
      run: async (client) => {
        if (nextCursor === undefined) {
          const page = await listNonEmpty(client, 'page at 90 %', {
            first: deep,
            count: PAGE,
            ...newestFirst,
          });
          nextCursor = page.next ?? '';
        }
        const request = nextCursor
          ? { first: deep + PAGE, count: PAGE, ...newestFirst, cursor: nextCursor }
          : { first: deep + PAGE, count: PAGE, ...newestFirst };
        await listNonEmpty(client, 'Next at 90 %', request);
      },
    },
    {
      name: 'plain-word search',
      budgetMs: 30,
      run: (client, i) =>
        listNonEmpty(client, 'search', {
          first: 0,
          count: PAGE,
          ...newestFirst,
          query: JSON.stringify({ $search: WORDS[i % WORDS.length] }),
        }),
    },
    {
      name: 'e-mail search',
      budgetMs: 30,
      // One user's whole address, as staff paste it into the search box (a different user each time).
      run: (client, i) =>
        listNonEmpty(client, 'e-mail search', {
          first: 0,
          count: PAGE,
          ...newestFirst,
          query: JSON.stringify({ $search: largeUser(1 + ((i * 104_729) % users), users, NOW).email }),
        }),
    },
    {
      name: `by id, ${DEEP_CLIENTS} paging deep`,
      budgetMs: 10,
      run: (client, i) => client.get(stableId('large-user', 1 + ((i * 7919) % users))),
      background: (client) => pageDeep(client, users),
    },
  ];
}

/**
 * Builds the benchmark database unless it already holds the generated users: PGlite in `<dataDir>/db`, or the
 * PostgreSQL of `databaseUrl` (the demo world's blobs still go to `<dataDir>/blobs`).
 */
export async function ensureDatabase(dataDir: string, users: number, databaseUrl?: string): Promise<void> {
  const db = await openDb({ databaseUrl, dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const last = await db.query('SELECT 1 FROM users WHERE id = $1', [stableId('large-user', users)]);
    if (last.rows.length > 0) {
      console.log(`reusing ${databaseUrl ? 'the PostgreSQL' : dataDir} (${users} generated users)`);
      return;
    }
    const started = performance.now();
    await seedLarge(db, { users });
    console.log(
      `seeded ${users} users into ${databaseUrl ? 'the PostgreSQL' : dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

/**
 * Times `run` sequentially after a warm-up; returns the durations in ms. The warm-up lasts at least
 * WARM_UP_MS too, so V8 has tiered up PGlite's WebAssembly before anything is measured.
 */
export async function sample(run: (i: number) => Promise<unknown>): Promise<number[]> {
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < WARM_UP || performance.now() < warmUntil; i += 1) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await run(i);
    durations.push(performance.now() - started);
  }
  return durations;
}

/** Measures every case with `client`. */
async function measure(
  client: Client,
  users: number,
  only?: string,
): Promise<{ kase: Case; durations: number[] }[]> {
  const results = [];
  for (const kase of cases(users).filter((c) => !only || c.name.includes(only))) {
    const stop = kase.background?.(client);
    try {
      results.push({ kase, durations: await sample((i) => kase.run(client, i)) });
    } finally {
      await stop?.();
    }
  }
  return results;
}

/** Prints one line per case and whether every p95 is within its budget. */
function report(results: { kase: Case; durations: number[] }[]): boolean {
  let ok = true;
  for (const { kase, durations } of results) {
    const { p50, p95, max } = summarize(durations);
    const pass = p95 <= kase.budgetMs;
    ok &&= pass;
    console.log(
      `${kase.name.padEnd(26)} p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  (budget p95 ${kase.budgetMs} ms) ${pass ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return ok;
}

function ownPeakRssMiB(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** Measures the repository layer in this process, on its own PGlite connection. */
async function benchDirect(dataDir: string, users: number, only?: string): Promise<boolean> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    const repository = createCollectionsRepository(db);
    const client: Client = {
      list: (request) => repository.list('users', request),
      get: async (id) => {
        if (!(await repository.get('users', id))) throw new Error(`by id: ${id} not found`);
      },
    };
    const results = await measure(client, users, only);
    console.log(`direct (repository layer, no HTTP), ${users} generated users:`);
    const ok = report(results);
    console.log(`peak RSS of this process (includes the build when it seeded): ${ownPeakRssMiB()} MiB`);
    return ok;
  } finally {
    await db.close();
  }
}

/** The user list and user-by-id calls of the server at `url`, signed in as the demo administrator. */
export async function productClient(url: string): Promise<Client> {
  const { headers } = await signInOverHttp(url, ADMIN_EMAIL, DEMO_PASSWORD);
  return {
    async list({ first, count, sort, order, query, cursor }) {
      const params = new URLSearchParams({
        first: String(first),
        count: String(count),
        sort,
        order: String(order),
      });
      if (typeof query === 'string') params.set('query', query);
      if (cursor) params.set('cursor', cursor);
      const response = await fetch(`${url}/v2/admin/users?${params}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`list: ${response.status} ${text}`);
      return JSON.parse(text) as { documents: { id: string }[]; next?: string | null };
    },
    async get(id) {
      const response = await fetch(`${url}/v2/admin/users/${id}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`by id: ${response.status} ${text}`);
    },
  };
}

/** Measures the real server over HTTP, signed in as the demo administrator. */
async function benchServer(
  dataDir: string,
  users: number,
  port: number,
  only?: string,
  databaseUrl?: string,
): Promise<boolean> {
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO: '1', ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    port,
  );
  try {
    const client = await productClient(server.url);
    const results = await measure(client, users, only);
    console.log(`server (HTTP on port ${port}, signed in as ${ADMIN_EMAIL}), ${users} generated users:`);
    const ok = report(results);
    console.log(`server peak RSS: ${server.peakRssMiB()} MiB`);
    return ok;
  } finally {
    await server.stop();
  }
}

/**
 * Runs the API benchmark; true when every p95 is within budget.
 * @param options.direct measure the repository layer in-process instead of the HTTP server
 * @param options.users how many generated users the database holds (default 100,000)
 */
export async function benchApi(
  options: {
    direct?: boolean;
    dataDir?: string;
    users?: number;
    port?: number;
    only?: string;
    databaseUrl?: string;
  } = {},
): Promise<boolean> {
  const users = options.users ?? DEFAULT_USERS;
  const dataDir = resolve(options.dataDir ?? 'data-bench');
  await ensureDatabase(dataDir, users, options.databaseUrl);
  if (options.direct && options.databaseUrl) throw new Error('--direct measures PGlite only');
  return options.direct
    ? benchDirect(dataDir, users, options.only)
    : benchServer(dataDir, users, options.port ?? DEFAULT_PORT, options.only, options.databaseUrl);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      direct: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      only: { type: 'string' },
      users: { type: 'string', default: String(DEFAULT_USERS) },
      port: { type: 'string', default: String(DEFAULT_PORT) },
    },
  });
  const users = Number(values.users);
  const port = Number(values.port);
  if (!Number.isSafeInteger(users) || users < 1) {
    console.error('--users must be a whole number, 1 or more');
    process.exit(2);
  }
  const ok = await benchApi({
    direct: values.direct,
    dataDir: values['data-dir'],
    users,
    port,
    only: values.only,
    databaseUrl: values['database-url'],
  });
  process.exit(ok ? 0 : 1);
}
