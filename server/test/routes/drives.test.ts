import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  pngOfSize,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'owner@demo.test');
  manager = await login(t.app, 'manager@demo.test');
  member = await login(t.app, 'member@demo.test');
});

afterAll(async () => {
  await t?.close();
});

const GB = 1_073_741_824;
const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });
const upload = (
  session: Session | null,
  domain: string,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) =>
  asUser(t.app, session, {
    method: 'POST',
    url: `/v2/domains/${domain}/content?name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { 'content-type': type, 'x-shapevr-name': name },
  });

describe('content uploads, storage and deletion', () => {
  it('stores an image for the owner and counts it in storage', async () => {
    const before = await get(owner, '/v2/domains/demo-premium/content/storage');
    expectMatchesSchema(before, 'getContentStorage', 200);
    // The demo seed puts a few files into demo-premium (see the seed test below).
    const seeded = before.json<{ used: number }>().used;
    expect(before.json()).toEqual({ used: seeded, available: 5 * GB });
    const response = await upload(owner, 'demo-premium', 'picture.png', pngOfSize(1000), 'image/png');
    expectMatchesSchema(response, 'uploadContent', 200);
    const item = response.json<{ id: string; folder: string; mimetype: string; path: string }>();
    expect(item).toMatchObject({
      folder: 'uploads',
      mimetype: 'image/png',
      path: `metaverses/demo-premium/uploads/${item.id}`,
    });
    expect((await get(owner, '/v2/domains/demo-premium/content/storage')).json()).toEqual({
      used: seeded + 1000,
      available: 5 * GB,
    });

    const listed = await get(owner, '/v2/drives/files/list?path=metaverses/demo-premium/uploads');
    expectMatchesSchema(listed, 'listDriveFiles', 200);
    expect(listed.json<{ files: { id: string }[] }>().files.map((f) => f.id)).toContain(item.id);
    const meta = await get(owner, `/v2/drives/files/meta?path=${encodeURIComponent(item.path)}`);
    expectMatchesSchema(meta, 'getDriveFileMeta', 200);
    expect(meta.json()).toMatchObject({ type: 'file', size: 1000, mimeType: 'image/png' });
    const entity = await get(owner, `/v2/drives/files/entity?path=${encodeURIComponent(item.path)}`);
    expectMatchesSchema(entity, 'getDriveFileEntity', 200);
    const bytes = await get(null, meta.json<{ url: string }>().url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBe(1000);

    const removed = await asUser(t.app, member, {
      method: 'DELETE',
      url: `/v2/domains/demo-premium/content/${item.id}`,
    });
    expectMatchesSchema(removed, 'deleteContent', 403);
    const deleted = await asUser(t.app, manager, {
      method: 'DELETE',
      url: `/v2/domains/demo-premium/content/${item.id}`,
    });
    expectMatchesSchema(deleted, 'deleteContent', 200);
    expect(deleted.json()).toEqual({ used: seeded, available: 5 * GB });
    const again = await asUser(t.app, owner, {
      method: 'DELETE',
      url: `/v2/domains/demo-premium/content/${item.id}`,
    });
    expectMatchesSchema(again, 'deleteContent', 404);
  });

  it('accepts markdown, pdf and video by their bytes and refuses anything else', async () => {
    const md = await upload(
      manager,
      'demo-free',
      'notes.md',
      Buffer.from('# Notes\n\nHello'),
      'text/markdown',
    );
    expectMatchesSchema(md, 'uploadContent', 200);
    expect(md.json()).toMatchObject({ mimetype: 'text/markdown; charset=utf-8', folder: 'uploads' });
    const pdf = await upload(
      manager,
      'demo-free',
      'doc.pdf',
      Buffer.from('%PDF-1.4 body'),
      'application/pdf',
    );
    expectMatchesSchema(pdf, 'uploadContent', 200);
    const video = await upload(manager, 'demo-free', 'clip.mp4', fakeMp4(3000), 'video/mp4');
    expectMatchesSchema(video, 'uploadContent', 200);
    expect(video.json()).toMatchObject({ mimetype: 'video/mp4', folder: 'videos' });
    const html = await upload(
      manager,
      'demo-free',
      'page.html',
      Buffer.from('<html><script>x</script>'),
      'application/octet-stream',
    );
    expectMatchesSchema(html, 'uploadContent', 415);
    expect(html.body).toBe('Only images, videos, and .docx, .pdf or .md documents can be uploaded');
    // A PDF claimed as markdown is judged by its name and bytes together.
    expectMatchesSchema(
      await upload(manager, 'demo-free', 'fake.pdf', Buffer.from('# not a pdf')),
      'uploadContent',
      415,
    );
    expectMatchesSchema(
      await upload(manager, 'demo-free', 'empty.md', Buffer.alloc(0)),
      'uploadContent',
      400,
    );
    // A JSON body is a file like any other: its name and bytes decide, and a .json file is refused.
    const json = await asUser(t.app, manager, {
      method: 'POST',
      url: '/v2/domains/demo-free/content?name=a.json',
      payload: { a: 1 },
    });
    expectMatchesSchema(json, 'uploadContent', 415);
    expect(json.body).toBe('Only images, videos, and .docx, .pdf or .md documents can be uploaded');
    expectMatchesSchema(await upload(manager, 'demo-free', '', Buffer.from('# x')), 'uploadContent', 400);
  });

  it('enforces the plan allowance (0.25 GB on free)', async () => {
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM domains WHERE doc->>'uri' = 'demo-trial'`,
    );
    await t.app.db.query(
      `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader)
       VALUES ('filler00000000000000000a', $1, 'uploads', 'big.bin', 'video/mp4', $2, $3, $4)`,
      [rows[0].id, 5 * GB - 500, 'a'.repeat(64), owner.id],
    );
    const full = await upload(owner, 'demo-trial', 'picture.png', pngOfSize(1000), 'image/png');
    expectMatchesSchema(full, 'uploadContent', 413);
    expect(full.body).toMatch(/^Not enough storage/);
    const fits = await upload(owner, 'demo-trial', 'small.png', pngOfSize(400), 'image/png');
    expectMatchesSchema(fits, 'uploadContent', 200);
    const free = await get(owner, '/v2/domains/demo-free/content/storage');
    expect(free.json<{ available: number }>().available).toBe(GB / 4);
    const begin = await asUser(t.app, owner, {
      method: 'POST',
      url: '/v2/domains/demo-free/content/videoupload/begin',
      payload: { name: 'huge.mp4', size: GB, mimetype: 'video/mp4' },
    });
    expectMatchesSchema(begin, 'videoUploadBegin', 413);
  });

  it('refuses callers who do not manage the domain', async () => {
    const stranger = await signupAndLogin(t.app);
    for (const session of [member, stranger]) {
      expectMatchesSchema(
        await get(session, '/v2/domains/demo-free/content/storage'),
        'getContentStorage',
        403,
      );
      expectMatchesSchema(
        await upload(session, 'demo-free', 'p.png', pngOfSize(100), 'image/png'),
        'uploadContent',
        403,
      );
    }
    expectMatchesSchema(await get(null, '/v2/domains/demo-free/content/storage'), 'getContentStorage', 401);
    expectMatchesSchema(
      await upload(null, 'demo-free', 'p.png', pngOfSize(100), 'image/png'),
      'uploadContent',
      401,
    );
    expectMatchesSchema(
      await get(owner, '/v2/domains/no-such-domain/content/storage'),
      'getContentStorage',
      404,
    );
    // Another owner's metaverse: the demo owner does not manage a generated one.
    const { rows } = await t.app.db.query<{ uri: string }>(
      `SELECT doc->>'uri' AS uri FROM domains WHERE doc->>'owner' <> $1 LIMIT 1`,
      [owner.id],
    );
    expectMatchesSchema(
      await get(owner, `/v2/domains/${rows[0].uri}/content/storage`),
      'getContentStorage',
      403,
    );
  });
});

/** An MP4-signed file of `size` bytes. */
function fakeMp4(size: number, fill = 1): Buffer {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)]);
}

describe('chunked video upload', () => {
  const CHUNK = 5_242_880;
  const base = '/v2/domains/demo-business/content/videoupload';
  const begin = (session: Session | null, payload: Record<string, unknown>) =>
    asUser(t.app, session, { method: 'POST', url: `${base}/begin`, payload });
  const chunk = (session: Session | null, uri: string, bytes: Buffer, start: number, total: number) =>
    asUser(t.app, session, {
      method: 'PUT',
      url: `${base}/uploadchunk/${uri}`,
      payload: bytes,
      headers: {
        'content-type': 'application/octet-stream',
        'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}`,
      },
    });
  /** Polls the job's status every 250 ms until it leaves "processing"; every reply seen, in order. */
  const pollStatus = async (session: Session, uploadId: string, jobname: string, at = base) => {
    const seen: unknown[] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const reply = await asUser(t.app, session, {
        method: 'POST',
        url: `${at}/status`,
        payload: { upload_id: uploadId, transcode_jobname: jobname },
      });
      expectMatchesSchema(reply, 'videoUploadStatus', 200);
      const body = reply.json<{ status: string }>();
      seen.push(body);
      if (body.status !== 'processing') return seen;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return seen;
  };

  it('assembles chunks, resumes after a dropped chunk, processes, and spots a repeat', async () => {
    const file = fakeMp4(CHUNK * 2 + 1234, 9);
    const info = { name: 'tour.mp4', size: file.length, lastModified: 1700000000000, mimetype: 'video/mp4' };
    const started = await begin(manager, info);
    expectMatchesSchema(started, 'videoUploadBegin', 200);
    const { upload_id, upload_uri, offset } = started.json<{
      upload: { upload_id: string; upload_uri: string; offset: number };
    }>().upload;
    expect(offset).toBe(0);

    const first = await chunk(manager, upload_uri, file.subarray(0, CHUNK), 0, file.length);
    expectMatchesSchema(first, 'videoUploadChunk', 200);
    expect(first.json()).toEqual({ received: CHUNK });
    // The third chunk before the second would leave a gap.
    const gap = await chunk(manager, upload_uri, file.subarray(CHUNK * 2), CHUNK * 2, file.length);
    expectMatchesSchema(gap, 'videoUploadChunk', 409);
    // A dropped second chunk: the connection ends early; the server keeps what it had.
    const short = await asUser(t.app, manager, {
      method: 'PUT',
      url: `${base}/uploadchunk/${upload_uri}`,
      payload: file.subarray(CHUNK, CHUNK + 100),
      headers: {
        'content-type': 'application/octet-stream',
        'content-range': `bytes ${CHUNK}-${CHUNK * 2 - 1}/${file.length}`,
      },
    });
    expectMatchesSchema(short, 'videoUploadChunk', 400);
    // Beginning again resumes where the server stands.
    const resumed = await begin(manager, info);
    expect(resumed.json()).toEqual({ upload: { upload_id, upload_uri, offset: CHUNK } });
    const early = await asUser(t.app, manager, { method: 'POST', url: `${base}/process/${upload_id}` });
    expectMatchesSchema(early, 'videoUploadProcess', 409);
    expectMatchesSchema(
      await chunk(manager, upload_uri, file.subarray(CHUNK, CHUNK * 2), CHUNK, file.length),
      'videoUploadChunk',
      200,
    );
    expectMatchesSchema(
      await chunk(manager, upload_uri, file.subarray(CHUNK * 2), CHUNK * 2, file.length),
      'videoUploadChunk',
      200,
    );

    const processed = await asUser(t.app, manager, { method: 'POST', url: `${base}/process/${upload_id}` });
    expectMatchesSchema(processed, 'videoUploadProcess', 200);
    const job = processed.json<{ transcode_jobname: string; status: string }>();
    // Processing runs in the background: the reply only says it started.
    expect(job.status).toBe('processing');
    const tooSoon = await asUser(t.app, manager, {
      method: 'POST',
      url: `${base}/end`,
      payload: { upload_id },
    });
    expectMatchesSchema(tooSoon, 'videoUploadEnd', 409);
    const status = await asUser(t.app, manager, {
      method: 'POST',
      url: `${base}/status`,
      payload: { upload_id, transcode_jobname: job.transcode_jobname },
    });
    expectMatchesSchema(status, 'videoUploadStatus', 200);
    expect(status.json()).toEqual({ status: 'processing' });
    const seen = await pollStatus(manager, upload_id, job.transcode_jobname);
    expect(seen.at(-1)).toEqual({ status: 'complete' });
    expect(seen.length).toBeGreaterThan(1);
    const ended = await asUser(t.app, manager, {
      method: 'POST',
      url: `${base}/end`,
      payload: { upload_id },
    });
    expectMatchesSchema(ended, 'videoUploadEnd', 200);
    const entity = ended.json<{ entity: { size: number; blob: string; folder: string } }>().entity;
    expect(entity).toMatchObject({ size: file.length, folder: 'videos' });
    const stored = await get(null, `/v2/public/blobs/${entity.blob}`);
    expect(stored.rawPayload.equals(file)).toBe(true);

    const repeat = await begin(owner, info);
    expectMatchesSchema(repeat, 'videoUploadBegin', 200);
    expect(repeat.json()).toHaveProperty('entity');
    expect(repeat.json()).not.toHaveProperty('upload');
  });

  it('fails the job and deletes the new blob when storage filled up while it was processing', async () => {
    const at = '/v2/domains/demo-enterprise/content/videoupload';
    const file = fakeMp4(4096, 42);
    const started = await asUser(t.app, owner, {
      method: 'POST',
      url: `${at}/begin`,
      payload: { name: 'late.mp4', size: file.length, mimetype: 'video/mp4' },
    });
    const { upload_id, upload_uri } = started.json<{ upload: { upload_id: string; upload_uri: string } }>()
      .upload;
    await asUser(t.app, owner, {
      method: 'PUT',
      url: `${at}/uploadchunk/${upload_uri}`,
      payload: file,
      headers: { 'content-type': 'video/mp4', 'content-range': `bytes 0-4095/4096` },
    });
    const processed = await asUser(t.app, owner, { method: 'POST', url: `${at}/process/${upload_id}` });
    const { transcode_jobname } = processed.json<{ transcode_jobname: string }>();
    // Another file takes the whole allowance before the job finishes.
    const { available } = (await get(owner, '/v2/domains/demo-enterprise/content/storage')).json<{
      available: number;
    }>();
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM domains WHERE doc->>'uri' = 'demo-enterprise'`,
    );
    await t.app.db.query(
      `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader)
       VALUES ('filler', $1, 'uploads', 'filler.pdf', 'application/pdf', $2, $3, 'nobody')`,
      [rows[0].id, available, 'f'.repeat(64)],
    );
    const seen = await pollStatus(owner, upload_id, transcode_jobname, at);
    expect(seen.at(-1)).toMatchObject({ status: 'failed' });
    expect((seen.at(-1) as { error: string }).error).toMatch(/storage/i);
    const digest = createHash('sha256').update(file).digest('hex');
    expect((await t.app.db.query('SELECT 1 FROM blobs WHERE id = $1', [digest])).rows).toHaveLength(0);
    expect((await get(null, `/v2/public/blobs/${digest}`)).statusCode).toBe(404);
    await t.app.db.query(`DELETE FROM domain_content WHERE id = 'filler'`);
  });

  it('refuses oversized chunks, bad ranges, bodies that are not videos, and strangers', async () => {
    const file = Buffer.alloc(CHUNK + 10, 1);
    const started = await begin(owner, { name: 'noise.mp4', size: file.length, mimetype: 'video/mp4' });
    const { upload_id, upload_uri } = started.json<{ upload: { upload_id: string; upload_uri: string } }>()
      .upload;
    expectMatchesSchema(
      await chunk(owner, upload_uri, Buffer.alloc(CHUNK + 1), 0, file.length),
      'videoUploadChunk',
      413,
    );
    const wrongTotal = await chunk(owner, upload_uri, file.subarray(0, 10), 0, 99);
    expectMatchesSchema(wrongTotal, 'videoUploadChunk', 400);
    expectMatchesSchema(
      await chunk(manager, upload_uri, file.subarray(0, 10), 0, file.length),
      'videoUploadChunk',
      404,
    );
    expectMatchesSchema(
      await chunk(member, upload_uri, file.subarray(0, 10), 0, file.length),
      'videoUploadChunk',
      403,
    );
    expectMatchesSchema(
      await chunk(null, upload_uri, file.subarray(0, 10), 0, file.length),
      'videoUploadChunk',
      401,
    );
    await chunk(owner, upload_uri, file.subarray(0, CHUNK), 0, file.length);
    await chunk(owner, upload_uri, file.subarray(CHUNK), CHUNK, file.length);
    const processed = await asUser(t.app, owner, { method: 'POST', url: `${base}/process/${upload_id}` });
    expect(processed.json()).toMatchObject({ status: 'processing' });
    const { transcode_jobname } = processed.json<{ transcode_jobname: string }>();
    const seen = await pollStatus(owner, upload_id, transcode_jobname);
    expect(seen.at(-1)).toEqual({
      status: 'failed',
      error: 'The file is not a supported video (MP4, MOV or WebM)',
    });
    const ended = await asUser(t.app, owner, { method: 'POST', url: `${base}/end`, payload: { upload_id } });
    expectMatchesSchema(ended, 'videoUploadEnd', 409);
    expectMatchesSchema(
      await begin(owner, { name: 'x.txt', size: 10, mimetype: 'text/plain' }),
      'videoUploadBegin',
      400,
    );
    expectMatchesSchema(
      await begin(member, { name: 'x.mp4', size: 10, mimetype: 'video/mp4' }),
      'videoUploadBegin',
      403,
    );
    expectMatchesSchema(
      await begin(null, { name: 'x.mp4', size: 10, mimetype: 'video/mp4' }),
      'videoUploadBegin',
      401,
    );
    const status = await asUser(t.app, owner, {
      method: 'POST',
      url: `${base}/status`,
      payload: { upload_id, transcode_jobname: 'other' },
    });
    expectMatchesSchema(status, 'videoUploadStatus', 404);
  });
});

describe('drives and browsing', () => {
  it('has the seeded demo content in demo-premium and demo-business, with real bytes', async () => {
    for (const domain of ['demo-premium', 'demo-business']) {
      const uploads = await get(owner, `/v2/drives/files/list?path=metaverses/${domain}/uploads`);
      const names = uploads.json<{ files: { name: string }[] }>().files.map((f) => f.name);
      expect(names).toEqual(
        expect.arrayContaining(['lobby-poster.png', 'gallery-wall.png', 'stage-backdrop.png', 'welcome.md']),
      );
      const videos = await get(owner, `/v2/drives/files/list?path=metaverses/${domain}/videos`);
      const clip = videos
        .json<{ files: { name: string; url?: string; mimeType?: string }[] }>()
        .files.find((f) => f.name === 'welcome-clip.webm');
      expect(clip?.mimeType).toBe('video/webm');
      const bytes = await get(null, clip?.url ?? '');
      expect(bytes.statusCode).toBe(200);
      // The EBML magic of a WebM file.
      expect(bytes.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    }
  });

  it('lists the built-in drives, links a local drive through the OAuth redirect, and unlinks it', async () => {
    const user = await signupAndLogin(t.app);
    const accounts = await get(user, '/v2/drives/accounts');
    expectMatchesSchema(accounts, 'listDriveAccounts', 200);
    expect(accounts.json<{ id: string }[]>().map((a) => a.id)).toEqual(['photos', 'metaverses']);

    const auth = await get(
      null,
      `/v2/oauth/auth?provider=vimeo&returnPath=%2Fdrives&account=${user.id}&token=${user.token}`,
    );
    expect(auth.statusCode).toBe(302);
    expect(auth.headers.location).toBe('/drives');
    const linked = (await get(user, '/v2/drives/accounts')).json<
      { id: string; kind: string; provider: string }[]
    >();
    expect(linked[2]).toMatchObject({ kind: 'video', provider: 'local' });

    const forged = await get(
      null,
      `/v2/oauth/auth?provider=google&returnPath=%2Fdrives&account=${owner.id}&token=${user.token}`,
    );
    expectMatchesSchema(forged, 'oauthAuth', 401);
    const offsite = await get(
      null,
      `/v2/oauth/auth?provider=google&returnPath=%2F%2Fevil.test&account=${user.id}&token=${user.token}`,
    );
    expectMatchesSchema(offsite, 'oauthAuth', 400);

    expectMatchesSchema(
      await asUser(t.app, user, { method: 'DELETE', url: '/v2/drives/accounts/photos' }),
      'deleteDriveAccount',
      403,
    );
    expectMatchesSchema(
      await asUser(t.app, owner, { method: 'DELETE', url: `/v2/drives/accounts/${linked[2].id}` }),
      'deleteDriveAccount',
      404,
    );
    const removed = await asUser(t.app, user, {
      method: 'DELETE',
      url: `/v2/drives/accounts/${linked[2].id}`,
    });
    expectMatchesSchema(removed, 'deleteDriveAccount', 200);
    expect(removed.json()).toHaveLength(2);
    expectMatchesSchema(await get(null, '/v2/drives/accounts'), 'listDriveAccounts', 401);
  });

  it('walks metaverses → domain → folders, pages with a token, and hides domains the user does not manage', async () => {
    const root = await get(manager, '/v2/drives/files/list?path=metaverses');
    expectMatchesSchema(root, 'listDriveFiles', 200);
    expect(root.json<{ files: { path: string }[] }>().files.map((f) => f.path)).toContain(
      'metaverses/demo-free',
    );
    const folders = await get(manager, '/v2/drives/files/list?path=metaverses/demo-free');
    expect(folders.json<{ files: { name: string }[] }>().files.map((f) => f.name)).toEqual([
      'uploads',
      'videos',
    ]);
    const first = await get(manager, '/v2/drives/files/list?path=metaverses/demo-free/uploads&pageSize=1');
    const page = first.json<{ files: { id: string }[]; nextPageToken?: string }>();
    expect(page.files).toHaveLength(1);
    expect(page.nextPageToken).toBe('1');
    const second = await get(
      manager,
      `/v2/drives/files/list?path=metaverses/demo-free/uploads&pageSize=1&pageToken=${page.nextPageToken}`,
    );
    expect(second.json<{ files: { id: string }[] }>().files[0].id).not.toBe(page.files[0].id);
    const images = await get(
      manager,
      '/v2/drives/files/list?path=metaverses/demo-free/uploads&mimeTypes=image/',
    );
    expect(images.json<{ files: unknown[] }>().files).toHaveLength(0);

    expectMatchesSchema(
      await get(member, '/v2/drives/files/list?path=metaverses/demo-free/uploads'),
      'listDriveFiles',
      404,
    );
    expectMatchesSchema(await get(manager, '/v2/drives/files/list?path=nowhere'), 'listDriveFiles', 404);
    expectMatchesSchema(
      await get(manager, '/v2/drives/files/list?path=metaverses/demo-free/uploads&pageToken=x'),
      'listDriveFiles',
      400,
    );
    expectMatchesSchema(await get(manager, '/v2/drives/files/list?pageSize=0'), 'listDriveFiles', 400);
    expectMatchesSchema(await get(null, '/v2/drives/files/list'), 'listDriveFiles', 401);
    expectMatchesSchema(
      await get(manager, '/v2/drives/files/entity?path=metaverses/demo-free'),
      'getDriveFileEntity',
      400,
    );
    expectMatchesSchema(
      await get(manager, '/v2/drives/files/meta?path=metaverses/demo-free/uploads/nope'),
      'getDriveFileMeta',
      404,
    );
  });
});
