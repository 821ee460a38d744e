import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRIVE_TEXTS } from '../../routes/drives/texts.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'admin', 'superuser'] });
type Who = 'owner' | 'manager' | 'member' | 'admin' | 'superuser' | Session | null;

const GB = 1_073_741_824;
const upload = (
  as: Who,
  domain: string,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
  status?: number,
) =>
  api.op(
    'uploadContent',
    {
      path: { domain },
      query: { name },
      body: bytes,
      headers: { 'content-type': type, 'x-shapevr-name': name },
      as,
    },
    status,
  );
const storage = (as: Who, domain: string, status: number) =>
  api.op('getContentStorage', { path: { domain }, as }, status);
/** The query of `listDriveFiles`. */
type ListQuery = { path?: string; pageSize?: number; pageToken?: string; mimeTypes?: string };
const listFiles = (as: Who, query: ListQuery, status = 200) =>
  api.op('listDriveFiles', { query, as }, status);
/** The bytes at a URL the API handed out (not itself an operation). */
const fetchUrl = (url: string) => api.inject(null, { method: 'GET', url });

describe('content uploads, storage and deletion', () => {
  it('stores an image for the owner and counts it in storage', async () => {
    const before = await storage('owner', 'demo-premium', 200);
    // The demo seed puts a few files into demo-premium (see the seed test below).
    const seeded = before.json.used;
    expect(before.json).toEqual({ used: seeded, available: 5 * GB });
    const response = await upload('owner', 'demo-premium', 'picture.png', pngOfSize(1000), 'image/png', 200);
    const item = response.json as { id: string; folder: string; mimetype: string; path: string };
    expect(item).toMatchObject({
      folder: 'uploads',
      mimetype: 'image/png',
      path: `metaverses/demo-premium/uploads/${item.id}`,
    });
    expect((await storage('owner', 'demo-premium', 200)).json).toEqual({
      used: seeded + 1000,
      available: 5 * GB,
    });

    const listed = await listFiles('owner', { path: 'metaverses/demo-premium/uploads' });
    expect((listed.json as { files: { id: string }[] }).files.map((f) => f.id)).toContain(item.id);
    const meta = await api.op('getDriveFileMeta', { query: { path: item.path }, as: 'owner' }, 200);
    expect(meta.json).toMatchObject({ type: 'file', size: 1000, mimeType: 'image/png' });
    await api.op('getDriveFileEntity', { query: { path: item.path }, as: 'owner' }, 200);
    const bytes = await fetchUrl(String((meta.json as { url: string }).url));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBe(1000);

    const path = { domain: 'demo-premium', id: item.id };
    await api.op('deleteContent', { path, as: 'member' }, 403);
    const deleted = await api.op('deleteContent', { path, as: 'manager' }, 200);
    expect(deleted.json).toEqual({ used: seeded, available: 5 * GB });
    await api.op('deleteContent', { path, as: 'owner' }, 404);
  });

  it("keeps a metaverse's files to its owner, its managers and superusers: other staff are refused", async () => {
    for (const as of ['member', 'admin'] as const) {
      expect((await storage(as, 'demo-premium', 403)).text).toBe(DRIVE_TEXTS.manageOnly);
      const refused = await upload(as, 'demo-premium', 'x.png', pngOfSize(100), 'image/png', 403);
      expect(refused.text).toBe(DRIVE_TEXTS.manageOnly);
    }
    await storage(null, 'demo-premium', 401);
    await storage('superuser', 'demo-premium', 200);
    await storage('superuser', 'no-such-world', 404);
    const uploaded = await upload('superuser', 'demo-premium', 's.png', pngOfSize(120), 'image/png', 200);
    const path = { domain: 'demo-premium', id: (uploaded.json as { id: string }).id };
    expect((await api.op('deleteContent', { path, as: 'admin' }, 403)).text).toBe(DRIVE_TEXTS.manageOnly);
    await api.op('deleteContent', { path, as: 'superuser' }, 200);
  });

  it('accepts markdown, pdf and video by their bytes and refuses anything else', async () => {
    const md = await upload(
      'manager',
      'demo-free',
      'notes.md',
      Buffer.from('# Notes\n\nHello'),
      'text/markdown',
      200,
    );
    expect(md.json).toMatchObject({ mimetype: 'text/markdown; charset=utf-8', folder: 'uploads' });
    await upload('manager', 'demo-free', 'doc.pdf', Buffer.from('%PDF-1.4 body'), 'application/pdf', 200);
    const video = await upload('manager', 'demo-free', 'clip.mp4', fakeMp4(3000), 'video/mp4', 200);
    expect(video.json).toMatchObject({ mimetype: 'video/mp4', folder: 'videos' });
    const html = await upload(
      'manager',
      'demo-free',
      'page.html',
      Buffer.from('<html><script>x</script>'),
      'application/octet-stream',
      415,
    );
    expect(html.text).toBe('Only images, videos, and .docx, .pdf or .md documents can be uploaded');
    // A PDF claimed as markdown is judged by its name and bytes together.
    await upload('manager', 'demo-free', 'fake.pdf', Buffer.from('# not a pdf'), undefined, 415);
    await upload('manager', 'demo-free', 'empty.md', Buffer.alloc(0), undefined, 400);
    // A JSON body is a file like any other: its name and bytes decide, and a .json file is refused.
    const json = await api.op(
      'uploadContent',
      { path: { domain: 'demo-free' }, query: { name: 'a.json' }, invalidBody: { a: 1 }, as: 'manager' },
      415,
    );
    expect(json.text).toBe('Only images, videos, and .docx, .pdf or .md documents can be uploaded');
    await upload('manager', 'demo-free', '', Buffer.from('# x'), undefined, 400);
  });

  it('enforces the plan allowance (0.25 GB on free)', async () => {
    const { rows } = await api.app.db.query<{ id: string }>(
      `SELECT id FROM domains WHERE doc->>'uri' = 'demo-trial'`,
    );
    await api.app.db.query(
      `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader)
       VALUES ('filler00000000000000000a', $1, 'uploads', 'big.bin', 'video/mp4', $2, $3, $4)`,
      [rows[0].id, 5 * GB - 500, 'a'.repeat(64), api.as.owner.id],
    );
    const full = await upload('owner', 'demo-trial', 'picture.png', pngOfSize(1000), 'image/png', 413);
    expect(full.text).toMatch(/^Not enough storage/);
    await upload('owner', 'demo-trial', 'small.png', pngOfSize(400), 'image/png', 200);
    expect((await storage('owner', 'demo-free', 200)).json.available).toBe(GB / 4);
    await api.op(
      'videoUploadBegin',
      {
        path: { domain: 'demo-free' },
        body: { name: 'huge.mp4', size: GB, mimetype: 'video/mp4' },
        as: 'owner',
      },
      413,
    );
  });

  it('refuses callers who do not manage the domain', async () => {
    const stranger = await api.signup();
    for (const as of ['member', stranger] as const) {
      await storage(as, 'demo-free', 403);
      await upload(as, 'demo-free', 'p.png', pngOfSize(100), 'image/png', 403);
    }
    await storage(null, 'demo-free', 401);
    await upload(null, 'demo-free', 'p.png', pngOfSize(100), 'image/png', 401);
    await storage('owner', 'no-such-domain', 404);
    // Another owner's metaverse: the demo owner does not manage a generated one.
    const { rows } = await api.app.db.query<{ uri: string }>(
      `SELECT doc->>'uri' AS uri FROM domains WHERE doc->>'owner' <> $1 LIMIT 1`,
      [api.as.owner.id],
    );
    await storage('owner', rows[0].uri, 403);
  });
});

/** An MP4-signed file of `size` bytes. */
function fakeMp4(size: number, fill = 1): Buffer {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)]);
}

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
  /** Polls the job's status every 250 ms until it leaves "processing"; every reply seen, in order. */
  const pollStatus = async (as: Who, uploadId: string, jobname: string, at = domain) => {
    const seen: unknown[] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const body = (await status(as, uploadId, jobname, 200, at)).json as { status: string };
      seen.push(body);
      if (body.status !== 'processing') return seen;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return seen;
  };
  type Started = { upload: { upload_id: string; upload_uri: string; offset: number } };

  it('assembles chunks, resumes after a dropped chunk, processes, and spots a repeat', async () => {
    const file = fakeMp4(CHUNK * 2 + 1234, 9);
    const info = { name: 'tour.mp4', size: file.length, lastModified: 1700000000000, mimetype: 'video/mp4' };
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
  });

  it('fails the job and deletes the new blob when storage filled up while it was processing', async () => {
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
  });

  it('refuses oversized chunks, bad ranges, bodies that are not videos, and strangers', async () => {
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
  });
});

describe('drives and browsing', () => {
  type Listing = {
    files: { id: string; name: string; path: string; url?: string; mimeType?: string }[];
    nextPageToken?: string;
  };
  const files = async (as: Who, query: ListQuery) => (await listFiles(as, query)).json as unknown as Listing;

  it('has the seeded demo content in demo-premium and demo-business, with real bytes', async () => {
    for (const domain of ['demo-premium', 'demo-business']) {
      const uploads = await files('owner', { path: `metaverses/${domain}/uploads` });
      expect(uploads.files.map((f) => f.name)).toEqual(
        expect.arrayContaining(['lobby-poster.png', 'gallery-wall.png', 'stage-backdrop.png', 'welcome.md']),
      );
      const videos = await files('owner', { path: `metaverses/${domain}/videos` });
      const clip = videos.files.find((f) => f.name === 'welcome-clip.webm');
      expect(clip?.mimeType).toBe('video/webm');
      const bytes = await fetchUrl(clip?.url ?? '');
      expect(bytes.statusCode).toBe(200);
      // The EBML magic of a WebM file.
      expect(bytes.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    }
  });

  it('lists the built-in drives, links a local drive through the OAuth redirect, and unlinks it', async () => {
    const user = await api.signup();
    const accounts = await api.op('listDriveAccounts', { as: user }, 200);
    expect((accounts.json as { id: string }[]).map((a) => a.id)).toEqual(['photos', 'metaverses']);

    const link = async (provider: 'google' | 'vimeo', returnPath: string, expected: number) => {
      const { code } = (await api.op('createDriveLinkCode', { body: { provider }, as: user }, 200)).json;
      return api.op('oauthAuth', { query: { provider, returnPath, code } }, expected);
    };
    const auth = await link('vimeo', '/drives', 302);
    expect(auth.headers.location).toBe('/drives');
    const linked = (await api.op('listDriveAccounts', { as: user }, 200)).json as {
      id: string;
      kind: string;
      provider: string;
    }[];
    expect(linked[2]).toMatchObject({ kind: 'video', provider: 'local' });

    await link('google', '//evil.test', 400);

    await api.op('deleteDriveAccount', { path: { id: 'photos' }, as: user }, 403);
    await api.op('deleteDriveAccount', { path: { id: linked[2].id }, as: 'owner' }, 404);
    const removed = await api.op('deleteDriveAccount', { path: { id: linked[2].id }, as: user }, 200);
    expect(removed.json).toHaveLength(2);
    await api.op('listDriveAccounts', {}, 401);
  });

  it('walks metaverses → domain → folders, pages with a token, and hides domains the user does not manage', async () => {
    const root = await files('manager', { path: 'metaverses' });
    expect(root.files.map((f) => f.path)).toContain('metaverses/demo-free');
    const folders = await files('manager', { path: 'metaverses/demo-free' });
    expect(folders.files.map((f) => f.name)).toEqual(['uploads', 'videos']);
    const uploads = 'metaverses/demo-free/uploads';
    const page = await files('manager', { path: uploads, pageSize: 1 });
    expect(page.files).toHaveLength(1);
    expect(page.nextPageToken).toBe('1');
    const second = await files('manager', {
      path: uploads,
      pageSize: 1,
      pageToken: page.nextPageToken ?? '',
    });
    expect(second.files[0].id).not.toBe(page.files[0].id);
    const images = await files('manager', { path: uploads, mimeTypes: 'image/' });
    expect(images.files).toHaveLength(0);

    await listFiles('member', { path: uploads }, 404);
    await listFiles('manager', { path: 'nowhere' }, 404);
    await listFiles('manager', { path: uploads, pageToken: 'x' }, 400);
    await api.op('listDriveFiles', { invalidQuery: { pageSize: '0' }, as: 'manager' }, 400);
    await listFiles(null, {}, 401);
    await api.op('getDriveFileEntity', { query: { path: 'metaverses/demo-free' }, as: 'manager' }, 400);
    await api.op(
      'getDriveFileMeta',
      { query: { path: 'metaverses/demo-free/uploads/nope' }, as: 'manager' },
      404,
    );
  });
});
