import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';
import { pictureOf } from '../images.ts';

const api = apiTest({ roles: ['admin', 'member'] });
type Who = 'admin' | 'member' | Session | null;

const LIMIT = 5_242_880;
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await pictureOf('jpeg');
});

/** The headers of an upload: the type the client claims and the file's name. */
const uploadHeaders = (contentType: string) => ({
  'content-type': contentType,
  'x-shapevr-name': 'picture.png',
});
const uploadPicture = (as: Who, bytes: Buffer, contentType = 'image/png', status?: number) =>
  api.op('uploadProfilePicture', { body: bytes, headers: uploadHeaders(contentType), as }, status);
const uploadIcon = (as: Who, id: string, bytes: Buffer, contentType = 'image/png', status?: number) =>
  api.op('uploadUserIcon', { path: { id }, body: bytes, headers: uploadHeaders(contentType), as }, status);
const uploadBanner = (as: Who, id: string, bytes: Buffer, contentType = 'image/png', status?: number) =>
  api.op('uploadUserBanner', { path: { id }, body: bytes, headers: uploadHeaders(contentType), as }, status);
const picture = (as: Who, status: number) => api.op('getProfilePicture', { as }, status);

describe('uploadProfilePicture and getProfilePicture', () => {
  it('has no picture before one is uploaded', async () => {
    await picture(await api.signup(), 404);
  });

  it('accepts exactly 5242880 bytes and serves the picture back with its type', async () => {
    const session = await api.signup();
    const bytes = pngOfSize(LIMIT);
    const response = await uploadPicture(session, bytes, 'image/jpeg', 200);
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(response.json.iconblob).toBe(sha);
    const served = await picture(session, 200);
    // The type comes from the bytes, not from the Content-Type the client claimed.
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.response.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses 5242881 bytes with 413', async () => {
    const session = await api.signup();
    const response = await uploadPicture(session, pngOfSize(LIMIT + 1), 'image/png', 413);
    expect(response.text).toBe('The image must be at most 5.0 MB.');
    const user = await api.op('getUser', { path: { id: session.id }, as: session }, 200);
    expect(user.json).not.toHaveProperty('iconblob');
  });

  it('enforces the limit while streaming when Content-Length is absent', async () => {
    const session = await api.signup();
    const stream = (bytes: Buffer, status: number) =>
      api.op(
        'uploadProfilePicture',
        {
          body: Readable.from([bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000)]),
          headers: { 'content-type': 'image/png' },
          as: session,
        },
        status,
      );
    await stream(pngOfSize(LIMIT, 9), 200);
    const over = await stream(pngOfSize(LIMIT + 1, 9), 413);
    expect(over.text).toBe('The image must be at most 5.0 MB.');
  });

  it('accepts application/octet-stream and types the image from its bytes', async () => {
    const session = await api.signup();
    await uploadPicture(session, JPEG, 'application/octet-stream', 200);
    expect((await picture(session, 200)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file that is not an image with 415, whatever its Content-Type', async () => {
    const session = await api.signup();
    const response = await uploadPicture(
      session,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
      415,
    );
    expect(response.text).toBe('The file is not a supported image (PNG, JPEG, GIF or WebP)');
  });

  it('refuses a JSON body and an unsupported content type', async () => {
    const session = await api.signup();
    await api.op('uploadProfilePicture', { invalidBody: { a: 1 }, as: session }, 415);
    await uploadPicture(session, Buffer.from('%PDF-1.7'), 'application/pdf', 415);
  });

  it('refuses an over-long name header', async () => {
    const response = await api.op(
      'uploadProfilePicture',
      {
        body: JPEG,
        headers: { 'content-type': 'image/jpeg', 'x-shapevr-name': 'n'.repeat(300) },
        as: await api.signup(),
      },
      400,
    );
    expect(response.text).toBe('The "x-shapevr-name" header must be at most 255 characters long.');
  });

  it('refuses anonymous callers', async () => {
    await uploadPicture(null, JPEG, 'image/png', 401);
    await picture(null, 401);
  });
});

describe('uploadUserIcon, getUserIcon and getPublicUserIcon', () => {
  it('sets one’s icon and serves it signed in and signed out', async () => {
    const session = await api.signup();
    const path = { id: session.id };
    const response = await uploadIcon(session, session.id, JPEG, 'image/jpeg', 200);
    const blob = response.json.iconblob;
    const icon = await api.op('getUserIcon', { path, as: 'member' }, 200);
    expect(icon.headers['content-type']).toBe('image/jpeg');
    expect(icon.headers.etag).toBe(`"${blob}"`);
    await api.op('getUserIcon', { path, headers: { 'if-none-match': `"${blob}"` }, as: 'member' }, 304);
    const publicIcon = await api.op('getPublicUserIcon', { path }, 200);
    expect(publicIcon.response.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers 404 when there is no icon or no user', async () => {
    const session = await api.signup();
    await api.op('getUserIcon', { path: { id: session.id }, as: 'member' }, 404);
    await api.op('getPublicUserIcon', { path: { id: 'ffffffffffffffffffffffff' } }, 404);
  });

  it('refuses to set another user’s icon, even for staff', async () => {
    await uploadIcon('admin', api.as.member.id, JPEG, 'image/jpeg', 403);
  });

  it('refuses oversize and non-image icons, malformed ids and anonymous callers', async () => {
    const session = await api.signup();
    await uploadIcon(session, session.id, pngOfSize(LIMIT + 1), 'image/png', 413);
    await uploadIcon(session, session.id, Buffer.from('GIF'), 'image/png', 415);
    await api.op(
      'uploadUserIcon',
      { invalidPath: { id: 'not an id' }, body: JPEG, headers: uploadHeaders('image/png'), as: session },
      400,
    );
    await uploadIcon(null, session.id, JPEG, 'image/png', 401);
    await api.op('getUserIcon', { path: { id: session.id } }, 401);
  });
});

describe('uploadUserBanner', () => {
  it('sets one’s banner', async () => {
    const session = await api.signup();
    const webp = await pictureOf('webp');
    const response = await uploadBanner(session, session.id, webp, 'image/webp', 200);
    const blob = String(response.json.bannerblob);
    const banner = await api.op('getBlob', { path: { blob } }, 200);
    expect(banner.headers['content-type']).toBe('image/webp');
  });

  it('refuses another user’s banner, bad files and anonymous callers', async () => {
    const session = await api.signup();
    await uploadBanner(session, api.as.member.id, JPEG, 'image/png', 403);
    await uploadBanner(session, session.id, pngOfSize(LIMIT + 1), 'image/png', 413);
    await uploadBanner(session, session.id, Buffer.from('plain text here'), 'image/png', 415);
    await uploadBanner(null, session.id, JPEG, 'image/png', 401);
  });
});

describe('getBlob', () => {
  it('serves a stored image by content address, cacheable for good', async () => {
    const session = await api.signup();
    const blob = String((await uploadPicture(session, JPEG, 'image/jpeg', 200)).json.iconblob);
    const response = await api.op('getBlob', { path: { blob } }, 200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.response.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers 404 for an unknown blob and 400 for a malformed address', async () => {
    await api.op('getBlob', { path: { blob: 'a'.repeat(64) } }, 404);
    await api.op('getBlob', { invalidPath: { blob: '../../etc/passwd' } }, 400);
  });
});
