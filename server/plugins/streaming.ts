/**
 * Streaming to VR: `app.streaming.provider` (an Ant Media Server, or this server) and, for the local
 * provider, the signalling WebSocket at `/v2/stream/websocket` served by the relay's hub. A socket is
 * opened with the stream token of its URL; a missing, forged or expired token closes it with a reason, and a
 * publish token's socket closes when the session it was given to ends (`lib/session-sockets.ts`).
 * Several instances on one database share their streams through `cluster.ts`.
 */
import fp from 'fastify-plugin';
import type { StreamConfig } from '../config.ts';
import {
  createStreamProvider,
  STREAM_WEBSOCKET_PATH,
  type StreamProvider,
} from '../providers/streaming/index.ts';
import { createStreamCluster } from '../providers/streaming/cluster.ts';
import { SESSION_ENDED_CLOSE } from '../lib/session-sockets.ts';
import { CLOSE } from '../providers/streaming/protocol.ts';
import { StreamHub } from '../providers/streaming/signalling.ts';
import { verifyStreamToken } from '../providers/streaming/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    streaming: { provider: StreamProvider; hub: StreamHub | null };
  }
}

export const streamingPlugin = fp<{ config?: StreamConfig; sessionSecret: string }>(
  async (app, options) => {
    const provider = createStreamProvider(options.config, options.sessionSecret);
    const hub =
      provider.name === 'local'
        ? new StreamHub({ relayAddress: options.config?.relayAddress, stunUrl: options.config?.stunUrl })
        : null;
    app.decorate('streaming', { provider, hub });
    if (!hub) return;
    // Instances on one database relay each stream once and forward viewers to it (cluster.ts).
    const cluster = await createStreamCluster(app.db, app.repos.streamRelays, hub, (error) =>
      app.log.warn({ err: error }, 'stream message to another instance not sent'),
    );
    hub.useCluster(cluster);
    app.addHook('onClose', async () => {
      await hub.close();
      await cluster.close();
    });
    app.register(async (scope) => {
      scope.get<{ Querystring: { token?: string } }>(
        STREAM_WEBSOCKET_PATH,
        { websocket: true },
        async (socket, request) => {
          // Messages that arrive while the token is checked are held, then handled in order.
          const early: [Buffer, boolean][] = [];
          const hold = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
          socket.on('message', hold);
          const token = typeof request.query.token === 'string' ? request.query.token : '';
          const grant = token ? await verifyStreamToken(provider.key, token) : null;
          // A publish token's session must still be live; its socket is closed when the session ends.
          const userId = grant?.sessionId
            ? await app.repos.sessions.liveUserOf(grant.sessionId, new Date())
            : null;
          socket.off('message', hold);
          if (!grant) return socket.close(CLOSE.policy, CLOSE.badToken);
          if (grant.sessionId) {
            if (!userId) return socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
            const release = app.sessionSockets.add(socket, { sessionId: grant.sessionId, userId });
            socket.on('close', release);
          }
          hub.attach(socket, grant);
          for (const [data, isBinary] of early) socket.emit('message', data, isBinary);
        },
      );
    });
  },
  { name: 'streaming', dependencies: ['db', 'websocket', 'session-sockets'] },
);
