/**
 * Building-world regeneration (staff-and-agents.md §2.15, §7): a run queues one job per plot on the job
 * queue; each job regenerates its plot's district (map data and tiles). Jobs run a few at a time in every
 * server instance; Stop cancels the jobs not yet started and lets the running ones finish; a run ends when
 * no job of it is queued or running. A restart resumes: queued jobs stay queued, abandoned ones run again, and
 * a run cut short while queuing is queued again (job ids follow from run and plot, so nothing runs twice).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildingPostcode } from '../../../../common/postcode.ts';
import { districtPostcode } from '../../../../common/map.ts';
import { newId } from '../../../lib/ids.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { JobFailure } from '../../../plugins/jobs.ts';
import { createRepositories } from '../../../repositories/index.ts';
import type { PlotAddress } from '../../../repositories/map-repository.ts';
import {
  REGENERATION_QUEUE,
  type RegenerationJobData,
  type RegenerationRun,
} from '../../../repositories/regeneration-repository.ts';
import { REGENERATION_TEXTS as T } from './texts.ts';

/** Jobs one instance runs at once. */
export const REGENERATION_CONCURRENCY = 4;
/** Running jobs listed in the status. */
export const RUNNING_DETAILS_LIMIT = 50;
/** Plots queued per statement. */
const SUBMIT_PAGE = 500;

/** The job id of a plot in a run: the same on every try, so queuing a page again adds nothing. */
function jobId(run: string, plot: string): string {
  const hex = createHash('sha256').update(`${run}\u0000${plot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a plot's job carries. */
export function jobData(run: string | null, plot: PlotAddress): RegenerationJobData {
  const placed = plot.cellx !== null && plot.celly !== null;
  return {
    run,
    plot: plot.id,
    cellx: plot.cellx,
    celly: plot.celly,
    postcode: placed
      ? (buildingPostcode(plot as unknown as Record<string, unknown>) ??
        districtPostcode(plot.cellx as number, plot.celly as number))
      : null,
  };
}

/** Queues every plot of the run (again, after a restart cut it short), then marks it running. */
async function submit(app: FastifyInstance, run: string): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const page = await app.repos.map.plotPage(after, SUBMIT_PAGE);
    if (page.length === 0) break;
    // Stop while queuing: the rest is not queued.
    const current = await app.repos.regeneration.latest();
    if (current?.id !== run || current.status !== 'submitted') break;
    await app.jobs.send(
      REGENERATION_QUEUE,
      page.map((plot) => jobData(run, plot)),
      { ids: page.map((plot) => jobId(run, plot.id)) },
    );
    total += page.length;
    after = page[page.length - 1].id;
    await app.repos.regeneration.update(run, { total }, ['submitted']);
  }
  await app.repos.regeneration.update(run, { status: 'running', total }, ['submitted']);
  await finishIfDone(app, run);
  return total;
}

/** Starts a run for `actorId` (audited); 409 while another run is under way. */
export async function startRegeneration(app: FastifyInstance, actorId: string) {
  const run = newId();
  const created = await app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    if (!(await repos.regeneration.create(run, actorId))) return false;
    await repos.audit.record({
      actorId,
      action: 'plots.regenerateall',
      collection: 'plots',
      targetId: run,
      after: { run, status: 'submitted' },
    });
    return true;
  });
  if (!created) throw new HttpError(409, T.alreadyRunning);
  try {
    return { run, total: await submit(app, run) };
  } catch (error) {
    app.log.error({ err: error, run }, 'queuing regeneration jobs failed');
    await app.repos.regeneration.update(run, { status: 'failed', error: T.submitFailed });
    throw error;
  }
}

/** Stops the run under way (audited): cancels its queued jobs; 409 when none is under way. */
export async function stopRegeneration(app: FastifyInstance, actorId: string) {
  const run = await app.repos.regeneration.active();
  if (!run) throw new HttpError(409, T.notRunning);
  await app.repos.regeneration.update(run.id, { status: 'stopping' }, ['submitted', 'running', 'stopping']);
  const ids = await app.repos.regeneration.queuedJobIds(run.id);
  await app.jobs.cancel(REGENERATION_QUEUE, ids);
  await app.repos.audit.record({
    actorId,
    action: 'plots.regenerateall.stop',
    collection: 'plots',
    targetId: run.id,
    before: { status: run.status },
    after: { status: 'stopping', cancelled: ids.length },
  });
  await finishIfDone(app, run.id);
  return ids.length;
}

/** Ends a running or stopping run once none of its jobs is queued or running. */
export async function finishIfDone(app: FastifyInstance, runId: string): Promise<void> {
  const { regeneration } = app.repos;
  const counts = await regeneration.jobCounts(runId);
  if (counts.queued + counts.running > 0) {
    await regeneration.update(runId, {}, ['running', 'stopping']);
    return;
  }
  const error =
    counts.failed > 0 ? T.failedPlots(counts.failed, await regeneration.lastJobError(runId)) : null;
  const final = { completed: counts.completed, failed: counts.failed, error };
  if (!(await regeneration.update(runId, { ...final, status: 'completed' }, ['running']))) {
    await regeneration.update(runId, { ...final, status: 'stopped' }, ['stopping']);
  }
}

/** One plot's job: regenerates the district it stands in (map data and tiles). */
async function regeneratePlot(app: FastifyInstance, data: RegenerationJobData): Promise<void> {
  const plot = await app.repos.map.plotAddress(data.plot);
  if (!plot) throw new JobFailure(T.plotGone);
  if (plot.cellx === null || plot.celly === null) throw new JobFailure(T.noAddress);
  await app.map.local.regenerateDistrict(plot.cellx, plot.celly);
}

/** Starts this instance's workers and resumes a run a restart cut short while queuing. */
export async function startRegenerationWorkers(app: FastifyInstance): Promise<void> {
  app.jobs.work<RegenerationJobData>(
    REGENERATION_QUEUE,
    REGENERATION_CONCURRENCY,
    (data) => regeneratePlot(app, data),
    async (data) => {
      if (data.run) await finishIfDone(app, data.run);
    },
  );
  const run = await app.repos.regeneration.active();
  if (run?.status === 'submitted') {
    void submit(app, run.id).catch(async (error: unknown) => {
      app.log.error({ err: error, run: run.id }, 'queuing regeneration jobs failed');
      await app.repos.regeneration.update(run.id, { status: 'failed', error: T.submitFailed });
    });
  }
}

/** The status of the newest run (staff-and-agents.md §3 Regeneration status). */
export async function regenerationStatus(app: FastifyInstance, now = new Date()) {
  const { regeneration, map } = app.repos;
  const [run, totalPlots] = await Promise.all([regeneration.latest(), map.plotCount()]);
  if (!run) {
    const running = await regeneration.runningJobs(null, RUNNING_DETAILS_LIMIT);
    return {
      status: 'idle',
      durationSeconds: 0,
      totalPlots,
      submittedJobs: 0,
      runningJobs: running.length,
      completedJobs: 0,
      errorJobs: 0,
      progress: 0,
      estimatedRemainingSeconds: null,
      runningJobsDetails: running.map(detail),
      startTime: null,
      lastUpdate: null,
      error: null,
    };
  }
  if (run.status === 'running' || run.status === 'stopping') await finishIfDone(app, run.id);
  const current = (await regeneration.latest()) as RegenerationRun;
  const counts = await regeneration.jobCounts(current.id);
  const finished = current.finished_at !== null;
  const completed = finished && current.completed !== null ? current.completed : counts.completed;
  const failed = finished && current.failed !== null ? current.failed : counts.failed;
  const processed = completed + failed;
  const end = current.finished_at ?? now;
  const elapsed = Math.max(0, (end.getTime() - current.started_at.getTime()) / 1000);
  const remainingJobs = counts.queued + counts.running;
  const running = await regeneration.runningJobs(current.id, RUNNING_DETAILS_LIMIT);
  return {
    status: current.status,
    durationSeconds: Math.round(elapsed),
    totalPlots,
    submittedJobs: current.total,
    runningJobs: counts.running,
    completedJobs: completed,
    errorJobs: failed,
    progress: current.total > 0 ? Math.round((processed / current.total) * 1000) / 10 : 0,
    estimatedRemainingSeconds:
      !finished && processed > 0 && remainingJobs > 0
        ? Math.round((elapsed / processed) * remainingJobs)
        : null,
    runningJobsDetails: running.map(detail),
    startTime: current.started_at.toISOString(),
    lastUpdate: current.updated_at.toISOString(),
    error: current.error,
  };
}

const detail = (job: RegenerationJobData) => ({
  cellx: job.cellx ?? 0,
  celly: job.celly ?? 0,
  postcode: job.postcode ?? '',
});

/** Queues one plot's job (the plot record's Regenerate). */
export async function queuePlotRegeneration(app: FastifyInstance, plot: PlotAddress): Promise<void> {
  await app.jobs.send(REGENERATION_QUEUE, [jobData(null, plot)]);
}
