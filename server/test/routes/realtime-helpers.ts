/** What the realtime channel's tests share: the cookies a socket signs in with, and waiting for a frame. */
import type { WebSocket } from 'ws';
import type { Session } from '../helpers.ts';

/** The session cookies the console's channel socket carries. */
export const channelCookie = (session: Session) =>
  `mv_account=${encodeURIComponent(session.id)}; mv_token=${encodeURIComponent(session.token)}`;

/** The next frame of `type` the socket receives. */
export function nextMessage(socket: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (message.type !== type) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}
