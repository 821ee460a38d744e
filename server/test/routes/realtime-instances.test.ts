/**
 * The realtime channel across instances: two real servers on ONE PostgreSQL database (a copy of the run's demo
 * template), a staff WebSocket on instance A, positions ingested through instance B, and A delivers them —
 * LISTEN/NOTIFY carries them between the instances; and a session logged out through B closes its socket on A. PostgreSQL only (DATABASE_URL, as the API suite runs
 * there); embedded PGlite serves one process, so there is nothing to fan out to.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVEMAP_CHANNEL, type LivePosition } from '../../../common/realtime.ts';
import {
  consoleCookies,
  signInOverHttp,
  type HttpSession,
  type ServerProcess,
} from '../../../scripts/server-process.ts';
import { copyTemplate, runTemplates } from '../../db/test-database.ts';
import { startInstances, type Instances } from '../../../scripts/server-instances.ts';
import { SESSION_ENDED_CLOSE } from '../../lib/session-sockets.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

const PORTS = [18_661, 18_662];
const INGEST_KEY = 'test-ingest-key-of-the-vr-servers';

let instances: Instances | undefined;

afterAll(() => instances?.stop());

/** The two instances on one database, started by the first test that needs them. */
async function twoInstances(): Promise<Instances> {
  instances ??= await startInstances({
    ports: PORTS,
    database: await copyTemplate(runTemplates(), 'demo'),
    env: {
      LIVEMAP_INGEST_KEY: INGEST_KEY,
    },
  });
  return instances;
}

/** The staff user's channel on `server`, subscribed to the live map (a pong after the subscribe confirms it). */
async function staffChannel(
  server: ServerProcess,
  session?: HttpSession,
): Promise<{ socket: WebSocket; received: LivePosition[]; session: HttpSession }> {
  session ??= await signInOverHttp(server.url, 'superuser@demo.test', DEMO_PASSWORD);
  const cookie = consoleCookies(session, server.url)
    .filter((c) => c.name === 'mv_account' || c.name === 'mv_token')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/channel`, { headers: { cookie } });
  const received: LivePosition[] = [];
  let subscribed: () => void = () => {};
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; messages?: LivePosition[] };
    if (message.type === 'pong') subscribed();
    if (message.type === 'messages' && message.messages) received.push(...message.messages);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', channel: LIVEMAP_CHANNEL }));
  socket.send(JSON.stringify({ type: 'ping' }));
  await ready;
  return { socket, received, session };
}

const position = (ac: string, x: number): LivePosition => ({
  nm: 'normal',
  ev: 'pos',
  ac,
  x,
  y: 1.7,
  z: x + 0.5,
});

describe.skipIf(!process.env.DATABASE_URL)('the realtime channel on two instances', () => {
  it(
    'delivers positions ingested on one instance to a live map on the other',
    { timeout: 600_000 },
    async () => {
      const [a, b] = (await twoInstances()).servers;
      const onA = await staffChannel(a);
      const onB = await staffChannel(b);
      try {
        const positions = Array.from({ length: 300 }, (_, i) => position(`vr-player-${i}`, i));
        const reply = await fetch(`${b.url}/v2/public/livemap/positions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ingest-key': INGEST_KEY },
          body: JSON.stringify({ positions }),
        });
        expect(reply.status).toBe(200);
        expect(await reply.json()).toEqual({ accepted: positions.length });
        const ours = (list: LivePosition[]) => list.filter((p) => p.ac.startsWith('vr-player-'));
        await expect.poll(() => ours(onA.received).length, { timeout: 30_000 }).toBe(positions.length);
        // Every position arrives once, in the order sent, on the other instance and on the one that took them.
        expect(ours(onA.received)).toEqual(positions);
        await expect.poll(() => ours(onB.received).length, { timeout: 30_000 }).toBe(positions.length);
        expect(ours(onB.received)).toEqual(positions);
      } finally {
        onA.socket.terminate();
        onB.socket.terminate();
      }
    },
  );

  it(
    'closes a socket on one instance when its session is logged out through the other',
    { timeout: 600_000 },
    async () => {
      const [a, b] = (await twoInstances()).servers;
      const onA = await staffChannel(a);
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        onA.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      const reply = await fetch(`${b.url}/v2/me/logout`, {
        method: 'POST',
        headers: { 'x-account': onA.session.id, 'x-token': onA.session.token },
      });
      expect(reply.status).toBe(204);
      expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
    },
  );
});
