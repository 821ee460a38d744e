/**
 * Signalling across server instances (`cluster.ts`): a stream is relayed by the instance its publisher reached.
 * A viewer whose socket reached another instance has its commands forwarded to the relaying one, and that
 * instance's answers sent back; commands forwarded here by other instances are served through connections that
 * stand in for their sockets.
 */
import type { ClusterEnvelope, StreamCluster } from './cluster.ts';
import { Connection, parseCommand, type Command } from './protocol.ts';

/**
 * How long a forwarded `play` waits for the relaying instance to say it received it. That instance answers on
 * reading the command, before the media work, so this is one round trip of notifications: only an instance that
 * stopped misses it, and a busy one has room.
 */
export const FORWARD_TIMEOUT_MS = 10_000;

/** Commands of a stream a socket watches through another instance, forwarded there. */
const FORWARDED = new Set([
  'play',
  'stop',
  'takeConfiguration',
  'takeCandidate',
  'peerMessageCommand',
  'forceStreamQuality',
]);

/** What forwarding needs of the signalling server (`StreamHub`): serving a command, ending a socket's work. */
export interface ForwardingHost {
  /** Serves one command of a connection. */
  handle(connection: Connection, command: Command): Promise<void>;
  /** Ends everything a connection that went away was doing. */
  detach(connection: Connection): Promise<void>;
}

/** The sockets of this instance and of others that watch streams relayed on another instance than theirs. */
export class ClusterForwarding {
  /** The instances of one database, once joined (see `cluster.ts`); null on a single instance. */
  cluster: StreamCluster | null = null;
  /** Sockets of this instance, by connection id (answers from other instances find them). */
  private readonly local = new Map<string, Connection>();
  /** Sockets of other instances watching streams relayed here, by `instance/connection id`. */
  private readonly remote = new Map<string, Connection>();
  /** Forwarded plays the relaying instance has not yet said it received, by connection id. */
  private readonly waiting = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly host: ForwardingHost) {}

  /** A socket of this instance opened. */
  opened(connection: Connection): void {
    this.local.set(connection.id, connection);
  }

  /** A socket of this instance closed: the instances relaying streams it watched hear that it is gone. */
  closed(connection: Connection): void {
    this.local.delete(connection.id);
    this.answered(connection.id);
    for (const relay of new Set(connection.forwarded.values()))
      void this.cluster?.send(relay, { t: 'gone', v: connection.id }).catch(() => undefined);
    connection.forwarded.clear();
  }

  /** Forwards `command` when the socket watches its stream through another instance; whether it did. */
  forwards(connection: Connection, command: Command): boolean {
    if ('streamId' in command && FORWARDED.has(command.command)) {
      const relay = connection.forwarded.get(command.streamId);
      if (relay) {
        this.forward(connection, relay, command);
        return true;
      }
    }
    return false;
  }

  /** A message from another instance. */
  receive({ from, message }: ClusterEnvelope): void {
    switch (message.t) {
      case 'cmd': {
        const key = `${from}/${message.v}`;
        const command = parseCommand(JSON.stringify(message.command));
        if (!command || !('streamId' in command) || !FORWARDED.has(command.command)) return;
        let connection = this.remote.get(key);
        if (!connection) {
          const cluster = this.cluster;
          if (!cluster) return;
          const v = message.v;
          connection = new Connection(
            {
              send: (m) => void cluster.send(from, { t: 'out', v, message: m }).catch(() => undefined),
              close: (reason) => void cluster.send(from, { t: 'close', v, reason }).catch(() => undefined),
            },
            { streamId: command.streamId, type: 'play' },
          );
          this.remote.set(key, connection);
        }
        if (command.command === 'play')
          void this.cluster?.send(from, { t: 'took', v: message.v }).catch(() => undefined);
        const target = connection;
        this.host.handle(target, command).catch(() => target.error('internalError', undefined));
        return;
      }
      case 'gone': {
        const key = `${from}/${message.v}`;
        const connection = this.remote.get(key);
        this.remote.delete(key);
        if (connection) void this.host.detach(connection);
        return;
      }
      case 'took':
        this.answered(message.v);
        return;
      case 'out': {
        const connection = this.local.get(message.v);
        if (!connection) return;
        this.answered(connection.id);
        const m = message.message;
        const streamId = typeof m.streamId === 'string' ? m.streamId : '';
        const ended =
          (m.command === 'notification' && m.definition === 'play_finished') ||
          (m.command === 'error' && m.definition === 'no_stream_exist');
        if (ended && connection.forwarded.get(streamId) === from) connection.forwarded.delete(streamId);
        connection.send(m);
        return;
      }
      case 'close':
        this.local.get(message.v)?.close(message.reason);
        return;
    }
  }

  /** The relaying instance answered a forwarded play. */
  private answered(connectionId: string): void {
    const timer = this.waiting.get(connectionId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.waiting.delete(connectionId);
  }

  /** Sends a command of `connection` to the instance relaying its stream. */
  private forward(connection: Connection, relay: string, command: Command & { streamId: string }): void {
    void this.cluster?.send(relay, { t: 'cmd', v: connection.id, command }).catch(() => {
      connection.forwarded.delete(command.streamId);
      connection.error('no_stream_exist', command.streamId);
    });
  }

  /** A play of a stream not relayed here: forwarded to the instance relaying it, if any. */
  async playElsewhere(connection: Connection, streamId: string): Promise<void> {
    const relay = await this.cluster?.relayOf(streamId);
    if (!relay || relay === this.cluster?.instance || !this.local.has(connection.id))
      return connection.error('no_stream_exist', streamId);
    connection.forwarded.set(streamId, relay);
    this.answered(connection.id);
    this.waiting.set(
      connection.id,
      setTimeout(() => {
        this.waiting.delete(connection.id);
        if (connection.forwarded.get(streamId) !== relay) return;
        connection.forwarded.delete(streamId);
        connection.error('no_stream_exist', streamId);
      }, FORWARD_TIMEOUT_MS),
    );
    this.forward(connection, relay, { command: 'play', streamId });
  }

  /** Forgets the stand-ins of other instances' sockets that no longer watch anything here. */
  dropIdle(): void {
    for (const [key, connection] of this.remote) if (connection.viewing.size === 0) this.remote.delete(key);
  }

  /** Stops waiting for answers to forwarded plays (the server is stopping). */
  close(): void {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }
}
