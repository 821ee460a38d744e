/**
 * Build Banners (staff-and-agents.md §7): renders each mission config's banner from its icon and its
 * description (`banner-render.ts`, in the work pool) and stores it as a blob.
 * It runs on the job queue: `buildMissionBanners` starts a job row, queues the build and replies; whichever
 * instance or worker process runs jobs takes it, records its progress on the row, and the console follows it in
 * its task bar.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { JobFailure } from '../../../plugins/jobs.ts';
import type { BlobStore } from '../../../lib/blob-store.ts';
import { tempPath } from '../../../providers/drives/temp-file.ts';
import type { BannerSource } from '../../../repositories/missions-repository.ts';
import { asBuffer, runTask } from '../../../workers/pool.ts';
import { bannerText } from './banner-render.ts';
import { MISSION_TEXTS } from './texts.ts';

/** The longest a build may take before its job counts as left by a stopped instance (the console's limit too). */
export const BANNER_JOB_SECONDS = 30 * 60;

/** Progress is written after every this many banners (and at the end). */
const PROGRESS_EVERY = 10;

async function readBlob(blobs: BlobStore, id: string): Promise<Buffer | null> {
  const blob = await blobs.open(id);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Stores bytes we rendered ourselves (already a valid PNG, so not decoded again). */
export async function storeRendered(blobs: BlobStore, png: Buffer): Promise<string> {
  const file = await tempPath(blobs.tmpDir(), 'banner');
  await writeFile(file, png, { mode: 0o600 });
  const id = createHash('sha256').update(png).digest('hex');
  await blobs.adoptFile(file, id, 'image/png', png.length);
  return id;
}

/** Renders and stores every source's banner, recording progress on the job; returns the banners built. */
export async function buildBanners(
  app: FastifyInstance,
  product: string,
  jobId: string,
  sources: readonly BannerSource[],
): Promise<number> {
  let done = 0;
  for (const source of sources) {
    const icon = await readBlob(app.blobs, source.icon_blob);
    if (icon) {
      const png = await runTask('renderBanner', { icon, text: bannerText(source) });
      const banner = await storeRendered(app.blobs, asBuffer(png));
      await app.repos.missions.setBanner(product, source.id, banner);
    }
    done += 1;
    if (done % PROGRESS_EVERY === 0 && done < sources.length) {
      await app.repos.missions.bannerJobProgress(jobId, done);
    }
  }
  await app.repos.missions.bannerJobProgress(jobId, done);
  return done;
}

export const BANNER_QUEUE = 'mission-banners';

interface BannerJobData {
  product: string;
  job: string;
  sources: BannerSource[];
}

/** Queues the build of a started job row; a job worker runs it (`startBannerWorkers`). */
export async function queueBannerJob(
  app: FastifyInstance,
  product: string,
  jobId: string,
  sources: readonly BannerSource[],
): Promise<void> {
  await app.jobs.send<BannerJobData>(BANNER_QUEUE, [{ product, job: jobId, sources: [...sources] }], {
    expireInSeconds: BANNER_JOB_SECONDS,
  });
}

/** Builds queued banner jobs in this instance; a failure ends the job row as failed, in our words. */
export function startBannerWorkers(app: FastifyInstance): void {
  app.jobs.work<BannerJobData>(BANNER_QUEUE, 1, async ({ product, job, sources }) => {
    try {
      await buildBanners(app, product, job, sources);
      await app.repos.missions.finishBannerJob(job, 'complete');
    } catch (error) {
      app.log.error({ err: error, job }, 'building mission banners failed');
      await app.repos.missions.finishBannerJob(job, 'failed', MISSION_TEXTS.buildFailed);
      throw new JobFailure(MISSION_TEXTS.buildFailed, { retry: false });
    }
  });
}
