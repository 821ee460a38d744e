/**
 * A metaverse's files in the drive browser (owner-console.md §2.10): uploads judged by their bytes, counted
 * against the plan's storage allowance and deleted, kept to the metaverse's owner, its managers and superusers;
 * the seeded demo content, the built-in drives and a drive linked through the OAuth redirect, and browsing
 * metaverses → metaverse → folders with paging. The chunked video upload is in drives-video.test.ts, linking
 * cloud drives in drives-oauth-linking.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DRIVE_TEXTS } from '../../routes/drives/texts.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';
import { driveCalls, fakeMp4, GB, type ListQuery, type Who } from './drives-helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'admin', 'superuser'] });
const { upload, storage, listFiles, fetchUrl } = driveCalls(api);

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

  it('refuses, before storing it, a file a content slot does not take (`only` images or media)', async () => {
    const slot = (name: string, bytes: Buffer, only: 'images' | 'media', status: number) =>
      api.op(
        'uploadContent',
        {
          path: { domain: 'demo-free' },
          query: { name, only },
          body: bytes,
          // Declared a picture whatever it is: the bytes decide.
          headers: { 'content-type': 'image/png', 'x-shapevr-name': name },
          as: 'manager',
        },
        status,
      );
    const before = (await storage('manager', 'demo-free', 200)).json.used;
    expect((await slot('poster.png', fakeMp4(3000), 'images', 415)).text).toBe(
      'Only pictures can be used here.',
    );
    expect((await slot('notes.pdf', Buffer.from('%PDF-1.4 body'), 'media', 415)).text).toBe(
      'Only pictures and videos can be used here.',
    );
    expect((await storage('manager', 'demo-free', 200)).json.used).toBe(before);
    const picture = await slot('poster.png', pngOfSize(500), 'images', 200);
    expect(picture.json).toMatchObject({ mimetype: 'image/png', folder: 'uploads' });
    const video = await slot('clip.mp4', fakeMp4(2000), 'media', 200);
    expect(video.json).toMatchObject({ mimetype: 'video/mp4', folder: 'videos' });
    for (const stored of [picture, video]) {
      const path = { domain: 'demo-free', id: (stored.json as { id: string }).id };
      await api.op('deleteContent', { path, as: 'manager' }, 200);
    }
    await api.op(
      'uploadContent',
      {
        path: { domain: 'demo-free' },
        invalidQuery: { name: 'x.png', only: 'sounds' },
        body: pngOfSize(100),
        as: 'manager',
      },
      400,
    );
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
