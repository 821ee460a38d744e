/**
 * Uploads that must be pictures are decoded before they are stored: a file that only starts like a picture
 * is refused in words, and every picture upload keeps to the image size limit. A file of a type an upload
 * refuses is refused in that upload's words, whatever type the client named.
 */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';
import { pictureOf, pngOfSize } from '../images.ts';

const api = apiTest({ roles: ['owner', 'member'] });

const LIMIT = 5_242_880;
const UNREADABLE = 'This file is not a picture we can read.';
/** The eight bytes of a PNG signature and nothing else. */
const PNG_SIGNATURE_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const headers = (contentType: string) => ({ 'content-type': contentType, 'x-shapevr-name': 'picture' });

describe('picture uploads are decoded', () => {
  it('refuses a profile picture that only has PNG magic bytes, and keeps the old picture', async () => {
    const user = await api.signup();
    const first = await api.op(
      'uploadProfilePicture',
      { body: await pictureOf('png'), headers: headers('image/png'), as: user },
      200,
    );
    const refused = await api.op(
      'uploadProfilePicture',
      { body: PNG_SIGNATURE_ONLY, headers: headers('image/png'), as: user },
      400,
    );
    expect(refused.text).toBe(UNREADABLE);
    const me = await api.op('getUser', { path: { id: user.id }, as: user }, 200);
    expect(me.json.iconblob).toBe(first.json.iconblob);
  });

  it('refuses an undecodable icon and banner', async () => {
    const user = await api.signup();
    const truncatedJpeg = (await pictureOf('jpeg')).subarray(0, 100);
    const icon = await api.op(
      'uploadUserIcon',
      { path: { id: user.id }, body: truncatedJpeg, headers: headers('image/jpeg'), as: user },
      400,
    );
    expect(icon.text).toBe(UNREADABLE);
    const banner = await api.op(
      'uploadUserBanner',
      { path: { id: user.id }, body: PNG_SIGNATURE_ONLY, headers: headers('image/png'), as: user },
      400,
    );
    expect(banner.text).toBe(UNREADABLE);
    const me = await api.op('getUser', { path: { id: user.id }, as: user }, 200);
    expect(me.json.iconblob).toBeUndefined();
    expect(me.json.bannerblob).toBeUndefined();
  });

  it('stores each accepted format, typed from its bytes', async () => {
    const user = await api.signup();
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const stored = await api.op(
        'uploadUserBanner',
        {
          path: { id: user.id },
          body: await pictureOf(format),
          headers: headers('application/octet-stream'),
          as: user,
        },
        200,
      );
      const served = await api.op('getBlob', { path: { blob: stored.json.bannerblob! } }, 200);
      expect(served.headers['content-type']).toBe(type);
    }
  });
});

describe('banner size limit', () => {
  it('accepts a banner of exactly 5242880 bytes and refuses 5.3 MB with 413', async () => {
    const user = await api.signup();
    await api.op(
      'uploadUserBanner',
      { path: { id: user.id }, body: pngOfSize(LIMIT, 11), headers: headers('image/png'), as: user },
      200,
    );
    const over = await api.op(
      'uploadUserBanner',
      { path: { id: user.id }, body: pngOfSize(5_300_000, 12), headers: headers('image/png'), as: user },
      413,
    );
    expect(over.text).toBe('The image must be at most 5.0 MB.');
  });
});

describe("a refused file type is refused in the upload's own words", () => {
  const NOT_ALLOWED = 'Only images, videos, and .docx, .pdf or .md documents can be uploaded';
  const content = (name: string, bytes: Buffer, contentType: string) =>
    api.op('uploadContent', {
      path: { domain: 'demo-premium' },
      query: { name },
      body: bytes,
      headers: headers(contentType),
      as: 'owner',
    });

  it('refuses a text file sent as text/plain to the metaverse content without mentioning JSON', async () => {
    const reply = await content('notes.txt', Buffer.from('just some notes, not JSON'), 'text/plain');
    expect(reply.status).toBe(415);
    expect(reply.text).toBe(NOT_ALLOWED);
  });

  it('refuses an archive whose type no upload declares with the same sentence', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const reply = await content('bundle.zip', zip, 'application/zip');
    expect(reply.status).toBe(415);
    expect(reply.text).toBe(NOT_ALLOWED);
  });

  it('still takes a Markdown document the browser labelled text/plain', async () => {
    const reply = await content('readme.md', Buffer.from('# Welcome\n\nHello.'), 'text/plain');
    expect(reply.status).toBe(200);
    expect(reply.json.mimetype).toMatch(/^text\/markdown/);
  });

  it('refuses a text file as a profile picture with the picture sentence', async () => {
    const reply = await api.op(
      'uploadProfilePicture',
      { body: Buffer.from('{"not": "a picture"}'), headers: headers('text/plain'), as: 'member' },
      415,
    );
    expect(reply.text).toBe('The file is not a supported image (PNG, JPEG, GIF or WebP)');
  });

  it('still refuses a picture sent to an operation that takes JSON', async () => {
    const reply = await api.op(
      'updateUser',
      {
        path: { id: api.as.member.id },
        body: await pictureOf('png'),
        headers: headers('image/png'),
        as: 'member',
      },
      415,
    );
    expect(reply.text).toBe('Send the request body as JSON (application/json or text/plain)');
  });
});
