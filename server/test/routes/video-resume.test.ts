/** Video processing cut short by a stop starts again when the server is ready (owner-console.md §4). */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { resumeVideoJobs } from '../../routes/content/video-job.ts';
import { partFile } from '../../providers/video/local.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['owner'] });
const domain = { domain: 'demo-enterprise' };

/** An MP4-signed file of `size` bytes. */
const fakeMp4 = (size: number, fill: number): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, fill)]);

/** Begins an upload of `file` and sends all of it in one chunk; the upload id. */
async function uploaded(name: string, file: Buffer): Promise<string> {
  const begin = await api.op(
    'videoUploadBegin',
    {
      path: domain,
      body: { name, size: file.length, lastModified: 1, mimetype: 'video/mp4' },
      as: 'owner',
    },
    200,
  );
  const upload_uri = begin.json.upload?.upload_uri;
  if (!upload_uri) throw new Error(`The upload did not begin: ${begin.text}`);
  await api.op(
    'videoUploadChunk',
    {
      path: { ...domain, uploadUri: upload_uri },
      body: file,
      headers: {
        'content-type': 'application/octet-stream',
        'content-range': `bytes 0-${file.length - 1}/${file.length}`,
      },
      as: 'owner',
    },
    200,
  );
  return upload_uri;
}

/** What a stop in the middle of processing leaves behind: the upload marked processing, no job running. */
const cutShort = (id: string) =>
  api.app.db.query(`UPDATE video_uploads SET status = 'processing', jobname = $2 WHERE id = $1`, [
    id,
    `local-${id}`,
  ]);

/**
 * How long processing may take before the test calls it stuck: the work pool's threads run at the lowest
 * priority, so on a machine busy with other work a video is hashed much later than on a quiet one.
 */
const PROCESSING_WAIT_MS = 100_000;

/** The upload's status once processing has ended. */
function statusOf(id: string): Promise<{ status: string; error?: string }> {
  return vi.waitFor(
    async () => {
      const reply = await api.op(
        'videoUploadStatus',
        { path: domain, body: { upload_id: id, transcode_jobname: `local-${id}` }, as: 'owner' },
        200,
      );
      const body: { status: string; error?: string } = reply.json;
      if (body.status === 'processing') throw new Error('still processing');
      return body;
    },
    { timeout: PROCESSING_WAIT_MS, interval: 200 },
  );
}

describe('video jobs after a stop', () => {
  it(
    'processes again an upload whose part file survived, and ends one whose part file is gone',
    { timeout: 3 * PROCESSING_WAIT_MS },
    async () => {
      const survived = await uploaded('kept.mp4', fakeMp4(300_000, 4));
      const lost = await uploaded('lost.mp4', fakeMp4(200_000, 5));
      await Promise.all([cutShort(survived), cutShort(lost)]);
      await rm(partFile(api.app.blobs, lost));

      expect(await resumeVideoJobs(api.app)).toBe(1);
      expect(await statusOf(survived)).toEqual({ status: 'complete' });
      expect(await statusOf(lost)).toEqual({
        status: 'failed',
        error: 'The video could not be processed; please upload it again',
      });

      const end = await api.op(
        'videoUploadEnd',
        { path: domain, body: { upload_id: survived }, as: 'owner' },
        200,
      );
      expect(end.json.entity.name).toBe('kept.mp4');
      expect(existsSync(partFile(api.app.blobs, survived))).toBe(false);
      // Nothing is left to resume.
      expect(await resumeVideoJobs(api.app)).toBe(0);
    },
  );
});
