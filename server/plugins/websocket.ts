/**
 * WebSockets for the app's two socket routes, the stream signalling (`plugins/streaming.ts`) and the realtime
 * channel (`plugins/realtime.ts`): @fastify/websocket registered once, since it owns one WebSocket server. Its
 * message limit is the largest either route takes (a stream's session description); each route refuses
 * messages over its own, smaller limit itself.
 */
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { MAX_MESSAGE_BYTES } from '../providers/streaming/protocol.ts';

/** The largest message any socket route accepts; the server closes a socket that sends more (1009). */
export const WEBSOCKET_MAX_PAYLOAD = MAX_MESSAGE_BYTES * 2;

export const websocketPlugin = fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD } });
  },
  { name: 'websocket' },
);
