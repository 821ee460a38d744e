/**
 * Chunked video uploads into a metaverse's videos folder (owner-console.md §4 Video upload): the upload rows,
 * the bytes received so far and the processing state the status call reports.
 */
import type { Queryable } from '../db/connection.ts';

export type VideoUploadStatus = 'uploading' | 'processing' | 'complete' | 'failed';

export interface VideoUpload {
  id: string;
  domain_id: string;
  user_id: string;
  name: string;
  mimetype: string;
  size: number;
  fingerprint: string;
  received: number;
  status: VideoUploadStatus;
  jobname: string | null;
  error: string | null;
  content_id: string | null;
}

export interface NewVideoUpload {
  id: string;
  domainId: string;
  userId: string;
  name: string;
  mimetype: string;
  size: number;
  fingerprint: string;
}

/** What a finished job records besides its status. */
export type VideoUploadResult = { error: string } | { content_id: string };

export interface VideoUploadsRepository {
  /** The upload of this metaverse started by this user, or null. */
  find(id: string, domainId: string, userId: string): Promise<VideoUpload | null>;
  /** The newest unfinished upload of the same file by this user in this metaverse, or null. */
  resumable(
    domainId: string,
    userId: string,
    fingerprint: string,
  ): Promise<{ id: string; received: number } | null>;
  create(upload: NewVideoUpload): Promise<void>;
  /** Records that the bytes up to `received` have arrived (never moving backwards). */
  setReceived(id: string, received: number): Promise<void>;
  /**
   * Marks an upload that is still uploading as processing under a job name, claimed by the caller for
   * `claimSeconds`; false when it was no longer uploading (another request, maybe on another instance, started it).
   */
  startProcessing(id: string, jobname: string, claimSeconds: number): Promise<boolean>;
  /** Extends the caller's claim on a processing upload by `claimSeconds` from now. */
  renewClaim(id: string, claimSeconds: number): Promise<void>;
  /**
   * Claims for `claimSeconds` every upload still processing whose claim ran out (its instance stopped) and
   * returns them; an upload another instance claims at the same moment is skipped, never returned to both.
   */
  claimAbandoned(claimSeconds: number): Promise<VideoUpload[]>;
  /** Ends the job as complete or failed. */
  finish(id: string, status: 'complete' | 'failed', result: VideoUploadResult): Promise<void>;
}

const toUpload = (row: VideoUpload): VideoUpload => ({
  ...row,
  size: Number(row.size),
  received: Number(row.received),
});

/** The video uploads over a connection or a transaction. */
export function createVideoUploadsRepository(q: Queryable): VideoUploadsRepository {
  return {
    async find(id, domainId, userId) {
      const { rows } = await q.query<VideoUpload>(
        'SELECT * FROM video_uploads WHERE id = $1 AND domain_id = $2 AND user_id = $3',
        [id, domainId, userId],
      );
      return rows[0] ? toUpload(rows[0]) : null;
    },

    async resumable(domainId, userId, fingerprint) {
      const { rows } = await q.query<{ id: string; received: number | string }>(
        `SELECT id, received FROM video_uploads
         WHERE domain_id = $1 AND user_id = $2 AND fingerprint = $3 AND status = 'uploading'
         ORDER BY created DESC LIMIT 1`,
        [domainId, userId, fingerprint],
      );
      return rows[0] ? { id: rows[0].id, received: Number(rows[0].received) } : null;
    },

    async create(upload) {
      await q.query(
        `INSERT INTO video_uploads (id, domain_id, user_id, name, mimetype, size, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          upload.id,
          upload.domainId,
          upload.userId,
          upload.name,
          upload.mimetype,
          upload.size,
          upload.fingerprint,
        ],
      );
    },

    async setReceived(id, received) {
      await q.query(
        'UPDATE video_uploads SET received = GREATEST(received, $2), updated = now() WHERE id = $1',
        [id, received],
      );
    },

    async startProcessing(id, jobname, claimSeconds) {
      const { rows } = await q.query(
        `UPDATE video_uploads
         SET status = 'processing', jobname = $2, claimed_until = now() + make_interval(secs => $3), updated = now()
         WHERE id = $1 AND status = 'uploading'
         RETURNING id`,
        [id, jobname, claimSeconds],
      );
      return rows.length > 0;
    },

    async renewClaim(id, claimSeconds) {
      await q.query(
        `UPDATE video_uploads SET claimed_until = now() + make_interval(secs => $2)
         WHERE id = $1 AND status = 'processing'`,
        [id, claimSeconds],
      );
    },

    async finish(id, status, result) {
      if ('error' in result) {
        await q.query('UPDATE video_uploads SET status = $2, error = $3, updated = now() WHERE id = $1', [
          id,
          status,
          result.error,
        ]);
      } else {
        await q.query(
          'UPDATE video_uploads SET status = $2, content_id = $3, updated = now() WHERE id = $1',
          [id, status, result.content_id],
        );
      }
    },

    async claimAbandoned(claimSeconds) {
      const { rows } = await q.query<VideoUpload>(
        `UPDATE video_uploads SET claimed_until = now() + make_interval(secs => $1)
         WHERE id IN (
           SELECT id FROM video_uploads
           WHERE status = 'processing' AND (claimed_until IS NULL OR claimed_until < now())
           FOR UPDATE SKIP LOCKED
         )
         RETURNING *`,
        [claimSeconds],
      );
      return rows.map(toUpload);
    },
  };
}
