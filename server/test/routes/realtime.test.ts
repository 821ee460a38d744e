/**
 * The realtime channel (`/channel`): signed in by the session cookies, refused otherwise and from other
 * sites; `livemap` for staff; messages fanned out through LISTEN/NOTIFY; slow consumers dropped.
 */
import { describe, expect, it } from 'vitest';
import { LIVEMAP_CHANNEL, type LivePosition } from '../../../common/realtime.ts';
import { openDb } from '../../db/connection.ts';
import { RealtimeHub, SLOW_CONSUMER_CLOSE, type HubSocket } from '../../lib/realtime-hub.ts';
import { createRealtimeRepository, REALTIME_NOTIFY_CHANNEL } from '../../repositories/realtime-repository.ts';
import { channelCookie, nextMessage } from './realtime-helpers.ts';
import { apiTest } from '../api-test.ts';

const INGEST_KEY = 'test-ingest-key-of-the-vr-servers';
const api = apiTest({ roles: ['superuser', 'member'], config: { livemapIngestKey: INGEST_KEY } });

const position = (ac: string, x: number): LivePosition => ({ nm: 'normal', ev: 'pos', ac, x, y: 1.7, z: -x });

describe('realtime channel', () => {
  it('refuses a connection without a session, with a forged token, or from another site', async () => {
    await expect(api.app.injectWS('/channel')).rejects.toThrow(/401/);
    await expect(
      api.app.injectWS('/channel', {
        headers: { cookie: `mv_account=${api.as.member.id}; mv_token=forged` },
      }),
    ).rejects.toThrow(/401/);
    await expect(
      api.app.injectWS('/channel', {
        headers: {
          cookie: channelCookie(api.as.superuser),
          origin: 'https://elsewhere.example',
          host: 'localhost:80',
        },
      }),
    ).rejects.toThrow(/403/);
  });

  it('greets, answers pings, and delivers livemap positions to staff only', async () => {
    const staff = await api.app.injectWS('/channel', {
      headers: { cookie: channelCookie(api.as.superuser) },
    });
    const member = await api.app.injectWS('/channel', { headers: { cookie: channelCookie(api.as.member) } });
    try {
      const hello = nextMessage(staff, 'hello');
      staff.send(JSON.stringify({ type: 'hello' }));
      expect(await hello).toEqual({ type: 'hello', account: api.as.superuser.id });
      const pong = nextMessage(staff, 'pong');
      staff.send(JSON.stringify({ type: 'ping' }));
      await pong;

      const refused = nextMessage(member, 'refused');
      member.send(JSON.stringify({ type: 'subscribe', channel: LIVEMAP_CHANNEL }));
      expect(await refused).toEqual({ type: 'refused', channel: LIVEMAP_CHANNEL });

      // The subscription is registered once a ping after it has been answered (messages are handled in order).
      staff.send(JSON.stringify({ type: 'subscribe', channel: LIVEMAP_CHANNEL }));
      const ready = nextMessage(staff, 'pong');
      staff.send(JSON.stringify({ type: 'ping' }));
      await ready;
      expect(api.app.realtime.hub.subscribers(LIVEMAP_CHANNEL)).toBe(1);

      const delivered = nextMessage(staff, 'messages');
      await api.app.realtime.publish(LIVEMAP_CHANNEL, [position('walker', 12), position('runner', 13)]);
      expect(await delivered).toEqual({
        type: 'messages',
        channel: LIVEMAP_CHANNEL,
        messages: [position('walker', 12), position('runner', 13)],
      });
    } finally {
      staff.terminate();
      member.terminate();
    }
  });

  it('fans a publish out to every listener on the database (each instance listens once)', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      const heard: string[][] = [[], []];
      const stops = await Promise.all(
        heard.map((list) => db.listen(REALTIME_NOTIFY_CHANNEL, (payload) => list.push(payload))),
      );
      await createRealtimeRepository(db).notify('{"c":"livemap","m":[]}');
      // PGlite delivers notifications after the statement; a query after it has them in.
      await db.query('SELECT 1');
      expect(heard).toEqual([['{"c":"livemap","m":[]}'], ['{"c":"livemap","m":[]}']]);
      await Promise.all(stops.map((stop) => stop()));
    } finally {
      await db.close();
    }
  });
});

describe('position ingest', () => {
  it('sends positions from a VR server with the ingest key on to the live map', async () => {
    const staff = await api.app.injectWS('/channel', {
      headers: { cookie: channelCookie(api.as.superuser) },
    });
    try {
      staff.send(JSON.stringify({ type: 'subscribe', channel: LIVEMAP_CHANNEL }));
      const ready = nextMessage(staff, 'pong');
      staff.send(JSON.stringify({ type: 'ping' }));
      await ready;
      const delivered = nextMessage(staff, 'messages');
      const reply = await api.op(
        'ingestLivePositions',
        { headers: { 'x-ingest-key': INGEST_KEY }, body: { positions: [position('vr-player', 40)] } },
        200,
      );
      expect(reply.json).toEqual({ accepted: 1 });
      expect((await delivered).messages).toEqual([position('vr-player', 40)]);
    } finally {
      staff.terminate();
    }
  });

  it('refuses a wrong or missing key and malformed positions', async () => {
    const body = { positions: [position('vr-player', 1)] };
    const wrong = await api.op('ingestLivePositions', { headers: { 'x-ingest-key': 'guess' }, body }, 403);
    expect(wrong.text).toBe('The ingest key is missing or wrong.');
    await api.op('ingestLivePositions', { body }, 400);
    const bad = await api.op(
      'ingestLivePositions',
      {
        headers: { 'x-ingest-key': INGEST_KEY },
        invalidBody: { positions: [{ ...position('vr-player', 1), ev: 'teleport' }] },
      },
      400,
    );
    expect(bad.text).toBe('Event must be one of: pos, leave.');
    // The values a VR server must send, as it must send them: "Pre-beta" would be refused.
    const world = await api.op(
      'ingestLivePositions',
      {
        headers: { 'x-ingest-key': INGEST_KEY },
        invalidBody: { positions: [{ ...position('vr-player', 1), nm: 'Pre-beta' }] },
      },
      400,
    );
    expect(world.text).toBe('World must be one of: normal, pre-beta.');
    await api.op(
      'ingestLivePositions',
      { headers: { 'x-ingest-key': INGEST_KEY }, invalidBody: { positions: [] } },
      400,
    );
  });
});

describe('realtime hub', () => {
  class FakeSocket implements HubSocket {
    bufferedAmount = 0;
    sent: string[] = [];
    closed: number | null = null;
    send(data: string) {
      this.sent.push(data);
    }
    close(code?: number) {
      this.closed = code ?? null;
    }
  }

  it('drops a consumer whose buffer is full and keeps serving the others, holding nothing for it', () => {
    const hub = new RealtimeHub(1000);
    const fast = new FakeSocket();
    const slow = new FakeSocket();
    hub.subscribe(hub.add(fast, 'a'), LIVEMAP_CHANNEL);
    hub.subscribe(hub.add(slow, 'b'), LIVEMAP_CHANNEL);
    hub.deliver(LIVEMAP_CHANNEL, 'x'.repeat(100));
    expect([fast.sent.length, slow.sent.length]).toEqual([1, 1]);
    // The slow one stops reading: its unsent bytes pile up in its socket until the limit.
    slow.bufferedAmount = 950;
    for (let i = 0; i < 1000; i++) hub.deliver(LIVEMAP_CHANNEL, 'x'.repeat(100));
    expect(slow.closed).toBe(SLOW_CONSUMER_CLOSE);
    expect(slow.sent.length).toBe(1);
    expect(fast.sent.length).toBe(1001);
    expect(hub.subscribers(LIVEMAP_CHANNEL)).toBe(1);
    expect(hub.dropped).toBe(1);
    expect(hub.all()).toHaveLength(1);
  });
});
