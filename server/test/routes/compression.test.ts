import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  SYNC_COMPRESSION_LIMIT_BYTES,
  compressionPlugin,
  isCompressibleType,
} from '../../plugins/compression.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const api = apiTest({ roles: ['owner'] });

describe('compressed replies', () => {
  it('compresses a JSON reply over the threshold for a browser that accepts brotli, and it reads back whole', async () => {
    const plain = await api.op('getConfig', {}, 200);
    expect(plain.text.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const response = await api.inject(null, {
      method: 'GET',
      url: '/config.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.text.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json);
  });

  it('compresses a page-sized reply in one piece, with its length, and a larger one as a stream', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    const rows = (bytes: number) =>
      Array.from({ length: Math.ceil(bytes / 64) }, (_, i) => ({ id: i, text: `row ${i} `.repeat(6) }));
    app.get('/page', async () => rows(20 * 1024));
    app.get('/large', async () => rows(SYNC_COMPRESSION_LIMIT_BYTES * 2));
    try {
      const page = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
      expect(page.headers['transfer-encoding']).toBeUndefined();
      expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString('utf8'))).toHaveLength(320);
      const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });
      expect(large.headers['content-encoding']).toBe('br');
      expect(large.headers['transfer-encoding']).toBe('chunked');
      expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8')).length).toBeGreaterThan(
        2000,
      );
    } finally {
      await app.close();
    }
  });

  it('leaves a small reply alone', async () => {
    const { response } = await api.op(
      'needsBillingInfo',
      { headers: { 'accept-encoding': 'br' }, as: 'owner' },
      200,
    );
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never recompresses an image', async () => {
    const session = await api.signup();
    const bytes = pngOfSize(64 * 1024);
    await api.op(
      'uploadProfilePicture',
      { body: bytes, headers: { 'content-type': 'image/png', 'x-shapevr-name': 'p.png' }, as: session },
      200,
    );
    const { response } = await api.op(
      'getProfilePicture',
      { headers: { 'accept-encoding': 'br, gzip' }, as: session },
      200,
    );
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('does not inflate a compressed request body: the body limit counts what arrives', async () => {
    const body = gzipSync(JSON.stringify({ nickname: 'x'.repeat(10) }));
    const session = await api.signup();
    const response = await api.inject(session, {
      method: 'POST',
      url: `/v2/users/${session.id}`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('isCompressibleType', () => {
  it('takes JSON, text and SVG, and leaves event streams, images, video and binary alone', () => {
    for (const type of ['application/json; charset=utf-8', 'text/csv', 'text/html', 'image/svg+xml'])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of ['text/event-stream', 'image/png', 'video/mp4', 'application/octet-stream'])
      expect(isCompressibleType(type), type).toBe(false);
  });
});
