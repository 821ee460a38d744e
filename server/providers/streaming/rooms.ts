/**
 * The peer-to-peer sessions of the local signalling server (`signalling.ts`): two browsers of one stream id
 * `join` and exchange their offers, answers and candidates through the server; the first hears `start` when
 * the second joins, and both hear `leaved` when one leaves. A session pairs two sockets of one instance.
 */
import type { Connection } from './protocol.ts';

/** The peer-to-peer sessions of this instance, by stream id, each of at most two sockets. */
export class PeerRooms {
  private readonly rooms = new Map<string, Set<Connection>>();

  /** Adds the socket to the session of `streamId` (its token covers that stream), unless two are in it. */
  join(connection: Connection, streamId: string): void {
    const room = this.rooms.get(streamId) ?? new Set<Connection>();
    if (room.size >= 2 && !room.has(connection)) return connection.error('roomFull', streamId);
    room.add(connection);
    this.rooms.set(streamId, room);
    connection.joined = streamId;
    connection.notify('joined', streamId);
    if (room.size === 2) {
      const [first] = [...room];
      first.send({ command: 'start', streamId });
    }
  }

  /** Takes the socket out of the session of `streamId`; it and the other member hear `leaved`. */
  leave(connection: Connection, streamId: string): void {
    const room = this.rooms.get(streamId);
    if (!room?.has(connection)) return;
    room.delete(connection);
    connection.joined = null;
    connection.notify('leaved', streamId);
    for (const other of room) other.notify('leaved', streamId);
    if (room.size === 0) this.rooms.delete(streamId);
  }

  /** The other member of the socket's peer-to-peer session, if any. */
  peerOf(connection: Connection, streamId: string): Connection | undefined {
    if (connection.joined !== streamId) return undefined;
    return [...(this.rooms.get(streamId) ?? [])].find((other) => other !== connection);
  }
}
