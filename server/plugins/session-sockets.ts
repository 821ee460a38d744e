/**
 * Closes the sockets of sessions that ended, on every instance: the sessions repository announces each
 * revocation on `mv_sessions_ended` (PostgreSQL LISTEN/NOTIFY; in process on PGlite) in the revoking
 * transaction, and each instance closes its own sockets of those sessions (`lib/session-sockets.ts`).
 */
import fp from 'fastify-plugin';
import { SessionSockets } from '../lib/session-sockets.ts';
import { SESSIONS_ENDED_CHANNEL, type EndedSessions } from '../repositories/sessions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sockets signed-in sessions opened here; a socket is added when it opens. */
    sessionSockets: SessionSockets;
  }
}

/** The ended sessions a notification names, or null when it is not one of ours. */
function parseEnded(payload: string): EndedSessions | null {
  try {
    const parsed = JSON.parse(payload) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sessions, user } = parsed as Record<string, unknown>;
    return {
      ...(Array.isArray(sessions) && { sessions: sessions.filter((id) => typeof id === 'string') }),
      ...(typeof user === 'string' && { user }),
    };
  } catch {
    return null;
  }
}

export const sessionSocketsPlugin = fp(
  async (app) => {
    const sockets = new SessionSockets();
    app.decorate('sessionSockets', sockets);
    const stopListening = await app.db.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
      const ended = parseEnded(payload);
      if (ended) sockets.end(ended);
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  },
  { name: 'session-sockets', dependencies: ['db'] },
);
