import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { inFlightPlugin } from './in-flight.ts';

/**
 * An app with the plugin and one route that waits until `open()`, telling when it has been entered; `onClose`
 * is the hook of a plugin that closes what requests use.
 */
async function appWithSlowRoute(
  onClose?: (app: FastifyInstance, open: () => void, events: string[]) => Promise<void>,
) {
  const app = Fastify();
  await app.register(inFlightPlugin);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const events: string[] = [];
  app.get('/slow', async () => {
    entered();
    await gate;
    // A few turns of the loop more, as a handler awaiting its database would take.
    await new Promise((resolve) => setImmediate(resolve));
    events.push('answered');
    return { ok: true };
  });
  if (onClose) app.addHook('onClose', async () => onClose(app, open, events));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/slow`;
  return { app, url, open, inHandler, events };
}

describe('requests being answered when the server closes', () => {
  it('are answered before a plugin closes what they use, even when their client has gone', async () => {
    const { app, url, open, inHandler, events } = await appWithSlowRoute(async (self, _open, seen) => {
      await self.requestsDone();
      seen.push('closed');
    });
    const client = new AbortController();
    const reply = fetch(url, { signal: client.signal }).catch((error: unknown) => error);
    await inHandler;
    client.abort();
    await reply;
    const closing = app.close();
    // Closing has begun and waits for the handler; now it may end.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    open();
    await closing;
    expect(events).toEqual(['answered', 'closed']);
  });

  it('count a request until its reply is made, and none once every reply is made', async () => {
    const { app, url, open, inHandler } = await appWithSlowRoute();
    try {
      await expect(app.requestsDone()).resolves.toBeUndefined();
      const reply = fetch(url);
      await inHandler;
      let done = false;
      const drained = app.requestsDone(600_000).then(() => (done = true));
      // Some turns of the loop later, the handler still waiting: not done.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(done).toBe(false);
      open();
      expect((await reply).status).toBe(200);
      await drained;
    } finally {
      open();
      await app.close();
    }
  });
});

describe('replies a handler takes over', () => {
  it('count until written; a WebSocket does not count', async () => {
    const app = Fastify();
    await app.register(inFlightPlugin);
    await app.register(websocket);
    app.get('/socket', { websocket: true }, () => {});
    app.get('/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200);
      reply.raw.end('streamed');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/stream`)).text()).toBe('streamed');
      const socket = new WebSocket(`ws://127.0.0.1:${port}/socket`);
      await once(socket, 'open');
      await app.requestsDone(600_000);
      socket.close();
    } finally {
      await app.close();
    }
  });
});
