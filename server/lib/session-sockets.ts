/**
 * The sockets signed-in sessions opened on this instance (the realtime channel, a stream's signalling socket),
 * so that ending a session closes them: Log Out, Sign out everywhere, staff taking a permission away or
 * deleting the account. Sessions end in the database; every instance hears of it (a notification on
 * `mv_sessions_ended`, `plugins/session-sockets.ts`) and closes its own sockets of those sessions here.
 */

/** What the registry needs of a socket (the `ws` library's has it). */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** Whose a socket is: the session that opened it and its user. */
export interface SocketOwner {
  sessionId: string;
  userId: string;
}

/** The close code of a socket whose session ended (an application code: 4000–4999), and its reason. */
export const SESSION_ENDED_CLOSE = {
  code: 4001,
  reason: 'Your session has ended. Sign in again to continue.',
} as const;

export class SessionSockets {
  private readonly owners = new Map<ClosableSocket, SocketOwner>();

  /** Keeps `socket` until it is released (when it closes); returns the release. */
  add(socket: ClosableSocket, owner: SocketOwner): () => void {
    this.owners.set(socket, owner);
    return () => {
      this.owners.delete(socket);
    };
  }

  /** Closes the sockets of the ended sessions, or of every session of the user; the number closed. */
  end(ended: { sessions?: readonly string[]; user?: string }): number {
    let closed = 0;
    for (const [socket, owner] of [...this.owners]) {
      if (owner.userId !== ended.user && !ended.sessions?.includes(owner.sessionId)) continue;
      this.owners.delete(socket);
      socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      closed += 1;
    }
    return closed;
  }

  /** How many sockets are kept (tests). */
  get size(): number {
    return this.owners.size;
  }
}
