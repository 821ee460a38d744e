/**
 * Heavy and untrusted work runs here, never on the API's event loop: reading uploaded documents, archives and
 * pictures, rendering banners and map tiles, hashing finished videos. Each task runs in a worker thread of a
 * piscina pool ([ADR 0023](../../docs/adr/0023-work-off-the-event-loop.md)) under three limits: a JavaScript
 * heap per thread (`resourceLimits`), a wall-clock time per task, and a ceiling on the process's memory while
 * tasks run (buffers outside the heap, a picture library's pixels). A task over a limit is ended with its
 * thread, and its caller gets a {@link WorkLimitError} saying which limit; the pool goes on with a new thread.
 * Each task's own limits (unpacked bytes, pixels, pages) are checked by the task while it reads.
 *
 * Two lanes, so a long document never holds up an upload's check: `requests` (checks a request waits for) and
 * `jobs` (background work). Worker threads run at a lower scheduling priority than the event loop.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/http-error.ts';
import type { TaskInput, TaskName, TaskOutput, TaskReply } from './tasks.ts';

export type Lane = 'requests' | 'jobs';

export interface TaskLimits {
  lane: Lane;
  /** The longest the task may run, waiting in the queue not counted. */
  timeMs: number;
}

/** Each task's lane and time limit. */
export const TASK_LIMITS: Record<TaskName, TaskLimits> = {
  readDocument: { lane: 'jobs', timeMs: 120_000 },
  checkImage: { lane: 'requests', timeMs: 20_000 },
  cropImage: { lane: 'requests', timeMs: 20_000 },
  readZipImages: { lane: 'requests', timeMs: 30_000 },
  renderBanner: { lane: 'jobs', timeMs: 20_000 },
  renderTile: { lane: 'jobs', timeMs: 20_000 },
  renderSvg: { lane: 'requests', timeMs: 20_000 },
  inspectVideo: { lane: 'jobs', timeMs: 600_000 },
};

/** The JavaScript heap of one worker thread. */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };
/**
 * How much the process may grow while a task runs, over what it held when the task started, before the task is
 * ended: a backstop for memory a task's own checks do not count (a picture library's pixels, a PDF encoding
 * we do not unpack ahead). Threads starting up (each loads its readers) take a few hundred MiB of it.
 */
export const MEMORY_GROWTH_LIMIT = 1024 * 1024 * 1024;
/**
 * The backstop ends a task only while the process also holds more than this: in a smaller process the growth is
 * no danger, and tasks running side by side (threads starting, an embedded database's memory) share it.
 */
export const MEMORY_FLOOR = 2 * 1024 * 1024 * 1024;
/** How often the process's memory is read while tasks run. */
const MEMORY_CHECK_MS = 100;
/** Tasks waiting per lane beyond which a new one is refused as busy. */
const MAX_QUEUE = 512;
/** An idle thread stays this long for the next task before it ends. */
const IDLE_MS = 30_000;

/** Why a task was ended: its time ran out, it needed too much memory, the queue was full, or it failed. */
export type WorkLimit = 'time' | 'memory' | 'busy' | 'failed';

/** A task that was ended by a limit of the pool (not refused by the task itself). */
export class WorkLimitError extends Error {
  readonly limit: WorkLimit;
  constructor(limit: WorkLimit, cause?: unknown) {
    super(`The task was ended: ${limit}`, { cause });
    this.name = 'WorkLimitError';
    this.limit = limit;
  }
}

/** A task's refusal of its input, in our words (e.g. a document that is not a PDF after all). */
export class WorkRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkRefusal';
  }
}

/** Threads per lane: two for requests, and for jobs all cores but the event loop's (at least two). */
const threadsOf = (lane: Lane) => (lane === 'requests' ? 2 : Math.max(2, availableParallelism() - 1));

/** A lane: its pool, how many of its tasks hold a thread, and the tasks waiting for one. */
interface LaneState {
  pool: Piscina;
  threads: number;
  active: number;
  waiting: (() => void)[];
}

const lanes = new Map<Lane, LaneState>();
function laneOf(lane: Lane): LaneState {
  let found = lanes.get(lane);
  if (!found) {
    const threads = threadsOf(lane);
    found = {
      pool: new Piscina({
        filename: new URL('./worker.mjs', import.meta.url).href,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: IDLE_MS,
        resourceLimits: HEAP_LIMITS,
        // The worker loads TypeScript itself; the parent's flags (a test runner's, a heap size) are not for it.
        execArgv: [],
        recordTiming: false,
      }),
      threads,
      active: 0,
      waiting: [],
    };
    lanes.set(lane, found);
  }
  return found;
}

/** Waits for a free thread of the lane (the pool's own queue is never used, so time limits start here). */
function acquire(state: LaneState): Promise<void> {
  if (state.active < state.threads) {
    state.active++;
    return Promise.resolve();
  }
  if (state.waiting.length >= MAX_QUEUE) return Promise.reject(new WorkLimitError('busy'));
  return new Promise((resolve) => state.waiting.push(resolve));
}

function release(state: LaneState): void {
  const next = state.waiting.shift();
  if (next) next();
  else state.active--;
}

/**
 * The running tasks: the controller that ends each, and the process's memory when it started. The memory watch
 * runs while there are any. Each task is measured from its own start, so memory the process took for other
 * work before a task began (a cache, a database opened meanwhile) never counts against it.
 */
const running = new Map<AbortController, number>();
let watch: NodeJS.Timeout | undefined;

function startWatch(): void {
  if (watch) return;
  watch = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= MEMORY_FLOOR) return;
    for (const [controller, start] of running)
      if (rss - start > MEMORY_GROWTH_LIMIT) controller.abort(new WorkLimitError('memory'));
  }, MEMORY_CHECK_MS);
  watch.unref();
}

function stopWatchWhenIdle(): void {
  if (running.size > 0 || !watch) return;
  clearInterval(watch);
  watch = undefined;
}

function limitOf(error: unknown, controller: AbortController): WorkLimit {
  const reason: unknown = controller.signal.reason;
  if (reason instanceof WorkLimitError) return reason.limit;
  if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  return 'failed';
}

/**
 * Runs task `name` on `input` in its lane's pool. Resolves with its output; rejects with the task's own refusal
 * (a {@link WorkRefusal}, or the `HttpError` a request-path task chose), or a {@link WorkLimitError}.
 */
export async function runTask<N extends TaskName>(
  name: N,
  input: TaskInput<N>,
  options: { transfer?: ArrayBuffer[]; lane?: Lane } = {},
): Promise<TaskOutput<N>> {
  const limits = TASK_LIMITS[name];
  const state = laneOf(options.lane ?? limits.lane);
  await acquire(state);
  const controller = new AbortController();
  startWatch();
  running.set(controller, process.memoryUsage.rss());
  const timer = setTimeout(() => controller.abort(new WorkLimitError('time')), limits.timeMs);
  let reply: TaskReply<N>;
  try {
    reply = (await state.pool.run(
      { name, input },
      { signal: controller.signal, ...(options.transfer && { transferList: options.transfer }) },
    )) as TaskReply<N>;
  } catch (error) {
    throw new WorkLimitError(limitOf(error, controller), error);
  } finally {
    clearTimeout(timer);
    running.delete(controller);
    stopWatchWhenIdle();
    release(state);
  }
  if (reply.ok) return reply.value;
  if (reply.status !== undefined) throw new HttpError(reply.status, reply.message);
  throw new WorkRefusal(reply.message);
}

/** What a request is told when its file's task was ended by a limit of the pool. */
export const WORK_TEXTS = {
  time: 'This file took longer to read than we allow.',
  memory: 'Reading this file needed more memory than we allow.',
  busy: 'The server is reading many files just now; try again in a minute.',
} as const;

/**
 * {@link runTask} for a task a request waits for: a limit of the pool becomes an `HttpError` in our words (503
 * when the queue is full, else 400, with `unreadable` for a task that failed), a refusal a 400.
 */
export async function runRequestTask<N extends TaskName>(
  name: N,
  input: TaskInput<N>,
  unreadable: string,
): Promise<TaskOutput<N>> {
  try {
    return await runTask(name, input, { lane: 'requests' });
  } catch (error) {
    if (error instanceof WorkRefusal) throw new HttpError(400, error.message);
    if (!(error instanceof WorkLimitError)) throw error;
    if (error.limit === 'busy') throw new HttpError(503, WORK_TEXTS.busy, { 'retry-after': '60' });
    throw new HttpError(400, error.limit === 'failed' ? unreadable : WORK_TEXTS[error.limit]);
  }
}

/** Bytes that came back from a task as a Buffer again, without copying them. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Ends every thread of every lane (tests). */
export async function closeWorkPools(): Promise<void> {
  const all = [...lanes.values()];
  lanes.clear();
  await Promise.all(all.map((state) => state.pool.destroy()));
}
