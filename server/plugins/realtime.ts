/**
 * The realtime channel (`/channel`, a WebSocket): signed in by the session cookies the token exchange set
 * (`mv_account`, and the HttpOnly `mv_token`), refused from other sites' pages (Origin: a WebSocket carries no
 * header the page chooses, so the Origin check is what keeps other sites from using the cookies), pinged every 30 seconds (a peer
 * that misses a ping round is closed), with channels such as `livemap` (staff only). `app.realtime.publish`
 * sends messages to every subscriber of every instance: it NOTIFYs PostgreSQL (PGlite in process), and each
 * instance LISTENs and delivers to its own connections through the hub, which drops slow consumers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  LIVEMAP_CHANNEL,
  REALTIME_CHANNELS,
  REALTIME_PING_MS,
  STAFF_CHANNELS,
  type LivePosition,
  type RealtimeClientMessage,
} from '../../common/realtime.ts';
import { COOKIE_NAMES } from '../../common/cookies.ts';
import { isStaff } from '../authz/permissions.ts';
import { requestCookies } from '../lib/cookies.ts';
import { CELL_OFFSET } from '../../common/postcode.ts';
import { DemoWalkers } from '../lib/demo-walkers.ts';
import { RealtimeHub } from '../lib/realtime-hub.ts';
import { REALTIME_NOTIFY_CHANNEL } from '../repositories/realtime-repository.ts';
import type { UserDoc } from '../repositories/users-repository.ts';

/** Unsent bytes one connection may have before it is dropped as a slow consumer. */
export const REALTIME_MAX_BUFFERED = 1024 * 1024;
/** A notification's payload stays under PostgreSQL's 8,000-byte limit. */
const NOTIFY_MAX_BYTES = 7_000;

export const REALTIME_TEXTS = {
  signIn: 'Sign in to use the realtime channel.',
  otherSite: 'The realtime channel only answers pages of this site.',
} as const;

export interface Realtime {
  hub: RealtimeHub;
  /** Whether `key` is the configured ingest key (false when none is configured). */
  isIngestKey(key: string): boolean;
  /** Sends messages on a channel to its subscribers on every instance. */
  publish(channel: string, messages: readonly LivePosition[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
  interface FastifyRequest {
    channelUser?: UserDoc;
    channelSessionId?: string;
  }
}

/** Payloads of at most NOTIFY_MAX_BYTES, each holding whole messages. */
function batches(channel: string, messages: readonly LivePosition[]): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length > 0) out.push(`{"c":${JSON.stringify(channel)},"m":[${batch.join(',')}]}`);
    batch = [];
    size = 0;
  };
  for (const message of messages) {
    const text = JSON.stringify(message);
    if (size + text.length + 1 > NOTIFY_MAX_BYTES - channel.length - 20) flush();
    batch.push(text);
    size += text.length + 1;
  }
  flush();
  return out;
}

export interface RealtimeOptions {
  /** The key VR servers send with positions (LIVEMAP_INGEST_KEY). */
  ingestKey?: string;
  /** Demo mode: simulated walkers move on the live map while someone watches it. */
  demo?: boolean;
}

/** The longest message a client may send on the channel. */
const REALTIME_MAX_CLIENT_MESSAGE_BYTES = 4096;

/** Simulated players in demo mode, and how often they step. */
const DEMO_WALKERS = 24;
const DEMO_STEP_MS = 500;

export const realtimePlugin = fp<RealtimeOptions>(
  async (app, options) => {
    const hub = new RealtimeHub(REALTIME_MAX_BUFFERED);

    const stopListening = await app.db.listen(REALTIME_NOTIFY_CHANNEL, (payload) => {
      let parsed: { c: string; m: unknown[] };
      try {
        parsed = JSON.parse(payload) as { c: string; m: unknown[] };
      } catch {
        return;
      }
      if (hub.subscribers(parsed.c) === 0 || parsed.m.length === 0) return;
      // One frame per notification: a batch of up to about eighty positions, or of up to 20 record changes.
      hub.deliver(parsed.c, JSON.stringify({ type: 'messages', channel: parsed.c, messages: parsed.m }));
    });

    const expected = options.ingestKey ? createHash('sha256').update(options.ingestKey).digest() : null;
    const realtime: Realtime = {
      hub,
      isIngestKey(key) {
        // Compared as hashes, in constant time, so neither length nor content leaks through timing.
        return expected !== null && timingSafeEqual(expected, createHash('sha256').update(key).digest());
      },
      async publish(channel, messages) {
        for (const payload of batches(channel, messages)) await app.repos.realtime.notify(payload);
      },
    };
    app.decorate('realtime', realtime);

    const alive = new WeakSet<WebSocket>();
    const sockets = new Set<WebSocket>();
    const pinger = setInterval(() => {
      for (const socket of sockets) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, REALTIME_PING_MS);
    pinger.unref();

    app.get(
      '/channel',
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const origin = request.headers.origin;
          if (origin) {
            let host = '';
            try {
              host = new URL(origin).host;
            } catch {
              // An origin that does not parse is another site's.
            }
            const allowed = [request.headers.host, app.publicUrl ? new URL(app.publicUrl).host : null];
            if (!allowed.includes(host))
              return reply.code(403).type('text/plain').send(REALTIME_TEXTS.otherSite);
          }
          const jar = requestCookies(request);
          const account = jar.get(COOKIE_NAMES.account);
          const token = jar.get(COOKIE_NAMES.token);
          const session = token ? await app.sessions.verify(token) : null;
          const user =
            session && session.userId === account ? await app.repos.users.get(session.userId) : null;
          if (!session || !user) return reply.code(401).type('text/plain').send(REALTIME_TEXTS.signIn);
          request.channelUser = user;
          request.channelSessionId = session.sessionId;
        },
      },
      (socket, request) => {
        const user = request.channelUser as UserDoc;
        const client = hub.add(socket, user.id);
        // Closed when its session ends (Log Out, Sign out everywhere, a permission taken away), on any instance.
        const release = app.sessionSockets.add(socket, {
          sessionId: request.channelSessionId as string,
          userId: user.id,
        });
        sockets.add(socket);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('message', (data: Buffer) => {
          alive.add(socket);
          // Client messages are a few words (hello, ping, subscribe); anything longer is not ours.
          if (data.length > REALTIME_MAX_CLIENT_MESSAGE_BYTES) {
            socket.close(1009, 'Message too long');
            return;
          }
          let message: RealtimeClientMessage;
          try {
            message = JSON.parse(String(data)) as RealtimeClientMessage;
          } catch {
            return;
          }
          if (message.type === 'hello') socket.send(JSON.stringify({ type: 'hello', account: user.id }));
          else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
          else if (message.type === 'subscribe' && REALTIME_CHANNELS.includes(message.channel)) {
            // Where players are and what changed in the staff collections are for staff only.
            if (STAFF_CHANNELS.includes(message.channel) && !isStaff(user)) {
              socket.send(JSON.stringify({ type: 'refused', channel: message.channel }));
              return;
            }
            hub.subscribe(client, message.channel);
          } else if (message.type === 'unsubscribe') hub.unsubscribe(client, message.channel);
        });
        socket.on('close', () => {
          release();
          hub.remove(client);
          sockets.delete(socket);
        });
      },
    );

    // Demo walkers step only while someone here watches the live map (demo mode runs one instance).
    let walking: ReturnType<typeof setInterval> | undefined;
    if (options.demo) {
      app.addHook('onReady', async () => {
        const span = 1000;
        const buildings = await app.repos.map.buildingsIn({
          x0: CELL_OFFSET - span,
          x1: CELL_OFFSET + span,
          y0: CELL_OFFSET - span,
          y1: CELL_OFFSET + span,
        });
        const cells = [...new Map(buildings.map((b) => [`${b.cellx}:${b.celly}`, b])).values()];
        const walkers = new DemoWalkers(cells, DEMO_WALKERS);
        walking = setInterval(() => {
          if (hub.subscribers(LIVEMAP_CHANNEL) === 0) return;
          realtime
            .publish(LIVEMAP_CHANNEL, walkers.step())
            .catch((error: unknown) => app.log.error({ err: error }, 'demo walkers failed'));
        }, DEMO_STEP_MS);
        walking.unref();
      });
    }

    app.addHook('onClose', async () => {
      if (walking) clearInterval(walking);
      clearInterval(pinger);
      for (const socket of sockets) socket.terminate();
      await stopListening();
    });
  },
  { name: 'realtime', dependencies: ['db', 'identity', 'websocket', 'session-sockets'] },
);
