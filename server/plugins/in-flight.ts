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
    const answering = new Set<FastifyRequest>();
    const waiting = new Set<() => void>();
    const finished = (request: FastifyRequest) => {
      if (!answering.delete(request) || answering.size > 0) return;
      for (const resolve of waiting) resolve();
    };
    app.addHook('onRequest', async (request) => {
      answering.add(request);
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
