/**
 * The headset platform's event lookup (the promotion's event id, single-target-and-flows.md §5) against a local
 * stand-in of the platform's Graph API: the node read with the app access token, an unknown id, a failure.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { HeadsetPlatformError, oculusHeadsetProvider } from './index.ts';

const TOKEN = 'OC|1234|stand-in-secret';
const platform = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  res.setHeader('content-type', 'application/json');
  if (url.searchParams.get('access_token') !== TOKEN) {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
  } else if (url.pathname === '/7100000000000001') {
    expect(url.searchParams.get('fields')).toBe('id,name,start_time,end_time,subscriber_count');
    res.end(
      JSON.stringify({
        id: '7100000000000001',
        name: 'Quest Night',
        start_time: '2026-12-01T18:00:00+0000',
        end_time: '2026-12-01T20:00:00+0000',
        subscriber_count: 75,
      }),
    );
  } else if (url.pathname === '/500') {
    res.statusCode = 500;
    res.end('{}');
  } else {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Unsupported get request', code: 100 } }));
  }
});
await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
const graphUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => platform.close(resolve)));

const config = { appId: '1234', appSecret: 'stand-in-secret', deepLinkUrl: 'x', graphUrl };

describe('headset platform event lookup', () => {
  it('reads title, start, end and subscribers of an event', async () => {
    const provider = oculusHeadsetProvider(config);
    expect(await provider.findEvent?.('7100000000000001')).toEqual({
      oculusid: '7100000000000001',
      title: 'Quest Night',
      start: '2026-12-01T18:00:00.000Z',
      end: '2026-12-01T20:00:00.000Z',
      subscribers: 75,
    });
  });

  it('answers null for an id the platform does not know', async () => {
    expect(await oculusHeadsetProvider(config).findEvent?.('42')).toBeNull();
  });

  it('fails with a platform error when the platform fails or refuses the app', async () => {
    await expect(oculusHeadsetProvider(config).findEvent?.('500')).rejects.toBeInstanceOf(
      HeadsetPlatformError,
    );
    const wrong = oculusHeadsetProvider({ ...config, appSecret: 'wrong' });
    await expect(wrong.findEvent?.('7100000000000001')).rejects.toBeInstanceOf(HeadsetPlatformError);
  });
});
