import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../common/limits.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'developer', 'member'] });

/** A real, decodable PNG of a few pixels. */
const png = () =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const headers = (contentType: string) => ({ 'content-type': contentType, 'x-shapevr-name': 'icon.png' });

describe('uploadAdminBlob', () => {
  it('stores the image and replies with its content address, which the blob route then serves', async () => {
    const bytes = await png();
    const reply = await api.op(
      'uploadAdminBlob',
      { body: bytes, headers: headers('image/png'), as: 'admin' },
      200,
    );
    expect(reply.json).toEqual({
      blob: createHash('sha256').update(bytes).digest('hex'),
      contentType: 'image/png',
      size: bytes.length,
    });
    const served = await api.op('getBlob', { path: { blob: reply.json.blob } }, 200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('judges the bytes, not the declared type: plain bytes of an image are stored, others refused', async () => {
    const bytes = await png();
    const stored = await api.op(
      'uploadAdminBlob',
      { body: bytes, headers: headers('application/octet-stream'), as: 'admin' },
      200,
    );
    expect(stored.json.contentType).toBe('image/png');
    for (const contentType of ['image/png', 'application/octet-stream']) {
      const reply = await api.op(
        'uploadAdminBlob',
        { body: Buffer.from('just some words, not a picture'), headers: headers(contentType), as: 'admin' },
        415,
      );
      expect(reply.text).toMatch(/image|picture/i);
    }
  });

  it('refuses an image over 5242880 bytes before storing it', async () => {
    const reply = await api.op(
      'uploadAdminBlob',
      { body: Buffer.alloc(IMAGE_MAX_BYTES + 1, 1), headers: headers('image/png'), as: 'admin' },
      413,
    );
    expect(reply.text).toMatch(/at most|too (large|big)/i);
  });

  it('refuses a JSON body where an image is expected', async () => {
    const reply = await api.op(
      'uploadAdminBlob',
      {
        invalidBody: JSON.stringify({ blob: 'x' }),
        headers: { 'content-type': 'application/json' },
        as: 'admin',
      },
      415,
    );
    expect(reply.text).not.toBe('');
  });

  it('needs a session (401) and admin_write_entities with administrator (403)', async () => {
    const body = await png();
    await api.op('uploadAdminBlob', { body, headers: headers('image/png') }, 401);
    await api.op('uploadAdminBlob', { body, headers: headers('image/png'), as: 'member' }, 403);
    await api.op('uploadAdminBlob', { body, headers: headers('image/png'), as: 'developer' }, 403);
  });
});
