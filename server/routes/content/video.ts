/**
 * Chunked video upload into a metaverse's videos folder (owner-console.md §4 Video upload): begin (or resume,
 * or "already uploaded"), chunks of at most 5242880 bytes with Content-Range, process, status, end.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { contentItem } from '../../repositories/content-repository.ts';
import { storageFullMessage } from '../../providers/drives/storage.ts';
import { createPart, discardPart, partFile, writeChunk } from '../../providers/video/local.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { VideoUpload } from '../../repositories/video-uploads-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { storageOf } from './files.ts';
import { startVideoJob, VIDEO_CLAIM_SECONDS } from './video-job.ts';
import { CHUNK_MAX_BYTES, DRIVE_TEXTS } from '../drives/texts.ts';
import { grantedDomain } from '../../authz/index.ts';
import type { HandlerMap } from '../types.ts';

/** An upload of this domain started by this user (someone else's upload id is as good as unknown). */
async function findUpload(
  app: FastifyInstance,
  domain: DomainDoc,
  user: UserDoc,
  id: string,
): Promise<VideoUpload> {
  const upload = await app.repos.videoUploads.find(id, domain.id, user.id);
  if (!upload) throw notFound(DRIVE_TEXTS.uploadNotFound);
  return upload;
}

/** `bytes first-last/total` → the chunk's start and length. */
function parseRange(header: string | string[] | undefined, size: number): { start: number; length: number } {
  const match = typeof header === 'string' ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  if (!match) throw badRequest(DRIVE_TEXTS.badRange);
  const [first, last, total] = match.slice(1).map(Number);
  if (total !== size || last < first || last >= total) throw badRequest(DRIVE_TEXTS.badRange);
  const length = last - first + 1;
  if (length > CHUNK_MAX_BYTES) throw new HttpError(413, DRIVE_TEXTS.chunkTooLarge);
  return { start: first, length };
}

export const contentVideoHandlers = {
  async videoUploadBegin(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const { name, size, lastModified, mimetype } = request.body;
    const fingerprint = `${name}|${size}|${lastModified ?? 0}`;
    const existing = await app.repos.content.findByFingerprint(domain.id, fingerprint);
    if (existing) return { entity: contentItem(existing, domain.uri) };

    const resumable = await app.repos.videoUploads.resumable(domain.id, user.id, fingerprint);
    if (resumable) {
      return { upload: { upload_id: resumable.id, upload_uri: resumable.id, offset: resumable.received } };
    }
    const { used, available } = await storageOf(app.repos.content, domain);
    if (size > available - used)
      throw new HttpError(413, storageFullMessage(size, available - used, available));
    const id = newId();
    await createPart(partFile(app.blobs, id));
    await app.repos.videoUploads.create({
      id,
      domainId: domain.id,
      userId: user.id,
      name,
      mimetype,
      size,
      fingerprint,
    });
    return { upload: { upload_id: id, upload_uri: id, offset: 0 } };
  },

  async videoUploadChunk(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const upload = await findUpload(app, domain, user, request.params.uploadUri);
    if (upload.status !== 'uploading') throw new HttpError(409, DRIVE_TEXTS.alreadyProcessed);
    const { start, length } = parseRange(request.headers['content-range'], upload.size);
    // Bytes before `received` may be sent again (a retried chunk); a gap would leave a hole in the file.
    if (start > upload.received) throw new HttpError(409, DRIVE_TEXTS.gap(start, upload.received));
    const body = request.body;
    if (!(body instanceof Readable)) throw badRequest(DRIVE_TEXTS.shortChunk);
    await writeChunk(body, partFile(app.blobs, upload.id), start, length, DRIVE_TEXTS.shortChunk);
    const received = Math.max(upload.received, start + length);
    await app.repos.videoUploads.setReceived(upload.id, received);
    return { received };
  },

  async videoUploadProcess(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const upload = await findUpload(app, domain, user, request.params.uploadId);
    if (upload.status !== 'uploading') {
      return {
        transcode_jobname: upload.jobname ?? upload.id,
        status: upload.status,
        ...(upload.error && { error: upload.error }),
      };
    }
    if (upload.received < upload.size)
      throw new HttpError(409, DRIVE_TEXTS.incomplete(upload.received, upload.size));
    const jobname = `local-${upload.id}`;
    if (!(await app.repos.videoUploads.startProcessing(upload.id, jobname, VIDEO_CLAIM_SECONDS))) {
      // Another request started it meanwhile: the job runs once, and this answer reports it.
      const started = await findUpload(app, domain, user, upload.id);
      return {
        transcode_jobname: started.jobname ?? started.id,
        status: started.status,
        ...(started.error && { error: started.error }),
      };
    }
    startVideoJob(app, domain, {
      id: upload.id,
      name: upload.name,
      size: upload.size,
      fingerprint: upload.fingerprint,
      userId: user.id,
    });
    return { transcode_jobname: jobname, status: 'processing' as const };
  },

  async videoUploadStatus(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const upload = await findUpload(app, domain, user, request.body.upload_id);
    if (upload.jobname !== request.body.transcode_jobname) throw notFound(DRIVE_TEXTS.wrongJob);
    return { status: upload.status, ...(upload.error && { error: upload.error }) };
  },

  async videoUploadEnd(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { domain } = grantedDomain(request);
    const upload = await findUpload(app, domain, user, request.body.upload_id);
    if (upload.status !== 'complete' || !upload.content_id) throw new HttpError(409, DRIVE_TEXTS.notComplete);
    const row = await app.repos.content.get(domain.id, upload.content_id);
    if (!row) throw notFound(DRIVE_TEXTS.contentNotFound);
    await discardPart(partFile(app.blobs, upload.id));
    return { entity: contentItem(row, domain.uri) };
  },
} satisfies HandlerMap;
