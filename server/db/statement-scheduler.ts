/**
 * The order in which work reaches a database that has a single connection (the embedded PGlite): one job at a
 * time, short statements before long ones, and the event loop let in between.
 *
 * - A job is one statement (keyed by its SQL text) or one whole transaction, listener change or image dump (no
 *   key). It holds the connection from its start until it settles; nothing else runs meanwhile, so a transaction
 *   stays whole.
 * - A statement is long when its caller says so (bulk reads: list pages, their counts, exports) or when the median
 *   of its last runs took `longMs` or more; everything else is short (a statement never seen, a transaction).
 *   Short jobs go first, each lane in arrival order: a point read by key does not wait behind the list pages,
 *   counts and exports queued before it, however cheap each of those is on its own.
 * - Background work (jobs: indexing, regeneration, banners; `asBackground` in `background.ts`) has a lane of its
 *   own behind both: what a job's statements wait for, a request's statements do not.
 * - No starvation: once `maxBypass` jobs of the lanes before have gone ahead of a waiting long or background job,
 *   the oldest job of that lane runs next.
 * - Between two jobs the event loop runs (`setImmediate`), so requests that arrived meanwhile are read and queue
 *   their statements before the next job is chosen; without it a queue of statements would run back to back and
 *   hold every socket behind it.
 * - A job that fails rejects only its own caller; the next one runs as usual.
 *
 * PostgreSQL has a pool of connections and its own scheduler, so it is never used there.
 */

export type Lane = 'short' | 'long' | 'background';

/** The lanes, first served first. */
const LANES: readonly Lane[] = ['short', 'long', 'background'];

export interface StatementSchedulerOptions {
  /** A statement whose recent runs took this long or longer (median, ms) waits behind short ones. */
  longMs: number;
  /** How many jobs may go before a waiting job of a later lane; then the oldest job of that lane runs. */
  maxBypass: number;
  /** Clock in ms (tests). */
  now?: () => number;
}

export interface StatementScheduler {
  /**
   * Runs `job` alone when its turn comes and answers its result.
   * @param statement the SQL text the job runs, which its cost is remembered by; undefined for a transaction or
   *   other work that is not one statement (short unless `lane` says otherwise)
   * @param lane the lane the caller knows the job belongs in (`long` for bulk reads, `background` for a job's
   *   statements); measured when absent
   */
  run<T>(statement: string | undefined, job: () => Promise<T>, lane?: Lane): Promise<T>;
  /** The lane a job with this statement goes into now. */
  laneOf(statement: string | undefined): Lane;
}

/** How many recent runs of a statement its estimate looks at: one slow run (a pause) does not make it long. */
const RUNS_KEPT = 5;
/** How many statements' runs are remembered; the least recently run is forgotten first. */
const STATEMENTS_KEPT = 1000;

interface Waiting {
  start(): void;
}

export function createStatementScheduler(options: StatementSchedulerOptions): StatementScheduler {
  const { longMs, maxBypass } = options;
  const now = options.now ?? (() => performance.now());
  const queues: Record<Lane, Waiting[]> = { short: [], long: [], background: [] };
  /** Recent run times (ms) by statement text, least recently run first. */
  const runs = new Map<string, number[]>();
  let busy = false;
  let dispatchPending = false;
  /** Per lane: jobs of the lanes before it started while one of it was waiting, since one of it last started. */
  const bypassed: Record<Lane, number> = { short: 0, long: 0, background: 0 };
  const idle = () => LANES.every((lane) => queues[lane].length === 0);

  const laneOf = (statement: string | undefined): Lane => {
    const recent = statement === undefined ? undefined : runs.get(statement);
    return recent !== undefined && median(recent) >= longMs ? 'long' : 'short';
  };

  const remember = (statement: string, ms: number) => {
    const recent = runs.get(statement) ?? [];
    runs.delete(statement);
    recent.push(ms);
    if (recent.length > RUNS_KEPT) recent.shift();
    runs.set(statement, recent);
    if (runs.size > STATEMENTS_KEPT) runs.delete(runs.keys().next().value as string);
  };

  const take = (lane: Lane): Waiting | undefined => {
    bypassed[lane] = 0;
    for (const later of LANES.slice(LANES.indexOf(lane) + 1))
      if (queues[later].length > 0) bypassed[later] += 1;
    return queues[lane].shift();
  };

  const next = (): Waiting | undefined => {
    // A lane passed over maxBypass times goes first (the last lane first: it is passed over most).
    for (const lane of [...LANES].reverse())
      if (queues[lane].length > 0 && bypassed[lane] >= maxBypass) return take(lane);
    const lane = LANES.find((l) => queues[l].length > 0);
    return lane && take(lane);
  };

  const dispatch = () => {
    dispatchPending = false;
    if (busy) return;
    const job = next();
    if (!job) return;
    busy = true;
    job.start();
  };

  const release = () => {
    busy = false;
    if (dispatchPending || idle()) return;
    dispatchPending = true;
    setImmediate(dispatch);
  };

  return {
    laneOf,
    run<T>(statement: string | undefined, job: () => Promise<T>, lane?: Lane): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          const began = now();
          let running: Promise<T>;
          try {
            running = job();
          } catch (error) {
            running = Promise.reject(error);
          }
          // The connection is free (and the next job chosen after the event loop's turn) before the caller
          // goes on, so a caller's next statement queues like anybody else's.
          const settle = () => {
            if (statement !== undefined) remember(statement, now() - began);
            release();
          };
          running.then(
            (value) => {
              settle();
              resolve(value);
            },
            (error: unknown) => {
              settle();
              reject(error);
            },
          );
        };
        // An idle connection with nobody waiting starts the job at once.
        if (!busy && !dispatchPending && idle()) {
          busy = true;
          start();
        } else {
          queues[lane ?? laneOf(statement)].push({ start });
        }
      });
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
