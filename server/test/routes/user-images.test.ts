import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
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
import { pictureOf } from '../images.ts';

let t: TestApp;
let admin: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  member = await login(t.app, 'member@demo.test');
});

afterAll(async () => {
  await t?.close();
});

const LIMIT = 5_242_880;
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await pictureOf('jpeg');
});

const upload = (session: Session | null, url: string, bytes: Buffer, contentType = 'image/png') =>
  asUser(t.app, session, {
    method: 'POST',
    url,
    payload: bytes,
    headers: { 'content-type': contentType, 'x-shapevr-name': 'picture.png' },
  });

describe('uploadProfilePicture and getProfilePicture', () => {
  it('has no picture before one is uploaded', async () => {
    const session = await signupAndLogin(t.app);
    const response = await asUser(t.app, session, { method: 'GET', url: '/v2/profilepicture' });
    expectMatchesSchema(response, 'getProfilePicture', 404);
  });

  it('accepts exactly 5242880 bytes and serves the picture back with its type', async () => {
    const session = await signupAndLogin(t.app);
    const bytes = pngOfSize(LIMIT);
    const response = await upload(session, '/v2/profilepicture', bytes, 'image/jpeg');
    expectMatchesSchema(response, 'uploadProfilePicture', 200);
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(response.json().iconblob).toBe(sha);
    const picture = await asUser(t.app, session, { method: 'GET', url: '/v2/profilepicture' });
    expect(picture.statusCode).toBe(200);
    // The type comes from the bytes, not from the Content-Type the client claimed.
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses 5242881 bytes with 413', async () => {
    const session = await signupAndLogin(t.app);
    const response = await upload(session, '/v2/profilepicture', pngOfSize(LIMIT + 1));
    expectMatchesSchema(response, 'uploadProfilePicture', 413);
    expect(response.body).toBe('The image must be at most 5242880 bytes');
    const user = await asUser(t.app, session, { method: 'GET', url: `/v2/users/${session.id}` });
    expect(user.json()).not.toHaveProperty('iconblob');
  });

  it('enforces the limit while streaming when Content-Length is absent', async () => {
    const session = await signupAndLogin(t.app);
    const stream = (bytes: Buffer) =>
      asUser(t.app, session, {
        method: 'POST',
        url: '/v2/profilepicture',
        payload: Readable.from([bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000)]),
        headers: { 'content-type': 'image/png' },
      });
    const exact = await stream(pngOfSize(LIMIT, 9));
    expectMatchesSchema(exact, 'uploadProfilePicture', 200);
    const over = await stream(pngOfSize(LIMIT + 1, 9));
    expectMatchesSchema(over, 'uploadProfilePicture', 413);
    expect(over.body).toBe('The image must be at most 5242880 bytes');
  });

  it('accepts application/octet-stream and types the image from its bytes', async () => {
    const session = await signupAndLogin(t.app);
    const response = await upload(session, '/v2/profilepicture', JPEG, 'application/octet-stream');
    expectMatchesSchema(response, 'uploadProfilePicture', 200);
    const picture = await asUser(t.app, session, { method: 'GET', url: '/v2/profilepicture' });
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file that is not an image with 415, whatever its Content-Type', async () => {
    const session = await signupAndLogin(t.app);
    const response = await upload(
      session,
      '/v2/profilepicture',
      Buffer.from('<svg onload="alert(1)"></svg>'),
    );
    expectMatchesSchema(response, 'uploadProfilePicture', 415);
    expect(response.body).toBe('The file is not a supported image (PNG, JPEG, GIF or WebP)');
  });

  it('refuses a JSON body and an unsupported content type', async () => {
    const session = await signupAndLogin(t.app);
    const json = await asUser(t.app, session, {
      method: 'POST',
      url: '/v2/profilepicture',
      payload: { a: 1 },
    });
    expectMatchesSchema(json, 'uploadProfilePicture', 415);
    const pdf = await upload(session, '/v2/profilepicture', Buffer.from('%PDF-1.7'), 'application/pdf');
    expectMatchesSchema(pdf, 'uploadProfilePicture', 415);
  });

  it('refuses an over-long name header', async () => {
    const session = await signupAndLogin(t.app);
    const response = await asUser(t.app, session, {
      method: 'POST',
      url: '/v2/profilepicture',
      payload: JPEG,
      headers: { 'content-type': 'image/jpeg', 'x-shapevr-name': 'n'.repeat(300) },
    });
    expectMatchesSchema(response, 'uploadProfilePicture', 400);
    expect(response.body).toBe('"x-shapevr-name" must be at most 255 characters long');
  });

  it('refuses anonymous callers', async () => {
    expectMatchesSchema(await upload(null, '/v2/profilepicture', JPEG), 'uploadProfilePicture', 401);
    expectMatchesSchema(
      await t.app.inject({ method: 'GET', url: '/v2/profilepicture' }),
      'getProfilePicture',
      401,
    );
  });
});

describe('uploadUserIcon, getUserIcon and getPublicUserIcon', () => {
  it('sets one’s icon and serves it signed in and signed out', async () => {
    const session = await signupAndLogin(t.app);
    const response = await upload(session, `/v2/users/${session.id}/icon`, JPEG, 'image/jpeg');
    expectMatchesSchema(response, 'uploadUserIcon', 200);
    const blob = response.json().iconblob as string;
    const icon = await asUser(t.app, member, { method: 'GET', url: `/v2/users/${session.id}/icon` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/jpeg');
    expect(icon.headers.etag).toBe(`"${blob}"`);
    const revalidated = await asUser(t.app, member, {
      method: 'GET',
      url: `/v2/users/${session.id}/icon`,
      headers: { 'if-none-match': `"${blob}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    const publicIcon = await t.app.inject({ method: 'GET', url: `/v2/public/users/${session.id}/icon` });
    expect(publicIcon.statusCode).toBe(200);
    expect(publicIcon.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers 404 when there is no icon or no user', async () => {
    const session = await signupAndLogin(t.app);
    expectMatchesSchema(
      await asUser(t.app, member, { method: 'GET', url: `/v2/users/${session.id}/icon` }),
      'getUserIcon',
      404,
    );
    expectMatchesSchema(
      await t.app.inject({ method: 'GET', url: '/v2/public/users/ffffffffffffffffffffffff/icon' }),
      'getPublicUserIcon',
      404,
    );
  });

  it('refuses to set another user’s icon, even for staff', async () => {
    const response = await upload(admin, `/v2/users/${member.id}/icon`, JPEG, 'image/jpeg');
    expectMatchesSchema(response, 'uploadUserIcon', 403);
  });

  it('refuses oversize and non-image icons, malformed ids and anonymous callers', async () => {
    const session = await signupAndLogin(t.app);
    expectMatchesSchema(
      await upload(session, `/v2/users/${session.id}/icon`, pngOfSize(LIMIT + 1)),
      'uploadUserIcon',
      413,
    );
    expectMatchesSchema(
      await upload(session, `/v2/users/${session.id}/icon`, Buffer.from('GIF')),
      'uploadUserIcon',
      415,
    );
    expectMatchesSchema(await upload(session, '/v2/users/not%20an%20id/icon', JPEG), 'uploadUserIcon', 400);
    expectMatchesSchema(await upload(null, `/v2/users/${session.id}/icon`, JPEG), 'uploadUserIcon', 401);
    expectMatchesSchema(
      await t.app.inject({ method: 'GET', url: `/v2/users/${session.id}/icon` }),
      'getUserIcon',
      401,
    );
  });
});

describe('uploadUserBanner', () => {
  it('sets one’s banner', async () => {
    const session = await signupAndLogin(t.app);
    const webp = await pictureOf('webp');
    const response = await upload(session, `/v2/users/${session.id}/banner`, webp, 'image/webp');
    expectMatchesSchema(response, 'uploadUserBanner', 200);
    const banner = await t.app.inject({
      method: 'GET',
      url: `/v2/public/blobs/${response.json().bannerblob}`,
    });
    expect(banner.headers['content-type']).toBe('image/webp');
  });

  it('refuses another user’s banner, bad files and anonymous callers', async () => {
    const session = await signupAndLogin(t.app);
    expectMatchesSchema(
      await upload(session, `/v2/users/${member.id}/banner`, JPEG),
      'uploadUserBanner',
      403,
    );
    expectMatchesSchema(
      await upload(session, `/v2/users/${session.id}/banner`, pngOfSize(LIMIT + 1)),
      'uploadUserBanner',
      413,
    );
    expectMatchesSchema(
      await upload(session, `/v2/users/${session.id}/banner`, Buffer.from('plain text here')),
      'uploadUserBanner',
      415,
    );
    expectMatchesSchema(await upload(null, `/v2/users/${session.id}/banner`, JPEG), 'uploadUserBanner', 401);
  });
});

describe('getBlob', () => {
  it('serves a stored image by content address, cacheable for good', async () => {
    const session = await signupAndLogin(t.app);
    const { iconblob } = (await upload(session, '/v2/profilepicture', JPEG, 'image/jpeg')).json();
    const response = await t.app.inject({ method: 'GET', url: `/v2/public/blobs/${iconblob}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers 404 for an unknown blob and 400 for a malformed address', async () => {
    expectMatchesSchema(
      await t.app.inject({ method: 'GET', url: `/v2/public/blobs/${'a'.repeat(64)}` }),
      'getBlob',
      404,
    );
    const malformed = await t.app.inject({ method: 'GET', url: '/v2/public/blobs/..%2F..%2Fetc%2Fpasswd' });
    expectMatchesSchema(malformed, 'getBlob', 400);
  });
});
