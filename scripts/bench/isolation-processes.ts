/**
 * What the isolation bench (isolation.ts) runs against, and how it watches it: one server on the embedded
 * database, or a PostgreSQL deployment of two API instances and a job worker; each instance's event-loop probe
 * (loop-probe.ts) and each process's memory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { SHARED_SESSION_SECRET } from '../server-instances.ts';
import { startWorkerProcess, type WorkerProcess } from '../server-process.ts';
import type { LoopFigures } from './loop-probe.ts';
import { seedPlots } from './regeneration.ts';
import { startServer, type BenchServer } from './server.ts';

const PORT = 18_657;
/** Plots added to the embedded demo world for the regeneration phase. */
const PLOTS = 300;
/** How long the probe may take to answer (it answers only when the event loop is free). */
export const PROBE_WAIT_MS = 15_000;
const STOP_WAIT_MS = 10_000;
/** A process is killed past this resident memory (the machine is shared). */
const RSS_CEILING_MIB = 4096;

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
export function memoryGuard(processes: readonly Watched[]) {
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

/** What the bench runs against: the API instances (the first takes the uploads), and a job worker on PostgreSQL. */
export interface Deployment {
  url: string;
  instances: { server: BenchServer; probe: () => Promise<LoopFigures | undefined> }[];
  watched: Watched[];
  running(): boolean;
  stop(): Promise<void>;
}

const probeModule = pathToFileURL(fileURLToPath(new URL('./loop-probe.ts', import.meta.url))).href;

/** One server on the embedded database, with the demo world and PLOTS plots to regenerate. */
export async function embeddedDeployment(dataDir: string): Promise<Deployment> {
  await seedPlots(dataDir, PLOTS);
  const probeFile = join(dataDir, 'loop-probe.json');
  const profileDir = process.env.ISOLATION_PROFILE_DIR;
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO: '1', LOOP_PROBE_FILE: probeFile },
    PORT,
    [probeModule],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/server`] : [],
  );
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

/** Drops the databases of runs that were interrupted (their process is gone) and this process's own. */
export async function dropLeftDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_isolation\\_%'`,
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const pid = Number(/^bench_isolation_(\d+)$/.exec(datname)?.[1]);
    if (!Number.isSafeInteger(pid) || (pid !== process.pid && processAlive(pid))) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    dropped.push(datname);
  }
  return dropped;
}

/** Whether a process of this machine is running (signal 0 only checks). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two API instances (JOB_WORKERS=0) and a job worker on a database of its own on the PostgreSQL server of
 * ISOLATION_DATABASE_URL, as a deployment runs them. The first instance seeds the demo world; the worker shares
 * its blob folder (a deployment shares an S3 bucket).
 */
export async function postgresDeployment(serverUrl: string, dataDir: string): Promise<Deployment> {
  const name = `bench_isolation_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await dropLeftDatabases(admin);
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
export async function probeAll(deployment: Deployment): Promise<LoopFigures | undefined> {
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
