/** Video processing cut short by a stop starts again when the server is ready (owner-console.md §4). */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeVideoJobs } from '../../routes/content/video-job.ts';
import { partFile } from '../../providers/video/local.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let owner: Session;
const base = '/v2/domains/demo-enterprise/content/videoupload';

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'owner@demo.test');
});
afterAll(() => t.close());

/** An MP4-signed file of `size` bytes. */
const fakeMp4 = (size: number, fill: number): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, fill)]);

/** Begins an upload of `file` and sends all of it in one chunk; the upload id. */
async function uploaded(name: string, file: Buffer): Promise<string> {
  const begin = await asUser(t.app, owner, {
    method: 'POST',
    url: `${base}/begin`,
    payload: { name, size: file.length, lastModified: 1, mimetype: 'video/mp4' },
  });
  expectMatchesSchema(begin, 'videoUploadBegin', 200);
  const { upload_uri } = begin.json<{ upload: { upload_uri: string } }>().upload;
  const sent = await asUser(t.app, owner, {
    method: 'PUT',
    url: `${base}/uploadchunk/${upload_uri}`,
    payload: file,
    headers: {
      'content-type': 'application/octet-stream',
      'content-range': `bytes 0-${file.length - 1}/${file.length}`,
    },
  });
  expectMatchesSchema(sent, 'videoUploadChunk', 200);
  return upload_uri;
}

/** What a stop in the middle of processing leaves behind: the upload marked processing, no job running. */
const cutShort = (id: string) =>
  t.app.db.query(`UPDATE video_uploads SET status = 'processing', jobname = $2 WHERE id = $1`, [
    id,
    `local-${id}`,
  ]);

async function statusOf(id: string): Promise<{ status: string; error?: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const reply = await asUser(t.app, owner, {
      method: 'POST',
      url: `${base}/status`,
      payload: { upload_id: id, transcode_jobname: `local-${id}` },
    });
    expectMatchesSchema(reply, 'videoUploadStatus', 200);
    const body = reply.json<{ status: string; error?: string }>();
    if (body.status !== 'processing') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('processing never ended');
}

describe('video jobs after a stop', () => {
  it('processes again an upload whose part file survived, and ends one whose part file is gone', async () => {
    const survived = await uploaded('kept.mp4', fakeMp4(300_000, 4));
    const lost = await uploaded('lost.mp4', fakeMp4(200_000, 5));
    await Promise.all([cutShort(survived), cutShort(lost)]);
    await rm(partFile(t.app.blobs, lost));

    expect(await resumeVideoJobs(t.app)).toBe(1);
    expect(await statusOf(survived)).toEqual({ status: 'complete' });
    expect(await statusOf(lost)).toEqual({
      status: 'failed',
      error: 'The video could not be processed; please upload it again',
    });

    const end = await asUser(t.app, owner, {
      method: 'POST',
      url: `${base}/end`,
      payload: { upload_id: survived },
    });
    expectMatchesSchema(end, 'videoUploadEnd', 200);
    expect(end.json<{ entity: { name: string } }>().entity.name).toBe('kept.mp4');
    expect(existsSync(partFile(t.app.blobs, survived))).toBe(false);
    // Nothing is left to resume.
    expect(await resumeVideoJobs(t.app)).toBe(0);
  });
});
