/**
 * The real server as a child process, for the browser journeys (one per worker), the benches and the crash test:
 * started with `node --import tsx server/server.ts` (so the child's id is the server's own), ready once it
 * answers `/config.json`, stopped cleanly with SIGTERM or killed outright with SIGKILL. Also the HTTP sign-in the
 * console performs (identity sign-in, then the token exchange), for callers outside the browser.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { CHOICE_COOKIE_NAMES, CONSENT_ACCEPTED, COOKIE_NAMES } from '../common/cookies.ts';

export interface ServerProcessOptions {
  port: number;
  /** Added to this process's environment (DATA_DIR, DEMO, DATABASE_URL, …). */
  env?: Record<string, string>;
  /** Pass the server's output through (benches) instead of keeping its last lines for error messages. */
  echo?: boolean;
  /** Put the server in its own process group (benches measure the group's memory). */
  detached?: boolean;
  /** How long migrating and seeding may take on a busy machine. */
  startLimitMs?: number;
  /** Modules the server process loads before its own (`--import`, after tsx): a bench's probe. */
  imports?: readonly string[];
  /** Further options of the server's `node` (a bench's `--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: readonly string[];
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The server's last output lines (empty with `echo`). */
  output(): string;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** Starts the peak over from the current resident set size (so a bench measures only its own work). */
  resetPeakRss(): void;
  /** Whether the process has not exited (it may have been killed, or stopped on its own). */
  running(): boolean;
  /** SIGTERM: the server closes its connections and database, then exits. */
  stop(): Promise<void>;
  /** SIGKILL: the server stops at once, mid-write if it was writing (crash tests). */
  kill(): Promise<void>;
}

/** How a server child is started: node's options, the server's own arguments, its environment. */
interface SpawnOptions {
  nodeArgs?: readonly string[];
  serverArgs?: readonly string[];
  env: Record<string, string>;
  echo?: boolean;
  detached?: boolean;
}

/** A child running `server/server.ts`, its output's last 20,000 characters, and a way to end it. */
function spawnServer(options: SpawnOptions) {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), 'server/server.ts', ...(options.serverArgs ?? [])],
    {
      // MALLOC_ARENA_MAX as `npm start` runs the server (scripts/start.mjs), so benches measure what users run.
      env: { MALLOC_ARENA_MAX: '2', ...process.env, ...options.env },
      stdio: options.echo ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      detached: options.detached ?? false,
    },
  );
  let log = '';
  let onOutput: (log: string) => void = () => undefined;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    onOutput(log);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    running,
    output: () => log,
    /** Calls `listener` with the output so far each time more arrives. */
    watch(listener: (log: string) => void) {
      onOutput = listener;
    },
    async end(signal: NodeJS.Signals) {
      if (running()) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

/**
 * Refuses a port another process listens on: the readiness check below would otherwise be answered by that
 * other server, and this one would never be reached (two test files once shared a port this way).
 */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is taken by another process: give this server a port of its own.`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  await ensurePortFree(options.port);
  const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
  const server = spawnServer({
    nodeArgs: [...(options.nodeArgs ?? []), '--import', 'tsx', ...imports],
    env: { HOST: '127.0.0.1', PORT: String(options.port), LOG_LEVEL: 'warn', ...options.env },
    echo: options.echo,
    detached: options.detached,
  });
  const { child, end, output } = server;
  const url = `http://127.0.0.1:${options.port}`;
  const limit = options.startLimitMs ?? 180_000;
  const deadline = Date.now() + limit;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output()}`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`The server did not answer within ${limit / 1000}s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    output,
    ...peakMemory(child.pid!),
    running: server.running,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** A process's peak resident set size (VmHWM) in MiB, and a way to start the peak over (Linux; 0 elsewhere). */
function peakMemory(pid: number): Pick<ServerProcess, 'peakRssMiB' | 'resetPeakRss'> {
  return {
    peakRssMiB() {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return match ? Math.round(Number(match[1]) / 1024) : 0;
      } catch {
        return 0;
      }
    },
    resetPeakRss() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Not on Linux, or the process is gone: the peak stays the one since start.
      }
    },
  };
}

/** A session as the console holds it, and the headers that carry it. */
export interface HttpSession {
  id: string;
  token: string;
  product: string;
  idToken: string;
  headers: Record<string, string>;
}

/** Signs in over HTTP as the console does: identity sign-in, then the token exchange. */
export async function signInOverHttp(url: string, email: string, password: string): Promise<HttpSession> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const reply = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const { id_token: idToken } = await post<{ id_token: string }>('/v2/public/identity/login', {
    email,
    password,
  });
  const user = await post<{ id: string; token: string; product: string }>('/entity/user/auth0login', {
    auth0token: idToken,
  });
  return {
    id: user.id,
    token: user.token,
    product: user.product,
    idToken,
    headers: { 'x-account': user.id, 'x-token': user.token, 'x-product': user.product },
  };
}

/**
 * The cookies of a browser signed in as `session` through the sign-in page, for a context at `url`
 * (common/cookies.ts): the session's, and the theme the sign-in page was shown in (the boot script notes it on
 * every load), so a signed-in page is painted with its frame as it is for such a visitor. `accepted` adds the
 * cookie banner's answer.
 */
export function consoleCookies(
  session: HttpSession,
  url: string,
  options: { accepted?: boolean } = {},
): { name: string; value: string; url: string; sameSite: 'Lax'; httpOnly: boolean }[] {
  return Object.entries({
    [COOKIE_NAMES.account]: session.id,
    [COOKIE_NAMES.token]: session.token,
    [COOKIE_NAMES.product]: session.product,
    [COOKIE_NAMES.idToken]: session.idToken,
    [CHOICE_COOKIE_NAMES.theme]: 'light',
    ...(options.accepted ? { [CHOICE_COOKIE_NAMES.consent]: CONSENT_ACCEPTED } : {}),
  }).map(([name, value]) => ({
    name,
    value: encodeURIComponent(value),
    url,
    sameSite: 'Lax' as const,
    // As the token exchange sets it: out of the page script's reach.
    httpOnly: name === COOKIE_NAMES.token,
  }));
}

/** A job worker (`npm run worker`): the server with `--worker`, ready once it says it runs the jobs. */
export interface WorkerProcess extends Pick<ServerProcess, 'peakRssMiB' | 'resetPeakRss' | 'running'> {
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a job worker on the PostgreSQL of `env.DATABASE_URL`; it never listens. */
export async function startWorkerProcess(options: {
  env: Record<string, string>;
  startLimitMs?: number;
}): Promise<WorkerProcess> {
  const worker = spawnServer({
    nodeArgs: ['--import', 'tsx'],
    serverArgs: ['--worker'],
    env: { LOG_LEVEL: 'info', ...options.env },
  });
  const started = new Promise<void>((resolve) =>
    worker.watch((log) => {
      if (log.includes('Multiverse job worker running')) resolve();
    }),
  );
  const limit = options.startLimitMs ?? 180_000;
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    started.then(() => 'ready' as const),
    worker.exited.then(() => 'exited' as const),
    new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limit))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await worker.end('SIGKILL');
    throw new Error(`The job worker did not start (${outcome}):\n${worker.output()}`);
  }
  return {
    pid: worker.child.pid!,
    output: worker.output,
    ...peakMemory(worker.child.pid!),
    running: worker.running,
    stop: () => worker.end('SIGTERM'),
  };
}
