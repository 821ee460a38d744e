/**
 * Building-world regeneration runs (migration 019) and what the job queue holds for them. The jobs are
 * pg-boss's rows (`pgboss.job`, queue `REGENERATION_QUEUE`); this repository only reads them — pg-boss
 * itself sends, fetches, completes, fails and cancels them.
 */
import type { Queryable } from '../db/connection.ts';

/** The queue of plot regeneration jobs. */
export const REGENERATION_QUEUE = 'plot-regeneration';

export type RunStatus = 'submitted' | 'running' | 'stopping' | 'completed' | 'stopped' | 'failed';
/** A run that is not over yet. */
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['submitted', 'running', 'stopping'];

export interface RegenerationRun {
  id: string;
  status: RunStatus;
  started_by: string;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  total: number;
  completed: number | null;
  failed: number | null;
  error: string | null;
}

/** What a job of the queue carries. `run` is null for a single plot's Regenerate. */
export interface RegenerationJobData {
  run: string | null;
  plot: string;
  cellx: number | null;
  celly: number | null;
  postcode: string | null;
}

export interface RunJobCounts {
  queued: number;
  running: number;
  completed: number;
  failed: number;
  cancelled: number;
}

export interface RegenerationRepository {
  /**
   * Records a new run as submitted; false when another run is submitted, running or stopping (the unique
   * index decides, so two instances cannot both start one).
   */
  create(id: string, startedBy: string): Promise<boolean>;
  /** The newest run, or null before any. */
  latest(): Promise<RegenerationRun | null>;
  /** The run not over yet, or null. */
  active(): Promise<RegenerationRun | null>;
  /**
   * Sets the run's status (and total, error, final counts), stamping the update; a finished status stamps the
   * end too. With `onlyIf`, only a run in one of those statuses changes. Answers whether the run changed.
   */
  update(
    id: string,
    changes: {
      status?: RunStatus;
      total?: number;
      error?: string | null;
      completed?: number;
      failed?: number;
    },
    onlyIf?: readonly RunStatus[],
  ): Promise<boolean>;
  /** The run's jobs by state. */
  jobCounts(runId: string): Promise<RunJobCounts>;
  /** Running jobs of the run (or every running job when `runId` is null), oldest first, at most `limit`. */
  runningJobs(runId: string | null, limit: number): Promise<RegenerationJobData[]>;
  /** Ids of the run's jobs that have not started yet. */
  queuedJobIds(runId: string): Promise<string[]>;
  /** The newest error message of the run's failed jobs, or null. */
  lastJobError(runId: string): Promise<string | null>;
}

const FINISHED: readonly RunStatus[] = ['completed', 'stopped', 'failed'];
const RUN_COLUMNS =
  'id, status, started_by, started_at, updated_at, finished_at, total, completed, failed, error';

export function createRegenerationRepository(q: Queryable): RegenerationRepository {
  return {
    async create(id, startedBy) {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO regeneration_runs (id, status, started_by) VALUES ($1, 'submitted', $2)
         ON CONFLICT DO NOTHING RETURNING id`,
        [id, startedBy],
      );
      return rows.length === 1;
    },
    async latest() {
      const { rows } = await q.query<RegenerationRun>(
        `SELECT ${RUN_COLUMNS} FROM regeneration_runs ORDER BY started_at DESC, id DESC LIMIT 1`,
      );
      return rows[0] ?? null;
    },
    async active() {
      const { rows } = await q.query<RegenerationRun>(
        `SELECT ${RUN_COLUMNS} FROM regeneration_runs WHERE status = ANY($1::text[]) LIMIT 1`,
        [ACTIVE_RUN_STATUSES],
      );
      return rows[0] ?? null;
    },
    async update(id, changes, onlyIf) {
      const finished = changes.status !== undefined && FINISHED.includes(changes.status);
      const { rows } = await q.query<{ id: string }>(
        `UPDATE regeneration_runs
            SET status = coalesce($2, status), total = coalesce($3, total),
                error = CASE WHEN $4::boolean THEN $5 ELSE error END,
                completed = coalesce($7, completed), failed = coalesce($8, failed),
                updated_at = now(), finished_at = CASE WHEN $6::boolean THEN now() ELSE finished_at END
          WHERE id = $1 AND ($9::text[] IS NULL OR status = ANY($9::text[]))
          RETURNING id`,
        [
          id,
          changes.status ?? null,
          changes.total ?? null,
          changes.error !== undefined,
          changes.error ?? null,
          finished,
          changes.completed ?? null,
          changes.failed ?? null,
          onlyIf ?? null,
        ],
      );
      return rows.length === 1;
    },
    async jobCounts(runId) {
      const { rows } = await q.query<{ state: string; n: number }>(
        `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job
          WHERE name = $1 AND data->>'run' = $2 GROUP BY state`,
        [REGENERATION_QUEUE, runId],
      );
      const by = Object.fromEntries(rows.map((row) => [row.state, row.n]));
      return {
        queued: (by.created ?? 0) + (by.retry ?? 0),
        running: by.active ?? 0,
        completed: by.completed ?? 0,
        failed: by.failed ?? 0,
        cancelled: by.cancelled ?? 0,
      };
    },
    async runningJobs(runId, limit) {
      const { rows } = await q.query<{ data: RegenerationJobData }>(
        `SELECT data FROM pgboss.job
          WHERE name = $1 AND state = 'active' AND ($2::text IS NULL OR data->>'run' = $2)
          ORDER BY started_on, id LIMIT $3`,
        [REGENERATION_QUEUE, runId, limit],
      );
      return rows.map((row) => row.data);
    },
    async queuedJobIds(runId) {
      const { rows } = await q.query<{ id: string }>(
        `SELECT id::text AS id FROM pgboss.job
          WHERE name = $1 AND data->>'run' = $2 AND state IN ('created', 'retry')`,
        [REGENERATION_QUEUE, runId],
      );
      return rows.map((row) => row.id);
    },
    async lastJobError(runId) {
      const { rows } = await q.query<{ message: string | null }>(
        `SELECT output->>'message' AS message FROM pgboss.job
          WHERE name = $1 AND data->>'run' = $2 AND state = 'failed'
          ORDER BY completed_on DESC NULLS LAST LIMIT 1`,
        [REGENERATION_QUEUE, runId],
      );
      return rows[0]?.message ?? null;
    },
  };
}
