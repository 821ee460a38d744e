import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headUrl, isPublicAddress, parseHttpUrl } from '../../lib/url-head.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const api = apiTest({ roles: ['owner'] });
let local: Server;
let localUrl: string;

beforeAll(async () => {
  local = createServer((request, response) => {
    if (request.url === '/slow') return; // never answers
    response.writeHead(request.url === '/moved' ? 301 : 200, {
      'content-type': 'video/mp4',
      'content-length': '1234',
      'set-cookie': 'a=b',
      ...(request.url === '/moved' && { location: 'http://10.0.0.1/' }),
    });
    response.end(request.method === 'HEAD' ? undefined : 'body');
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});

afterAll(async () => {
  local?.closeAllConnections();
  await new Promise((resolve) => local?.close(resolve));
});

const head = (as: 'owner' | null, url: string, status?: number) =>
  api.op('headUrl', { query: { url }, as }, status);

describe('GET /v2/head', () => {
  it("answers this server's own public blob URLs from the blob store", async () => {
    const stored = await api.op('uploadContent', {
      path: { domain: 'demo-premium' },
      query: { name: 'head.png' },
      body: pngOfSize(2000),
      headers: { 'content-type': 'image/png' },
      as: 'owner',
    });
    const { blob } = stored.json;
    const headers = { host: 'localhost:80' };
    const response = await api.op(
      'headUrl',
      { query: { url: `http://localhost:80/v2/public/blobs/${blob}` }, headers, as: 'owner' },
      200,
    );
    expect(response.json).toEqual({
      status: 200,
      headers: { 'content-type': 'image/png', 'content-length': '2000', 'x-content-type-options': 'nosniff' },
    });
    const missing = await api.op('headUrl', {
      query: { url: `http://localhost:80/v2/public/blobs/${'0'.repeat(64)}` },
      headers,
      as: 'owner',
    });
    expect(missing.json.status).toBe(404);
  });

  it('refuses other schemes, loopback, private and link-local addresses, and names that resolve to them', async () => {
    for (const url of [
      'ftp://example.com/a',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'http://user:pw@example.com/',
    ]) {
      const response = await head('owner', url, 400);
      expect(response.text).toBe('url must be an http or https address');
    }
    for (const url of [
      `${localUrl}/`,
      'http://localhost:9/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::10.0.0.1]/',
      'http://[2002:a00:1::]/',
      'http://[fd00::1]/',
      'http://192.168.1.1/',
      'http://0.0.0.0/',
    ]) {
      const response = await head('owner', url, 400);
      expect(response.text).toBe('url must point to a public address');
    }
  });

  it('checks a blob-like address of its own whose escapes decode to no text like any other address', async () => {
    const response = await api.op(
      'headUrl',
      {
        query: { url: 'http://localhost:80/v2/public/blobs/%E0%A4%A' },
        headers: { host: 'localhost:80' },
        as: 'owner',
      },
      400,
    );
    expect(response.text).toBe('url must point to a public address');
  });

  it('needs a session and a url', async () => {
    await head(null, 'https://example.com/', 401);
    await api.op('headUrl', { as: 'owner' }, 400);
  });
});

describe('the HEAD client', () => {
  it('returns status and headers (no cookies), reports redirects without following them', async () => {
    const allowAll = () => true;
    const url = parseHttpUrl(`${localUrl}/video.mp4`);
    expect(url).not.toBeNull();
    const reply = await headUrl(url as URL, { allow: allowAll });
    expect(reply.status).toBe(200);
    expect(reply.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-length': '1234' });
    expect(reply.headers).not.toHaveProperty('set-cookie');
    const moved = await headUrl(new URL(`${localUrl}/moved`), { allow: allowAll });
    expect(moved).toMatchObject({ status: 301, headers: { location: 'http://10.0.0.1/' } });
  });

  it('gives up after 5 seconds', async () => {
    const started = Date.now();
    await expect(headUrl(new URL(`${localUrl}/slow`), { allow: () => true })).rejects.toThrow(
      'The address did not answer within 5 seconds',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 10_000);

  it('classifies addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(isPublicAddress(address)).toBe(false);
  });
});

describe('GET /v2/public/viewers/youtube/{videoId}', () => {
  it('serves an embeddable page for a valid id without a session', async () => {
    const response = await api.op('youtubeViewer', { path: { videoId: 'dQw4w9WgXcQ' } }, 200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"');
    expect(response.text).toContain('<html lang="en">');
  });

  it('refuses ids that do not match [A-Za-z0-9_-]{11}', async () => {
    for (const videoId of ['short', 'dQw4w9WgXcQX', 'dQw4w9WgX<s', 'dQw4w9W"gX'])
      await api.op('youtubeViewer', { path: { videoId } }, 400);
  });
});
