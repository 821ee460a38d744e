/**
 * Isolation: does one user's heavy or hostile work stall everybody else? The real server runs as a child
 * process on a fresh demo world (PGlite, DEMO=1, loopback only) with a probe loaded into it (loop-probe.ts) that
 * measures the delay of the server's own event loop. While READERS clients read what the console reads (a
 * signed-in user's record and session context, a metaverse's Knowledge Base list, the staff user list, a public
 * metaverse page), after WARM_UP_MS of unmeasured reading, one phase after another:
 *   quiet         the readers alone, QUIET_MS;
 *   banners       Upload Icons of 500 icons and Build Banners (the banners bench's steps), at most BANNERS_MS;
 *   regeneration  Regenerate of the demo world plus PLOTS plots (the regeneration bench's steps), at most
 *                 REGENERATION_MS, then stopped;
 *   hostile       the owner (owner@demo.test) and a superuser upload every file of server/test/hostile-files.ts
 *                 to every place that takes it (pictures, archives and bot JSON first, Knowledge Base documents
 *                 last, as these only queue their extraction), one after another: a whole first round, then
 *                 more rounds until HOSTILE_MS; then the documents are followed until none is queued (at most
 *                 DOCUMENT_WAIT_MS). It runs last: work it starts may outlive it.
 * Per phase: the event loop's delay (p99, max), the readers' p50/p99 (and p99 over the quiet run's), failed
 * reads, and the server's resident memory at the start, its peak (VmHWM) and growth; then each upload's HTTP
 * status and each document's final status and message.
 * Budgets, per phase: event loop delay p99 ≤ 50 ms and max ≤ 200 ms; readers' p99 ≤ 1.5 × the quiet run's;
 * resident memory growth ≤ 300 MiB. A miss is printed and fails the bench.
 * ISOLATION_DATABASE_URL (a PostgreSQL server) runs it against a deployment instead: two API instances with
 * JOB_WORKERS=0 and a job worker (`npm run worker`) on a database of their own (dropped after), readers reading
 * from both instances, uploads sent to the first; the event loop is the worst instance's, memory the process
 * that grew most (each process's is printed).
 * ISOLATION_PROFILE_DIR writes each instance's CPU profile there when it stops (`--cpu-prof`).
 * ISOLATION_FILES (comma-separated file names, e.g. `bomb.docx,huge-actors.json`) sends only those files.
 * ISOLATION_PHASES (comma-separated) runs only some phases after the quiet one. For the hostile phase it also prints
 * the readers' p99 while each kind of upload was in flight, and after the last upload (documents still read).
 * Bounded: every request has a timeout, every phase a deadline, the probe's answer a wait; the server is killed
 * when its resident memory passes RSS_CEILING_MIB, and killed at the end whatever happened.
 *   npm run bench -- isolation
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  billionLaughsDocx,
  compressedStreamPdf,
  docxBomb,
  hugeBotJson,
  hugeImage,
  nestedBotJson,
  nestedPdf,
  xxeDocx,
  zipBomb,
} from '../../server/test/hostile-files.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import pg from 'pg';
import { SHARED_SESSION_SECRET } from '../server-instances.ts';
import {
  signInOverHttp,
  startWorkerProcess,
  type HttpSession,
  type WorkerProcess,
} from '../server-process.ts';
import { BANNER_PRODUCT, buildBanners, createMissionConfigs, iconArchive, uploadIcons } from './banners.ts';
import type { LoopFigures } from './loop-probe.ts';
import { regenerateAll, seedPlots } from './regeneration.ts';
import { startServer, summarize, type BenchServer } from './server.ts';

const PORT = 18_657;
const READERS = 20;
const QUIET_MS = 20_000;
const BANNER_ICONS = 500;
const BANNERS_MS = 100_000;
const PLOTS = 300;
const REGENERATION_MS = 40_000;
/** Rounds of uploads start until this has passed; the first round is always sent whole, within FIRST_ROUND_MS. */
const HOSTILE_MS = 40_000;
const FIRST_ROUND_MS = 90_000;
const DOCUMENT_WAIT_MS = 40_000;
/** Readers read this long before the quiet run, unmeasured (the server's first replies compile its code). */
const WARM_UP_MS = 5_000;
/** A read, an upload and a status poll give up after these. */
const READ_TIMEOUT_MS = 10_000;
const UPLOAD_TIMEOUT_MS = 30_000;
/** How long the probe may take to answer (it answers only when the event loop is free). */
const PROBE_WAIT_MS = 15_000;
const STOP_WAIT_MS = 10_000;
/** The server is killed past this resident memory (the machine is shared). */
const RSS_CEILING_MIB = 4096;
/** Readers read this metaverse; the hostile documents go to another one, so the lists read stay the same. */
const READ_DOMAIN = 'demo-business';
/** A public metaverse, read signed out. */
const PUBLIC_DOMAIN = 'demo-premium';
const UPLOAD_DOMAIN = 'demo-enterprise';
/** A bot of the demo world (its face icon takes pictures). */
const BOT = 'ava_guide';

/** The phases to run after the quiet one (`ISOLATION_PHASES=hostile` to look at one). */
const PHASES = (process.env.ISOLATION_PHASES ?? 'banners,regeneration,hostile').split(',');

const BUDGET = { loopP99Ms: 50, loopMaxMs: 200, readP99Ratio: 1.5, growthMiB: 300 };

const p99Of = (times: number[]) => (times.length ? Math.round(summarize(times).p99) : '—');
const milliseconds = (since: number) => Math.round(performance.now() - since);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The promise, or undefined once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface Target {
  /** The whole address: with two instances, readers read from both. */
  url: string;
  headers: Record<string, string>;
}

interface ReadFigures {
  /** Each read's start (performance.now()) and its time. */
  samples: { at: number; ms: number }[];
  reads: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * The readers' loop, run in a worker thread of its own: the uploads this process sends (a 40 MiB body is copied
 * and written out) must not delay the readers' clocks, as they would not delay a real client's. Plain
 * JavaScript, evaluated by the worker. Each sample's start is on the wall clock (`timeOrigin + now()`), so it can
 * be set against the uploads' times of the main thread.
 */
const READERS_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { targets, readers, timeoutMs } = workerData;
let stopped = false;
const samples = [];
let failed = 0;
const loops = Array.from({ length: readers }, async (_, reader) => {
  for (let i = reader; !stopped; i += readers) {
    const target = targets[i % targets.length];
    const started = performance.now();
    let ok = false;
    try {
      const reply = await fetch(target.url, { headers: target.headers, signal: AbortSignal.timeout(timeoutMs) });
      await reply.arrayBuffer();
      ok = reply.ok;
    } catch {}
    if (!ok) failed += 1;
    samples.push({ at: performance.timeOrigin + started, ms: performance.now() - started });
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
parentPort.once('message', async () => {
  stopped = true;
  await Promise.all(loops);
  parentPort.postMessage({ samples, failed });
});
`;

/** READERS clients reading the targets in turn until stopped; every read's time, failed or not, is counted. */
function startReaders(targets: readonly Target[]): { stop(): Promise<ReadFigures> } {
  const worker = new Worker(READERS_SOURCE, {
    eval: true,
    workerData: { targets, readers: READERS, timeoutMs: READ_TIMEOUT_MS },
  });
  return {
    async stop() {
      const done = once(worker, 'message') as Promise<[{ samples: ReadFigures['samples']; failed: number }]>;
      worker.postMessage('stop');
      const [{ samples, failed }] = await done;
      await worker.terminate();
      // Back to this thread's clock.
      for (const sample of samples) sample.at -= performance.timeOrigin;
      const times = samples.map((sample) => sample.ms);
      const { p50, p99, max } = times.length ? summarize(times) : { p50: NaN, p99: NaN, max: NaN };
      return { samples, reads: samples.length, failed, p50, p99, max };
    },
  };
}

/** Asks the probe in a server for its figures since the last ask; undefined while the event loop is held. */
function loopProbe(server: BenchServer, file: string): () => Promise<LoopFigures | undefined> {
  let seen = 0;
  return async () => {
    if (!server.running()) return undefined;
    process.kill(server.pid, 'SIGUSR2');
    const deadline = performance.now() + PROBE_WAIT_MS;
    while (performance.now() < deadline && server.running()) {
      try {
        const figures = JSON.parse(readFileSync(file, 'utf8')) as LoopFigures;
        if (figures.sequence > seen) {
          seen = figures.sequence;
          return figures;
        }
      } catch {
        // Not written yet.
      }
      await pause(50);
    }
    return undefined;
  };
}

/** A process whose memory the bench watches: an API instance, or the job worker. */
interface Watched {
  name: string;
  peakRssMiB(): number;
  resetPeakRss(): void;
  running(): boolean;
  kill(): Promise<void>;
}

/**
 * Watches the processes' memory: kills one past RSS_CEILING_MIB, and keeps each one's highest peak since `reset`.
 * A phase's growth is the largest of any process's.
 */
function memoryGuard(processes: readonly Watched[]) {
  const starts = new Map<Watched, number>();
  const peaks = new Map<Watched, number>();
  let killedAt: string | undefined;
  const timer = setInterval(() => {
    for (const watched of processes) {
      if (!watched.running()) continue;
      const now = watched.peakRssMiB();
      peaks.set(watched, Math.max(peaks.get(watched) ?? 0, now));
      if (now > RSS_CEILING_MIB && killedAt === undefined) {
        killedAt = `${watched.name} at ${now} MiB`;
        console.log(`  ${watched.name} killed: resident memory ${now} MiB passed ${RSS_CEILING_MIB} MiB`);
        void watched.kill();
      }
    }
  }, 250);
  const peakOf = (watched: Watched) =>
    Math.max(peaks.get(watched) ?? 0, watched.running() ? watched.peakRssMiB() : 0);
  return {
    reset() {
      for (const watched of processes) {
        watched.resetPeakRss();
        starts.set(watched, watched.peakRssMiB());
        peaks.set(watched, watched.peakRssMiB());
      }
    },
    /** Each process's start, peak and growth since `reset`, the largest growth first. */
    figures() {
      return processes
        .map((watched) => {
          const start = starts.get(watched) ?? 0;
          const peak = peakOf(watched);
          return { name: watched.name, start, peak, growth: peak - start };
        })
        .sort((a, b) => b.growth - a.growth);
    },
    killedAt: () => killedAt,
    stop: () => clearInterval(timer),
  };
}

interface PhaseRow {
  phase: string;
  seconds: number;
  'loop p99 ms': number | string;
  'loop max ms': number | string;
  'read p50 ms': number;
  'read p99 ms': number;
  'read p99 ÷ quiet': number | string;
  reads: number;
  'failed reads': number;
  'RSS start MiB': number;
  'RSS peak MiB': number;
  'RSS growth MiB': number;
}

/** One file sent to one place that takes uploads. */
interface HostileUpload {
  file: string;
  surface: string;
  path: string;
  session: HttpSession;
  contentType: string;
  body: Buffer;
}

interface UploadRecord {
  file: string;
  surface: string;
  status: string;
  ms: number;
  /** When it was sent (performance.now()). */
  at: number;
  message: string;
  documentId?: string;
}

const KNOWLEDGE_BASE = 'Knowledge Base (uploadContent only=documents)';

async function hostileUploads(
  owner: HttpSession,
  superuser: HttpSession,
  bannerConfig: string,
): Promise<HostileUpload[]> {
  const [pixelsPastLimit, pixelsAtLimit] = [await hugeImage(16_384, 16_384), await hugeImage(16_383, 16_383)];
  const pictures = [
    { file: 'pixels-16384.png', body: pixelsPastLimit },
    { file: 'pixels-16383.png', body: pixelsAtLimit },
  ];
  const missions = `/v2/admin/childproducts/${BANNER_PRODUCT}/missions`;
  const imagePlaces = [
    { surface: 'profile picture (uploadUserIcon)', path: `/v2/users/${owner.id}/icon`, session: owner },
    {
      surface: 'metaverse icon (uploadDomainIcon)',
      path: `/v2/domains/${UPLOAD_DOMAIN}/icon`,
      session: owner,
    },
    { surface: 'advert billboard (createAdvert)', path: '/v2/adverts?name=Hostile', session: owner },
    {
      surface: 'bot face icon (mvbots faceicon)',
      path: `/v2/mvbots/actor/faceicon/${BOT}`,
      session: superuser,
    },
    {
      surface: 'mission banner (uploadMissionConfigBanner)',
      path: `${missions}/config/${bannerConfig}/banner`,
      session: superuser,
    },
  ];
  const documents = [
    { file: 'xxe.docx', body: xxeDocx() },
    { file: 'billion-laughs.docx', body: billionLaughsDocx() },
    { file: 'nested.pdf', body: nestedPdf(100_000) },
    { file: 'compressed-stream.pdf', body: await compressedStreamPdf() },
    { file: 'bomb.docx', body: await docxBomb() },
  ];
  const zips = [
    { file: 'understated.zip', body: await zipBomb('understated') },
    { file: 'ratio.zip', body: await zipBomb('ratio') },
    { file: 'overlapping.zip', body: await zipBomb('overlapping', { count: 6 }) },
  ];
  const knowledgeBase = (file: string) =>
    `/v2/domains/${UPLOAD_DOMAIN}/content?name=${encodeURIComponent(file)}&only=documents`;
  return [
    ...imagePlaces.flatMap((place) =>
      pictures.map((picture) => ({ ...place, ...picture, contentType: 'image/png' })),
    ),
    ...zips.map((zip) => ({
      ...zip,
      surface: 'mission icons (uploadMissionIcons)',
      path: `${missions}/icons`,
      session: superuser,
      contentType: 'application/zip',
    })),
    {
      file: 'overlapping-2.zip',
      body: await zipBomb('overlapping', { count: 2 }),
      surface: imagePlaces[4].surface,
      path: imagePlaces[4].path,
      session: superuser,
      contentType: 'application/zip',
    },
    ...[
      { file: 'huge-actors.json', body: hugeBotJson() },
      { file: 'nested-actors.json', body: nestedBotJson() },
    ].map((json) => ({
      ...json,
      surface: 'bot actor configs (uploadMvbotActorConfigs)',
      path: '/v2/mvbots/actor/configs',
      session: superuser,
      contentType: 'text/plain',
    })),
    ...documents.map((document) => ({
      ...document,
      surface: KNOWLEDGE_BASE,
      path: knowledgeBase(document.file),
      session: owner,
      contentType: 'application/octet-stream',
    })),
  ];
}

/** Sends the upload, waiting for its reply at most UPLOAD_TIMEOUT_MS and not past `deadline`. */
async function send(url: string, upload: HostileUpload, deadline: number): Promise<UploadRecord> {
  const started = performance.now();
  const record = { file: upload.file, surface: upload.surface, at: started };
  try {
    const reply = await fetch(`${url}${upload.path}`, {
      method: 'POST',
      headers: {
        ...upload.session.headers,
        'content-type': upload.contentType,
        'x-shapevr-name': upload.file,
      },
      // The same bytes each time, not copied: the uploader spends as little of the machine as it can.
      body: upload.body as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.timeout(
        Math.max(1_000, Math.min(UPLOAD_TIMEOUT_MS, Math.round(deadline - performance.now()))),
      ),
    });
    const text = await reply.text();
    const documentId =
      reply.ok && upload.surface === KNOWLEDGE_BASE ? (JSON.parse(text) as { id: string }).id : undefined;
    return {
      ...record,
      status: String(reply.status),
      ms: milliseconds(started),
      message: reply.ok ? '' : text.slice(0, 140),
      documentId,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ...record,
      status: timedOut ? 'timeout' : 'error',
      ms: milliseconds(started),
      message:
        error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : '',
    };
  }
}

interface KnowledgeDocument {
  id: string;
  name: string;
  status: string;
  error: string;
}

/** The Knowledge Base documents of `ids` as the embeddings page shows them, once none is queued or at the deadline. */
async function awaitDocuments(
  server: Pick<Deployment, 'url' | 'running'>,
  staff: HttpSession,
  ids: ReadonlySet<string>,
  deadline: number,
): Promise<KnowledgeDocument[]> {
  let documents: KnowledgeDocument[] = [];
  while (server.running()) {
    try {
      const reply = await fetch(`${server.url}/v2/admin/agents/embeddings`, {
        headers: staff.headers,
        signal: AbortSignal.timeout(Math.max(1, Math.min(READ_TIMEOUT_MS, deadline - performance.now()))),
      });
      if (reply.ok) {
        const index = (await reply.json()) as { documents: KnowledgeDocument[] };
        documents = index.documents.filter((document) => ids.has(document.id));
        if (documents.every((document) => !['queued', 'not_indexed'].includes(document.status))) break;
      }
    } catch {
      // Not answering in time: asked again until the deadline.
    }
    if (performance.now() >= deadline) break;
    await pause(1_000);
  }
  return documents;
}

/** What the bench runs against: the API instances (the first takes the uploads), and a job worker on PostgreSQL. */
interface Deployment {
  url: string;
  instances: { server: BenchServer; probe: () => Promise<LoopFigures | undefined> }[];
  watched: Watched[];
  running(): boolean;
  stop(): Promise<void>;
}

const probeModule = pathToFileURL(fileURLToPath(new URL('./loop-probe.ts', import.meta.url))).href;

/** One server on the embedded database, with the demo world and PLOTS plots to regenerate. */
async function embeddedDeployment(dataDir: string): Promise<Deployment> {
  await seedPlots(dataDir, PLOTS);
  const probeFile = join(dataDir, 'loop-probe.json');
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1', LOOP_PROBE_FILE: probeFile }, PORT, [
    probeModule,
  ]);
  return {
    url: server.url,
    instances: [{ server, probe: loopProbe(server, probeFile) }],
    watched: [{ ...server, name: 'server' }],
    running: () => server.running(),
    async stop() {
      await within(server.stop(), STOP_WAIT_MS);
      await server.kill();
    },
  };
}

/**
 * Two API instances (JOB_WORKERS=0) and a job worker on a database of its own on the PostgreSQL server of
 * ISOLATION_DATABASE_URL, as a deployment runs them. The first instance seeds the demo world; the worker shares
 * its blob folder (a deployment shares an S3 bucket).
 */
async function postgresDeployment(serverUrl: string, dataDir: string): Promise<Deployment> {
  const name = `bench_isolation_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  const started: BenchServer[] = [];
  let worker: WorkerProcess | undefined;
  const stop = async () => {
    await worker?.stop();
    for (const server of started) {
      await within(server.stop(), STOP_WAIT_MS);
      await server.kill();
    }
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  try {
    const instances: Deployment['instances'] = [];
    for (const [n, port] of [PORT, PORT + 1].entries()) {
      const folder = join(dataDir, `instance-${n}`);
      const probeFile = join(dataDir, `loop-probe-${n}.json`);
      const env = {
        DATA_DIR: folder,
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: SHARED_SESSION_SECRET,
        JOB_WORKERS: '0',
        LOOP_PROBE_FILE: probeFile,
        ...(n === 0 && { DEMO: '1' }),
      };
      const profileDir = process.env.ISOLATION_PROFILE_DIR;
      const server = await startServer(
        env,
        port,
        [probeModule],
        profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/instance-${n + 1}`] : [],
      );
      started.push(server);
      instances.push({ server, probe: loopProbe(server, probeFile) });
    }
    worker = await startWorkerProcess({
      env: {
        DATA_DIR: join(dataDir, 'instance-0'),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: SHARED_SESSION_SECRET,
      },
    });
    const jobs = worker;
    return {
      url: started[0].url,
      instances,
      watched: [
        ...started.map((server, n) => ({ ...server, name: `instance ${n + 1}` })),
        { ...jobs, name: 'job worker', kill: () => jobs.stop() },
      ],
      running: () => started.every((server) => server.running()) && jobs.running(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The worst event-loop figures of the instances; undefined while any is held. */
async function probeAll(deployment: Deployment): Promise<LoopFigures | undefined> {
  const figures = await Promise.all(deployment.instances.map((instance) => instance.probe()));
  if (figures.some((figure) => !figure)) return undefined;
  const known = figures as LoopFigures[];
  if (known.length > 1)
    console.log(
      `  event loop p99 / max ms: ${known.map((f, n) => `instance ${n + 1} ${f.p99} / ${f.max}`).join(', ')}`,
    );
  return {
    ...known[0],
    p99: Math.max(...known.map((figure) => figure.p99)),
    max: Math.max(...known.map((figure) => figure.max)),
  };
}

export async function benchIsolation(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-isolation-'));
  const postgres = process.env.ISOLATION_DATABASE_URL;
  let deployment: Deployment | undefined;
  let guard: ReturnType<typeof memoryGuard> | undefined;
  try {
    deployment = postgres ? await postgresDeployment(postgres, dataDir) : await embeddedDeployment(dataDir);
    const running = deployment;
    const { url } = running;
    const owner = await signInOverHttp(url, 'owner@demo.test', DEMO_PASSWORD);
    const admin = await signInOverHttp(url, 'admin@demo.test', DEMO_PASSWORD);
    const superuser = await signInOverHttp(url, 'superuser@demo.test', DEMO_PASSWORD);
    const paths: { path: string; headers: Record<string, string> }[] = [
      { path: `/v2/users/${owner.id}`, headers: owner.headers },
      { path: '/v2/me/context', headers: owner.headers },
      { path: `/v2/domains/${READ_DOMAIN}/supportdocs`, headers: owner.headers },
      { path: '/v2/admin/users?first=0&count=30&sort=timestamp&order=-1', headers: admin.headers },
      { path: `/v2/public/domains/${PUBLIC_DOMAIN}`, headers: {} },
    ];
    // Every read on every instance (the sessions are the deployment's, signed with its one secret).
    const targets: Target[] = running.instances.flatMap(({ server }) =>
      paths.map(({ path, headers }) => ({ url: `${server.url}${path}`, headers })),
    );
    for (const target of targets) {
      const reply = await fetch(target.url, { headers: target.headers });
      if (!reply.ok) throw new Error(`${target.url}: ${reply.status} ${await reply.text()}`);
    }
    const probe = () => probeAll(running);
    if (!(await probe())) throw new Error('The event-loop probe in the server does not answer');
    guard = memoryGuard(running.watched);
    const memory = guard;

    const rows: PhaseRow[] = [];
    const misses: string[] = [];
    let quietP99 = NaN;
    const phase = async (name: string, work: () => Promise<void>): Promise<ReadFigures | undefined> => {
      if (name !== 'quiet' && !PHASES.includes(name)) return undefined;
      if (!running.running()) {
        misses.push(`${name}: not run, a server is gone`);
        return undefined;
      }
      const before = await probe();
      if (!before) misses.push(`${name}: the event loop was still held when the phase began`);
      memory.reset();
      const started = performance.now();
      const readers = startReaders(targets);
      try {
        await work();
      } catch (error) {
        misses.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const reads = await readers.stop();
      const loop = await probe();
      const processes = memory.figures();
      const { start: rssStart, peak: rssPeak } = processes[0];
      if (processes.length > 1)
        console.log(
          `  ${name}: resident memory ${processes.map((p) => `${p.name} ${p.start} → ${p.peak} MiB`).join(', ')}`,
        );
      if (name === 'quiet') quietP99 = reads.p99;
      const ratio = reads.p99 / quietP99;
      const heldFor = `held ≥ ${PROBE_WAIT_MS / 1000} s`;
      rows.push({
        phase: name,
        seconds: Math.round((performance.now() - started) / 1000),
        'loop p99 ms': loop ? loop.p99 : heldFor,
        'loop max ms': loop ? loop.max : heldFor,
        'read p50 ms': Math.round(reads.p50),
        'read p99 ms': Math.round(reads.p99),
        'read p99 ÷ quiet': name === 'quiet' ? '—' : Math.round(ratio * 10) / 10,
        reads: reads.reads,
        'failed reads': reads.failed,
        'RSS start MiB': rssStart,
        'RSS peak MiB': rssPeak,
        'RSS growth MiB': rssPeak - rssStart,
      });
      if (!loop)
        misses.push(`${name}: the event loop was still held ${PROBE_WAIT_MS / 1000} s after the phase`);
      else {
        if (loop.p99 > BUDGET.loopP99Ms)
          misses.push(`${name}: event loop p99 ${loop.p99} ms > ${BUDGET.loopP99Ms}`);
        if (loop.max > BUDGET.loopMaxMs)
          misses.push(`${name}: event loop max ${loop.max} ms > ${BUDGET.loopMaxMs}`);
      }
      if (name !== 'quiet' && !(ratio <= BUDGET.readP99Ratio)) {
        misses.push(
          `${name}: readers' p99 ${Math.round(reads.p99)} ms = ${ratio.toFixed(1)} × quiet > ${BUDGET.readP99Ratio}`,
        );
      }
      if (rssPeak - rssStart > BUDGET.growthMiB) {
        misses.push(`${name}: resident memory grew ${rssPeak - rssStart} MiB > ${BUDGET.growthMiB}`);
      }
      if (memory.killedAt() !== undefined) misses.push(`${name}: killed, ${memory.killedAt()}`);
      return reads;
    };

    const warmUp = startReaders(targets);
    await pause(WARM_UP_MS);
    await warmUp.stop();
    await phase('quiet', () => pause(QUIET_MS));

    const [bannerConfig] = await createMissionConfigs(url, superuser.headers, BANNER_ICONS);
    const archive = await iconArchive(BANNER_ICONS);
    await phase('banners', async () => {
      const deadline = performance.now() + BANNERS_MS;
      const receipt = await uploadIcons(url, superuser.headers, archive);
      const build = await buildBanners(url, superuser.headers, deadline);
      console.log(`  banners: ${receipt.icons} icons, ${build.total} banners, job ${build.status}`);
    });

    await phase('regeneration', async () => {
      const { total, status } = await regenerateAll(url, superuser.headers, {
        deadline: performance.now() + REGENERATION_MS,
      });
      console.log(
        `  regeneration: ${status.completedJobs + status.errorJobs} of ${total} plots, status ${status.status}`,
      );
    });

    const only = process.env.ISOLATION_FILES?.split(',');
    const uploads = (await hostileUploads(owner, superuser, bannerConfig)).filter(
      (upload) => !only || only.includes(upload.file),
    );
    const records: UploadRecord[] = [];
    let documents: KnowledgeDocument[] = [];
    const hostileReads = await phase('hostile', async () => {
      const end = performance.now() + HOSTILE_MS;
      const firstRoundEnd = performance.now() + FIRST_ROUND_MS;
      for (let round = 1; round === 1 || (performance.now() < end && running.running()); round++) {
        const deadline = round === 1 ? firstRoundEnd : end;
        for (const upload of uploads) {
          if (performance.now() >= deadline || !running.running()) {
            if (round === 1)
              records.push({
                file: upload.file,
                surface: upload.surface,
                status: 'not sent',
                ms: 0,
                at: 0,
                message: '',
              });
            continue;
          }
          const record = await send(url, upload, deadline);
          console.log(
            `  round ${round}: ${record.file} → ${record.surface}: ${record.status} in ${record.ms} ms`,
          );
          records.push(record);
        }
      }
      const ids = new Set(records.flatMap((record) => (record.documentId ? [record.documentId] : [])));
      documents = await awaitDocuments(running, superuser, ids, performance.now() + DOCUMENT_WAIT_MS);
    });

    console.log(
      `\n${READERS} readers; budgets: event loop p99 ≤ ${BUDGET.loopP99Ms} ms, max ≤ ${BUDGET.loopMaxMs} ms; readers' p99 ≤ ${BUDGET.readP99Ratio} × quiet; RSS growth ≤ ${BUDGET.growthMiB} MiB`,
    );
    console.table(rows);
    console.log('Hostile uploads (HTTP status × times, slowest reply, first refusal):');
    const byPlace = new Map<string, UploadRecord[]>();
    for (const record of records) {
      const key = `${record.file} → ${record.surface}`;
      byPlace.set(key, [...(byPlace.get(key) ?? []), record]);
    }
    console.table(
      [...byPlace].map(([upload, sent]) => {
        const statuses = new Map<string, number>();
        for (const record of sent) statuses.set(record.status, (statuses.get(record.status) ?? 0) + 1);
        return {
          upload,
          statuses: [...statuses].map(([status, times]) => `${status}×${times}`).join(' '),
          'slowest ms': Math.max(...sent.map((record) => record.ms)),
          message: sent.find((record) => record.message)?.message ?? '',
        };
      }),
    );
    if (hostileReads) {
      console.log("Readers' p99 while each upload was in flight (reads that started during it):");
      console.table(
        [...byPlace].map(([upload, sent]) => {
          const during = hostileReads.samples
            .filter((read) => sent.some((record) => read.at >= record.at && read.at <= record.at + record.ms))
            .map((read) => read.ms);
          return { upload, reads: during.length, 'read p99 ms': p99Of(during) };
        }),
      );
      const lastEnd = Math.max(...records.map((record) => record.at + record.ms));
      const after = hostileReads.samples.filter((read) => read.at > lastEnd).map((read) => read.ms);
      console.log(
        `  after the last upload (documents still read): ${after.length} reads, p99 ${p99Of(after)} ms`,
      );
    }
    const names = new Map(records.map((record) => [record.documentId, record.file]));
    const expected = records.filter((record) => record.documentId).length;
    console.log(
      `Knowledge Base documents (${expected} queued; final status as the embeddings page shows it):`,
    );
    console.table(
      documents.map((d) => ({ file: names.get(d.id), id: d.id, status: d.status, error: d.error })),
    );
    if (documents.length < expected)
      console.log(`  ${expected - documents.length} not read back (server not answering)`);
    const stuck = documents.filter((d) => ['queued', 'not_indexed'].includes(d.status)).length;
    if (stuck) console.log(`  ${stuck} still queued after the ${DOCUMENT_WAIT_MS / 1000} s wait`);

    for (const miss of misses) console.log(`MISSED ${miss}`);
    return misses.length === 0;
  } finally {
    guard?.stop();
    await deployment?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
