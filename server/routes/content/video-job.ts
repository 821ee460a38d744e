/**
 * The background half of local video processing: like a real transcoder, `process` only starts a job and
 * replies "processing"; this job checks, hashes and stores the video, then records complete or failed, which
 * `status` reports. The job takes at least VIDEO_MIN_PROCESSING_MS (more for large files, as transcoding
 * would), so the console's status poll of owner-console.md §4 really has something to wait for.
 */
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids.ts';
import { storageFullMessage } from '../../providers/drives/storage.ts';
import { partFile, processPart } from '../../providers/video/local.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { storageOf } from './files.ts';
import { DRIVE_TEXTS } from '../drives/texts.ts';

/**
 * How long an instance's claim on a processing job lasts; it renews the claim every third of that while the
 * job runs, so a job whose claim ran out was left by a stopped instance.
 */
export const VIDEO_CLAIM_SECONDS = 60;
/** How often every instance looks for jobs left by a stopped instance. */
const ABANDONED_SWEEP_MS = 30_000;

/** The shortest a local processing job takes. */
export const VIDEO_MIN_PROCESSING_MS = 2_000;
/** The local processor's simulated rate: 50 MB of video per second. */
const PROCESSING_BYTES_PER_MS = 50_000;

/** How long the local processor takes for a video of `size` bytes. */
export function processingTime(size: number): number {
  return Math.max(VIDEO_MIN_PROCESSING_MS, Math.ceil(size / PROCESSING_BYTES_PER_MS));
}

export interface VideoJob {
  id: string;
  name: string;
  size: number;
  fingerprint: string;
  userId: string;
}

async function run(app: FastifyInstance, domain: DomainDoc, job: VideoJob): Promise<void> {
  const renewing = setInterval(
    () => {
      app.repos.videoUploads.renewClaim(job.id, VIDEO_CLAIM_SECONDS).catch(() => undefined);
    },
    (VIDEO_CLAIM_SECONDS * 1000) / 3,
  );
  try {
    await processJob(app, domain, job);
  } finally {
    clearInterval(renewing);
  }
}

async function processJob(app: FastifyInstance, domain: DomainDoc, job: VideoJob): Promise<void> {
  const started = Date.now();
  const path = partFile(app.blobs, job.id);
  const result = await processPart(app.blobs, path, job.size, DRIVE_TEXTS.notAVideo);
  const remaining = processingTime(job.size) - (Date.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  if (!result.ok) {
    await app.repos.videoUploads.finish(job.id, 'failed', { error: result.error });
    return;
  }
  const refused = await app.db.transaction(async (tx) => {
    const { content } = createRepositories(tx);
    await content.lockDomain(domain.id);
    // Other uploads may have finished while this one was processing: the allowance is checked again.
    const { used, available } = await storageOf(content, domain);
    if (used + job.size > available) return storageFullMessage(job.size, available - used, available);
    const row = await content.insert({
      id: newId(),
      domainId: domain.id,
      folder: 'videos',
      name: job.name,
      mimetype: result.blob.contentType,
      size: job.size,
      blobId: result.blob.id,
      uploader: job.userId,
      fingerprint: job.fingerprint,
    });
    await createRepositories(tx).videoUploads.finish(job.id, 'complete', { content_id: row.id });
    return null;
  });
  if (refused !== null) {
    if (result.created) await app.blobs.remove(result.blob.id);
    await app.repos.videoUploads.finish(job.id, 'failed', { error: refused });
  }
}

/**
 * Starts processing in the background; the caller holds the job's claim (`startProcessing` or `claimAbandoned`). Errors end the job as failed; when the server is shutting down (its
 * database already closed) there is nothing left to record, and the upload stays "processing" until
 * `resumeVideoJobs` picks it up at the next start.
 */
export function startVideoJob(app: FastifyInstance, domain: DomainDoc, job: VideoJob): void {
  run(app, domain, job).catch(async (error: unknown) => {
    app.log.error({ err: error, upload: job.id }, 'video processing failed');
    await app.repos.videoUploads
      .finish(job.id, 'failed', { error: DRIVE_TEXTS.processingFailed })
      .catch(() => undefined);
  });
}

/**
 * Jobs cut short by a stop: each upload still "processing" whose claim ran out is claimed here (so no two
 * instances take it) and processed again from its part file. Without its part file (the stop came after the
 * bytes moved into the blob store but before the content row was written, or the part file is on the disk of
 * the instance that stopped) or its metaverse, the upload ends as failed and the console asks for it again.
 */
export async function resumeVideoJobs(app: FastifyInstance): Promise<number> {
  const rows = await app.repos.videoUploads.claimAbandoned(VIDEO_CLAIM_SECONDS);
  let resumed = 0;
  for (const row of rows) {
    const domain = await app.repos.domains.findByKey(row.domain_id);
    const partExists = await access(partFile(app.blobs, row.id)).then(
      () => true,
      () => false,
    );
    if (!domain || !partExists) {
      await app.repos.videoUploads.finish(row.id, 'failed', { error: DRIVE_TEXTS.processingFailed });
      continue;
    }
    app.log.info({ upload: row.id }, 'resuming video processing cut short by a stop');
    startVideoJob(app, domain, {
      id: row.id,
      name: row.name,
      size: Number(row.size),
      fingerprint: row.fingerprint,
      userId: row.user_id,
    });
    resumed += 1;
  }
  return resumed;
}

/**
 * Resumes abandoned jobs now and then every ABANDONED_SWEEP_MS, so the jobs of an instance that stopped are
 * taken over by one still running; returns the function that stops the sweeps.
 */
export async function startVideoJobSweeps(app: FastifyInstance): Promise<() => void> {
  await resumeVideoJobs(app);
  const sweep = setInterval(() => {
    resumeVideoJobs(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'looking for abandoned video processing failed'),
    );
  }, ABANDONED_SWEEP_MS);
  sweep.unref();
  return () => clearInterval(sweep);
}
