/**
 * A local stand-in of an Ant Media Server application (`/LiveApp`) for the streaming provider's tests: its
 * player page and its WebSocket signalling, with JWT stream security checked as Ant Media checks it — an HS256
 * token signed with the application's secret whose `streamId` is the stream and whose `type` is `publish` or
 * `play`, unexpired — verified here with `jose` on its own, not with the product's code. It carries no media:
 * `publish` is answered `start` and `play` of a stream nobody publishes `no_stream_exist`, as the server does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { WebSocketServer } from 'ws';

export const ANTMEDIA_APP = '/LiveApp';
export const ANTMEDIA_SECRET = 'stand-in-jwt-stream-secret-of-the-application';

export interface AntMediaStandIn {
  /** The application's address, as `STREAM_SERVER_URL` names it. */
  url: string;
  /** Signalling commands received, with the stream ids published. */
  commands: Record<string, unknown>[];
  publishing: Set<string>;
  close(): Promise<void>;
}

async function tokenAllows(token: unknown, streamId: unknown, type: 'publish' | 'play'): Promise<boolean> {
  if (typeof token !== 'string' || typeof streamId !== 'string') return false;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(ANTMEDIA_SECRET), {
      algorithms: ['HS256'],
    });
    return payload.streamId === streamId && payload.type === type;
  } catch {
    return false;
  }
}

export async function startAntMediaStandIn(): Promise<AntMediaStandIn> {
  const commands: Record<string, unknown>[] = [];
  const publishing = new Set<string>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === `${ANTMEDIA_APP}/play.html`) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Player</title>');
      return;
    }
    response.writeHead(404).end();
  });
  const sockets = new WebSocketServer({ server, path: `${ANTMEDIA_APP}/websocket` });
  sockets.on('connection', (socket) => {
    const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
    socket.on('message', (data: Buffer) => {
      void (async () => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        commands.push(message);
        const { command, streamId, token } = message;
        if (command === 'ping') return send({ command: 'pong' });
        if (command === 'publish') {
          if (!(await tokenAllows(token, streamId, 'publish')))
            return send({ command: 'error', definition: 'unauthorized_access', streamId });
          publishing.add(String(streamId));
          return send({ command: 'start', streamId });
        }
        if (command === 'play') {
          if (!(await tokenAllows(token, streamId, 'play')))
            return send({ command: 'error', definition: 'unauthorized_access', streamId });
          return send({ command: 'error', definition: 'no_stream_exist', streamId });
        }
        if (command === 'stop') {
          publishing.delete(String(streamId));
          return send({ command: 'notification', definition: 'publish_finished', streamId });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${ANTMEDIA_APP}`,
    commands,
    publishing,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
