/**
 * The job queue: pg-boss over the app's own database handle (PGlite or PostgreSQL alike, see the decision
 * record on the job queue). `app.jobs.send` queues jobs in the database, `app.jobs.work` runs a queue's jobs
 * in this instance with at most `concurrency` at once, and every instance on the database shares the queue
 * (jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED). A job left running by an instance that stopped
 * expires and runs again, so a restart resumes the work. A job that failed for a reason of its own (a
 * `JobFailure`: a document that cannot be read, a plot that is gone) fails for good and never runs again;
 * other errors are tried again a few times. Heavy work inside a job runs in the work pool (`server/workers/`),
 * so a job's expiry must be longer than its tasks' time limits.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { asBackground } from '../lib/background.ts';
import type { Db } from '../db/connection.ts';

/**
 * A job that failed: `message` is the sentence staff read. It is not tried again unless `retry` says the
 * cause may pass (a service that was down).
 */
export class JobFailure extends Error {
  readonly retry: boolean;
  constructor(message: string, options: { retry?: boolean } = {}) {
    super(message);
    this.retry = options.retry ?? false;
  }
}

export interface JobQueueOptions {
  /** How long a job may run before it counts as abandoned and runs again. */
  expireInSeconds: number;
  /** How often a failed or abandoned job is tried again. */
  retryLimit: number;
}

export interface JobQueue {
  /**
   * Queues one job per item of `data`; returns their ids. Given `ids` (uuids, one per item), a job whose id
   * is already queued is not queued again. `expireInSeconds` replaces the default for these jobs.
   */
  send<T extends object>(
    queue: string,
    data: readonly T[],
    options?: { ids?: readonly string[]; expireInSeconds?: number },
  ): Promise<string[]>;
  /** Cancels jobs that have not started (started ones finish). */
  cancel(queue: string, ids: readonly string[]): Promise<void>;
  /**
   * Runs the queue's jobs here, at most `concurrency` at once. A handler that throws fails the job (a
   * `JobFailure` keeps its message; anything else is logged and recorded as "The job failed."). `settled`
   * runs after the job was recorded as completed or failed.
   */
  work<T>(
    queue: string,
    concurrency: number,
    handler: (data: T) => Promise<void>,
    settled?: (data: T) => Promise<void>,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How long an idle worker waits before looking for new jobs again (a local `send` wakes it at once). */
const IDLE_POLL_MS = 1_000;
/** A job (one plot: well under a second) still running after 30 s was left by a stopped instance. */
/** Tries at creating one queue when PostgreSQL picks it as a deadlock's victim. */
const QUEUE_CREATE_ATTEMPTS = 5;

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = { expireInSeconds: 30, retryLimit: 2 };

/** pg-boss's database interface over ours: parameters go through `query`, parameterless scripts through `script`. */
function bossDb(db: Db): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      values && values.length > 0 ? db.query(text, values) : db.script(text),
  };
}

export const jobsPlugin = fp<Partial<JobQueueOptions>>(
  async (app, options) => {
    const settings = { ...DEFAULT_JOB_OPTIONS, ...options };
    const boss = new PgBoss({
      db: bossDb(app.db),
      schedule: false,
      // Expired jobs are found by pg-boss's maintenance, so a restart resumes within about 45 seconds.
      maintenanceIntervalSeconds: 15,
    });
    boss.on('error', (error: Error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();

    // Creating a queue alters pg-boss's shared job table; two creations at once (two queues here, or another
    // instance starting) can deadlock on PostgreSQL. So this instance creates one queue at a time, and a
    // creation that lost a deadlock is tried again.
    const queues = new Map<string, Promise<void>>();
    let creating: Promise<unknown> = Promise.resolve();
    const createQueue = async (queue: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await boss.createQueue(queue);
        } catch (error) {
          const deadlock = (error as { code?: string }).code === '40P01';
          if (!deadlock || attempt >= QUEUE_CREATE_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    };
    const ensureQueue = (queue: string): Promise<void> => {
      let created = queues.get(queue);
      if (!created) {
        created = creating.then(() => createQueue(queue));
        creating = created.catch(() => undefined);
        queues.set(queue, created);
        // A failed creation is tried again by the next caller.
        created.catch(() => queues.delete(queue));
      }
      return created;
    };
    // A job that failed for good: its tries are used up, so pg-boss records it as failed, not to retry.
    const noMoreTries = (queue: string, id: string) =>
      app.db.query('UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2', [
        queue,
        id,
      ]);
    let stopping = false;
    const loops: Promise<void>[] = [];
    const wakers = new Map<string, () => void>();

    const jobs: JobQueue = {
      async send(queue, data, options = {}) {
        const given = options.ids;
        await ensureQueue(queue);
        const ids: string[] = [];
        const rows = data.map((item, i) => {
          const id = given?.[i] ?? randomUUID();
          ids.push(id);
          return {
            id,
            name: queue,
            data: item,
            retryLimit: settings.retryLimit,
            retryDelay: 1,
            expireInSeconds: options.expireInSeconds ?? settings.expireInSeconds,
          };
        });
        // pg-boss inserts a list in one statement; large runs are sent in pages by the caller.
        if (rows.length > 0) await boss.insert(rows);
        wakers.get(queue)?.();
        return ids;
      },
      async cancel(queue, ids) {
        if (ids.length > 0) await boss.cancel(queue, [...ids]);
      },
      work<T>(
        queue: string,
        concurrency: number,
        handler: (data: T) => Promise<void>,
        settled?: (data: T) => Promise<void>,
      ) {
        let running = 0;
        let wake: () => void = () => undefined;
        const inFlight = new Set<Promise<void>>();
        const runOne = async (job: PgBoss.Job<T>) => {
          try {
            await handler(job.data);
            await boss.complete(queue, job.id);
          } catch (error) {
            if (!(error instanceof JobFailure))
              app.log.error({ err: error, queue, job: job.id }, 'job failed');
            const message = error instanceof JobFailure ? error.message : 'The job failed.';
            try {
              if (error instanceof JobFailure && !error.retry) await noMoreTries(queue, job.id);
              await boss.fail(queue, job.id, { message });
            } catch (failError) {
              app.log.error({ err: failError, queue, job: job.id }, 'job not recorded as failed');
            }
          }
          try {
            await settled?.(job.data);
          } catch (error) {
            app.log.error({ err: error, queue, job: job.id }, 'job follow-up failed');
          } finally {
            running--;
            wake();
          }
        };
        const loop = async () => {
          await ensureQueue(queue);
          while (!stopping) {
            const free = concurrency - running;
            let fetched: PgBoss.Job<T>[] = [];
            if (free > 0) {
              try {
                fetched = await boss.fetch<T>(queue, { batchSize: free });
              } catch (error) {
                if (stopping) break;
                app.log.error({ err: error, queue }, 'job fetch failed');
              }
            }
            for (const job of fetched) {
              running++;
              const done = runOne(job);
              inFlight.add(done);
              void done.finally(() => inFlight.delete(done));
            }
            if (fetched.length === free && free > 0) continue;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, IDLE_POLL_MS);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = () => undefined;
          }
          await Promise.allSettled([...inFlight]);
        };
        wakers.set(queue, () => wake());
        // A job's work, and the queue's own statements, wait behind requests on the embedded database.
        loops.push(asBackground(loop));
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      stopping = true;
      for (const waker of wakers.values()) waker();
      await Promise.allSettled(loops);
      await boss.stop({ graceful: false, close: false, wait: true });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
