/**
 * The requests whose handlers are still running, so that closing waits for them. Fastify runs the plugins'
 * `onClose` hooks once every connection has closed, but a client that gave up (a timeout, a closed tab) closes
 * its connection while the handler goes on: a database closed under it failed it ("Cannot use a pool after
 * calling end on the pool"). A plugin that owns what handlers use awaits `app.requestsDone()` before closing it.
 * A request counts until its reply has been made (`onSend`, which runs whether or not anyone still listens).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being answered, or after `limitMs` (a request that never ends). */
    requestsDone(limitMs?: number): Promise<void>;
  }
}

/** The longest closing waits for requests still being answered. */
export const DRAIN_LIMIT_MS = 10_000;

export const inFlightPlugin = fp(
  async (app) => {
    /** Each request being answered, and how to stop watching its connection. */
    const answering = new Map<FastifyRequest, () => void>();
    const waiting = new Set<() => void>();
    const finished = (request: FastifyRequest) => {
      const unwatch = answering.get(request);
      if (!unwatch) return;
      unwatch();
      answering.delete(request);
      if (answering.size > 0) return;
      for (const resolve of waiting) resolve();
    };
    app.addHook('onRequest', async (request, reply) => {
      // A WebSocket lives as long as its client wants; the plugins that hold sockets close them themselves.
      if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
      // A reply the handler took over (a stream of its own) makes no onSend: it ends when it has been written or
      // its connection closes. A handler whose client went away goes on until its onSend.
      // (An injected request's socket may be a stand-in without events.)
      const socket = typeof request.raw.socket?.once === 'function' ? request.raw.socket : undefined;
      const closed = () => {
        if (reply.sent) finished(request);
      };
      socket?.once('close', closed);
      reply.raw.once('finish', closed);
      answering.set(request, () => {
        socket?.off('close', closed);
        reply.raw.off('finish', closed);
      });
    });
    app.addHook('onSend', async (request) => finished(request));
    app.addHook('onResponse', async (request) => finished(request));
    app.decorate('requestsDone', (limitMs = DRAIN_LIMIT_MS) => {
      if (answering.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(() => {
          app.log.warn({ requests: answering.size }, 'closing with requests still being answered');
          done();
        }, limitMs);
        waiting.add(done);
      });
    });
  },
  { name: 'in-flight' },
);
