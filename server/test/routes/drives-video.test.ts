/**
 * The chunked video upload of a metaverse's drive (owner-console.md §2.10): chunks assembled in order and
 * resumed after a dropped one, processed in the background with its status polled, a repeat of the same file
 * spotted, a job failed (and its new blob deleted) when storage filled up meanwhile, and oversized chunks, bad
 * ranges, bodies that are not videos and strangers refused. Other uploads are in drives-content.test.ts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';
import { driveCalls, fakeMp4, type Who } from './drives-helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'admin', 'superuser'] });
const { storage, fetchUrl } = driveCalls(api);

/** How long a video's processing may take before a test calls it stuck. */
const PROCESSING_WAIT_MS = 100_000;

describe('chunked video upload', () => {
  const CHUNK = 5_242_880;
  const domain = 'demo-business';
  const begin = (
    as: Who,
    body: { name: string; size: number; lastModified?: number; mimetype: string },
    status: number,
    at = domain,
  ) => api.op('videoUploadBegin', { path: { domain: at }, body, as }, status);
  const chunk = (
    as: Who,
    uploadUri: string,
    bytes: Buffer,
    range: string,
    status: number,
    { at = domain, type = 'application/octet-stream' } = {},
  ) =>
    api.op(
      'videoUploadChunk',
      {
        path: { domain: at, uploadUri },
        body: bytes,
        headers: { 'content-type': type, 'content-range': `bytes ${range}` },
        as,
      },
      status,
    );
  const rangeOf = (start: number, bytes: Buffer, total: number) =>
    `${start}-${start + bytes.length - 1}/${total}`;
  const processUpload = (as: Who, uploadId: string, status: number, at = domain) =>
    api.op('videoUploadProcess', { path: { domain: at, uploadId }, as }, status);
  const end = (as: Who, upload_id: string, status: number) =>
    api.op('videoUploadEnd', { path: { domain }, body: { upload_id }, as }, status);
  const status = (as: Who, upload_id: string, transcode_jobname: string, expected: number, at = domain) =>
    api.op(
      'videoUploadStatus',
      { path: { domain: at }, body: { upload_id, transcode_jobname }, as },
      expected,
    );
  /**
   * Polls the job's status every 250 ms until it leaves "processing"; every reply seen, in order. The deadline only
   * stops one that hangs: the work pool's threads run at the lowest priority, slow on a machine busy with other work.
   */
  const pollStatus = async (as: Who, uploadId: string, jobname: string, at = domain) => {
    const seen: unknown[] = [];
    for (const until = Date.now() + PROCESSING_WAIT_MS; Date.now() < until;) {
      const body = (await status(as, uploadId, jobname, 200, at)).json as { status: string };
      seen.push(body);
      if (body.status !== 'processing') return seen;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return seen;
  };
  type Started = { upload: { upload_id: string; upload_uri: string; offset: number } };

  it(
    'assembles chunks, resumes after a dropped chunk, processes, and spots a repeat',
    { timeout: 2 * PROCESSING_WAIT_MS },
    async () => {
      const file = fakeMp4(CHUNK * 2 + 1234, 9);
      const info = {
        name: 'tour.mp4',
        size: file.length,
        lastModified: 1700000000000,
        mimetype: 'video/mp4',
      };
      const started = await begin('manager', info, 200);
      const { upload_id, upload_uri, offset } = (started.json as Started).upload;
      expect(offset).toBe(0);

      const firstPart = file.subarray(0, CHUNK);
      const first = await chunk('manager', upload_uri, firstPart, rangeOf(0, firstPart, file.length), 200);
      expect(first.json).toEqual({ received: CHUNK });
      // The third chunk before the second would leave a gap.
      const third = file.subarray(CHUNK * 2);
      await chunk('manager', upload_uri, third, rangeOf(CHUNK * 2, third, file.length), 409);
      // A dropped second chunk: the connection ends early; the server keeps what it had.
      await chunk(
        'manager',
        upload_uri,
        file.subarray(CHUNK, CHUNK + 100),
        `${CHUNK}-${CHUNK * 2 - 1}/${file.length}`,
        400,
      );
      // Beginning again resumes where the server stands.
      const resumed = await begin('manager', info, 200);
      expect(resumed.json).toEqual({ upload: { upload_id, upload_uri, offset: CHUNK } });
      await processUpload('manager', upload_id, 409);
      const second = file.subarray(CHUNK, CHUNK * 2);
      await chunk('manager', upload_uri, second, rangeOf(CHUNK, second, file.length), 200);
      await chunk('manager', upload_uri, third, rangeOf(CHUNK * 2, third, file.length), 200);

      const processed = await processUpload('manager', upload_id, 200);
      const job = processed.json as { transcode_jobname: string; status: string };
      // Processing runs in the background: the reply only says it started.
      expect(job.status).toBe('processing');
      await end('manager', upload_id, 409);
      const now = await status('manager', upload_id, job.transcode_jobname, 200);
      expect(now.json).toEqual({ status: 'processing' });
      const seen = await pollStatus('manager', upload_id, job.transcode_jobname);
      expect(seen.at(-1)).toEqual({ status: 'complete' });
      expect(seen.length).toBeGreaterThan(1);
      const ended = await end('manager', upload_id, 200);
      const entity = (ended.json as { entity: { size: number; blob: string; folder: string } }).entity;
      expect(entity).toMatchObject({ size: file.length, folder: 'videos' });
      const stored = await fetchUrl(`/v2/public/blobs/${entity.blob}`);
      expect(stored.rawPayload.equals(file)).toBe(true);

      const repeat = await begin('owner', info, 200);
      expect(repeat.json).toHaveProperty('entity');
      expect(repeat.json).not.toHaveProperty('upload');
    },
  );

  it(
    'fails the job and deletes the new blob when storage filled up while it was processing',
    { timeout: 2 * PROCESSING_WAIT_MS },
    async () => {
      const at = 'demo-enterprise';
      const file = fakeMp4(4096, 42);
      const started = await begin(
        'owner',
        { name: 'late.mp4', size: file.length, mimetype: 'video/mp4' },
        200,
        at,
      );
      const { upload_id, upload_uri } = (started.json as Started).upload;
      await chunk('owner', upload_uri, file, '0-4095/4096', 200, { at, type: 'video/mp4' });
      const processed = await processUpload('owner', upload_id, 200, at);
      const { transcode_jobname } = processed.json as { transcode_jobname: string };
      // Another file takes the whole allowance before the job finishes.
      const { available } = (await storage('owner', at, 200)).json;
      const { rows } = await api.app.db.query<{ id: string }>(
        `SELECT id FROM domains WHERE doc->>'uri' = 'demo-enterprise'`,
      );
      await api.app.db.query(
        `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader)
       VALUES ('filler', $1, 'uploads', 'filler.pdf', 'application/pdf', $2, $3, 'nobody')`,
        [rows[0].id, available, 'f'.repeat(64)],
      );
      const seen = await pollStatus('owner', upload_id, transcode_jobname, at);
      expect(seen.at(-1)).toMatchObject({ status: 'failed' });
      expect((seen.at(-1) as { error: string }).error).toMatch(/storage/i);
      const digest = createHash('sha256').update(file).digest('hex');
      expect((await api.app.db.query('SELECT 1 FROM blobs WHERE id = $1', [digest])).rows).toHaveLength(0);
      expect((await fetchUrl(`/v2/public/blobs/${digest}`)).statusCode).toBe(404);
      await api.app.db.query(`DELETE FROM domain_content WHERE id = 'filler'`);
    },
  );

  it(
    'refuses oversized chunks, bad ranges, bodies that are not videos, and strangers',
    { timeout: 2 * PROCESSING_WAIT_MS },
    async () => {
      const file = Buffer.alloc(CHUNK + 10, 1);
      const started = await begin(
        'owner',
        { name: 'noise.mp4', size: file.length, mimetype: 'video/mp4' },
        200,
      );
      const { upload_id, upload_uri } = (started.json as Started).upload;
      const oversized = Buffer.alloc(CHUNK + 1);
      await chunk('owner', upload_uri, oversized, rangeOf(0, oversized, file.length), 413);
      const head = file.subarray(0, 10);
      await chunk('owner', upload_uri, head, rangeOf(0, head, 99), 400);
      await chunk('manager', upload_uri, head, rangeOf(0, head, file.length), 404);
      await chunk('member', upload_uri, head, rangeOf(0, head, file.length), 403);
      await chunk(null, upload_uri, head, rangeOf(0, head, file.length), 401);
      const firstPart = file.subarray(0, CHUNK);
      const rest = file.subarray(CHUNK);
      await chunk('owner', upload_uri, firstPart, rangeOf(0, firstPart, file.length), 200);
      await chunk('owner', upload_uri, rest, rangeOf(CHUNK, rest, file.length), 200);
      const processed = await processUpload('owner', upload_id, 200);
      expect(processed.json).toMatchObject({ status: 'processing' });
      const { transcode_jobname } = processed.json as { transcode_jobname: string };
      const seen = await pollStatus('owner', upload_id, transcode_jobname);
      expect(seen.at(-1)).toEqual({
        status: 'failed',
        error: 'The file is not a supported video (MP4, MOV or WebM)',
      });
      await end('owner', upload_id, 409);
      await begin('owner', { name: 'x.txt', size: 10, mimetype: 'text/plain' }, 400);
      await begin('member', { name: 'x.mp4', size: 10, mimetype: 'video/mp4' }, 403);
      await begin(null, { name: 'x.mp4', size: 10, mimetype: 'video/mp4' }, 401);
      await status('owner', upload_id, 'other', 404);
    },
  );
});
