/**
 * The local signalling server: the subset of Ant Media Server's WebSocket protocol that the official client
 * (`@antmedia/webrtc_adaptor`) speaks, answered by this server with the media relay of `relay.ts`.
 *
 * A socket is opened with a stream token (`?token=`): a publish token lets it publish that one stream, a
 * play token lets it watch it; either lets it join that stream's peer-to-peer session. Commands:
 * - `publish` → `start`, then the browser's offer (`takeConfiguration`) is answered, candidates flow both
 *   ways (`takeCandidate`), and `publish_started` is sent once media flows; `stop` ends it with
 *   `publish_finished` (and `play_finished` to every viewer);
 * - `play` → the relay's offer (`takeConfiguration`), the browser's answer, candidates, `play_started`;
 *   `stop` ends it with `play_finished`;
 * - `join` / `leave`: two browsers of one stream id exchange offers, answers and candidates through the server
 *   (`joined`, `leaved`; the first one gets `start` when the second joins);
 * - `ping` → `pong`; `getIceServerConfig` → `iceServerConfig` (the configured STUN server);
 * - `peerMessageCommand {streamId, definition, data}` goes to the other sockets of that stream;
 * - `forceStreamQuality {streamId, streamHeight}`: the relay forwards the publisher's one quality, so it
 *   answers the error `noAdaptiveBitrate` rather than pretend to switch.
 * A message that is not JSON, too long, or not of a command's shape closes the socket (1008) with a reason.
 *
 * With several instances (`cluster.ts`), a stream is relayed by the instance its publisher reached; a viewer
 * on another instance is served by forwarding its commands there, and that instance's answers back. Peer-to-peer
 * sessions (`join`) pair two sockets of one instance.
 */
import type { WebSocket } from 'ws';
import type { ClusterEnvelope, ClusterHandlers, StreamCluster } from './cluster.ts';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { MediaKind, PeerEvents, PublishedStream, RelayOptions, ViewerPeer } from './relay.ts';

/** The media relay (werift), read when the first stream is published here: most servers never relay one. */
const relay = loadOnFirstUse('The media relay', () => import('./relay.ts'));
import type { StreamGrant } from './tokens.ts';
import {
  CLOSE,
  Connection,
  MAX_MESSAGE_BYTES,
  parseCommand,
  socketOutlet,
  type Command,
} from './protocol.ts';

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

/** The streams published on this server instance, their viewers and the peer-to-peer sessions. */
export class StreamHub implements ClusterHandlers {
  private readonly streams = new Map<string, { stream: PublishedStream; owner: Connection }>();
  private readonly rooms = new Map<string, Set<Connection>>();
  /** Sockets of this instance, by connection id (answers from other instances find them). */
  private readonly local = new Map<string, Connection>();
  /** Sockets of other instances watching streams relayed here, by `instance/connection id`. */
  private readonly remote = new Map<string, Connection>();
  /** Forwarded plays the relaying instance has not yet said it received, by connection id. */
  private readonly waiting = new Map<string, ReturnType<typeof setTimeout>>();
  private cluster: StreamCluster | null = null;

  constructor(private readonly options: RelayOptions) {}

  /** Joins the instances of one database (see `cluster.ts`). */
  useCluster(cluster: StreamCluster): void {
    this.cluster = cluster;
  }

  holds(streamId: string): boolean {
    return this.streams.has(streamId);
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
        this.handle(target, command).catch(() => target.error('internalError', undefined));
        return;
      }
      case 'gone': {
        const key = `${from}/${message.v}`;
        const connection = this.remote.get(key);
        this.remote.delete(key);
        if (connection) void this.detach(connection);
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

  /** Figures of the relay (the bench reads them). */
  stats(): { streams: number; viewers: number } {
    let viewers = 0;
    for (const { stream } of this.streams.values()) viewers += stream.viewers.size;
    return { streams: this.streams.size, viewers };
  }

  /** Serves a socket opened with `grant` until it closes. */
  attach(socket: WebSocket, grant: StreamGrant): void {
    const connection = new Connection(socketOutlet(socket), grant);
    this.local.set(connection.id, connection);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return connection.close(CLOSE.malformed);
      if (data.length > MAX_MESSAGE_BYTES) return connection.close(CLOSE.tooLong);
      const command = parseCommand(data.toString('utf8'));
      if (!command) return connection.close(CLOSE.malformed);
      this.handle(connection, command).catch(() => connection.error('internalError', undefined));
    });
    socket.on('close', () => {
      this.local.delete(connection.id);
      this.answered(connection.id);
      for (const relay of new Set(connection.forwarded.values()))
        void this.cluster?.send(relay, { t: 'gone', v: connection.id }).catch(() => undefined);
      connection.forwarded.clear();
      void this.detach(connection);
    });
  }

  /** Ends everything a closed socket was doing. */
  private async detach(connection: Connection): Promise<void> {
    if (connection.publishing) await this.endStream(connection.publishing.streamId);
    this.viewerSockets.delete(connection);
    for (const viewer of connection.viewing.values()) await viewer.close();
    connection.viewing.clear();
    if (connection.joined) this.leave(connection, connection.joined);
  }

  /** Whether the socket's token covers `streamId` (a refusal closes the socket). */
  private covers(connection: Connection, streamId: string): boolean {
    if (connection.grant.streamId === streamId) return true;
    connection.close(CLOSE.otherStream);
    return false;
  }

  private async handle(connection: Connection, command: Command): Promise<void> {
    if ('streamId' in command && FORWARDED.has(command.command)) {
      const relay = connection.forwarded.get(command.streamId);
      if (relay) return this.forward(connection, relay, command);
    }
    switch (command.command) {
      case 'ping':
        return connection.send({ command: 'pong' });
      case 'getIceServerConfig':
        return connection.send({ command: 'iceServerConfig', stunServerUri: this.options.stunUrl ?? '' });
      case 'publish':
        return this.publish(connection, command.streamId);
      case 'play':
        return this.play(connection, command.streamId);
      case 'stop':
        return this.stop(connection, command.streamId);
      case 'join':
        return this.join(connection, command.streamId);
      case 'leave':
        return this.leave(connection, command.streamId);
      case 'takeConfiguration':
        return this.takeConfiguration(connection, command);
      case 'takeCandidate':
        return this.takeCandidate(connection, command);
      case 'peerMessageCommand':
        return this.peerMessage(connection, command);
      case 'forceStreamQuality':
        if (!this.covers(connection, command.streamId)) return;
        return connection.error('noAdaptiveBitrate', command.streamId);
    }
  }

  private peerEvents(
    connection: Connection,
    streamId: string,
    started: string,
    ended: () => void,
  ): PeerEvents {
    return {
      candidate: (c) =>
        connection.send({
          command: 'takeCandidate',
          streamId,
          label: c.sdpMLineIndex,
          id: c.sdpMid,
          candidate: c.candidate,
        }),
      connected: () => connection.notify(started, streamId),
      ended,
    };
  }

  private async publish(connection: Connection, streamId: string): Promise<void> {
    if (connection.grant.type !== 'publish' || connection.grant.streamId !== streamId)
      return connection.close(CLOSE.notYours);
    if (this.streams.has(streamId)) return connection.error('streamIdInUse', streamId);
    if (connection.publishing) return connection.error('streamIdInUse', streamId);
    // A relay that cannot be loaded is the protocol's internalError (see `handle`'s callers), never a crash.
    const { PublishedStream } = await relay();
    if (this.cluster && !(await this.cluster.claim(streamId)))
      return connection.error('streamIdInUse', streamId);
    // Another publish of this socket or stream may have started while the claim was made.
    if (this.streams.has(streamId) || connection.publishing)
      return connection.error('streamIdInUse', streamId);
    const stream: PublishedStream = new PublishedStream(
      streamId,
      this.options,
      this.peerEvents(connection, streamId, 'publish_started', () => void this.endStream(streamId)),
    );
    this.streams.set(streamId, { stream, owner: connection });
    connection.publishing = stream;
    connection.send({ command: 'start', streamId });
  }

  /** Ends a published stream: the publisher hears publish_finished, each viewer play_finished. */
  private async endStream(streamId: string): Promise<void> {
    const entry = this.streams.get(streamId);
    if (!entry) return;
    this.streams.delete(streamId);
    entry.owner.publishing = null;
    entry.owner.notify('publish_finished', streamId);
    for (const connection of this.viewersOf(streamId)) {
      const viewer = connection.viewing.get(streamId);
      connection.viewing.delete(streamId);
      connection.notify('play_finished', streamId);
      await viewer?.close();
    }
    await entry.stream.close();
    for (const [key, connection] of this.remote) if (connection.viewing.size === 0) this.remote.delete(key);
    await this.cluster?.release(streamId).catch(() => undefined);
  }

  /** The sockets watching `streamId`. */
  private viewersOf(streamId: string): Connection[] {
    return [...this.viewerSockets].filter((c) => c.viewing.has(streamId));
  }

  private readonly viewerSockets = new Set<Connection>();

  private async play(connection: Connection, streamId: string): Promise<void> {
    if (!this.covers(connection, streamId)) return;
    const entry = this.streams.get(streamId);
    if (!entry) return this.playElsewhere(connection, streamId);
    // Loaded already (the stream was published through it); the stream may have ended meanwhile.
    const { ViewerPeer } = await relay();
    if (this.streams.get(streamId) !== entry) return connection.error('no_stream_exist', streamId);
    if (connection.viewing.has(streamId)) return connection.error('alreadyPlaying', streamId);
    const kinds: MediaKind[] = ['video', 'audio'];
    const viewer: ViewerPeer = new ViewerPeer(
      entry.stream,
      this.options,
      kinds,
      this.peerEvents(connection, streamId, 'play_started', () => {
        // The viewer's media connection failed: it hears that its playing ended.
        if (connection.viewing.get(streamId) !== viewer) return;
        connection.viewing.delete(streamId);
        connection.notify('play_finished', streamId);
        void viewer.close();
      }),
    );
    entry.stream.viewers.add(viewer);
    connection.viewing.set(streamId, viewer);
    this.viewerSockets.add(connection);
    await viewer.offer((sdp) =>
      connection.send({ command: 'takeConfiguration', streamId, type: 'offer', sdp }),
    );
  }

  /** A play of a stream not relayed here: forwarded to the instance relaying it, if any. */
  private async playElsewhere(connection: Connection, streamId: string): Promise<void> {
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

  private async stop(connection: Connection, streamId: string): Promise<void> {
    if (connection.publishing?.streamId === streamId) return this.endStream(streamId);
    const viewer = connection.viewing.get(streamId);
    if (viewer) {
      connection.viewing.delete(streamId);
      await viewer.close();
      return connection.notify('play_finished', streamId);
    }
    if (connection.joined === streamId) return this.leave(connection, streamId);
  }

  private join(connection: Connection, streamId: string): void {
    if (!this.covers(connection, streamId)) return;
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

  private leave(connection: Connection, streamId: string): void {
    const room = this.rooms.get(streamId);
    if (!room?.has(connection)) return;
    room.delete(connection);
    connection.joined = null;
    connection.notify('leaved', streamId);
    for (const other of room) other.notify('leaved', streamId);
    if (room.size === 0) this.rooms.delete(streamId);
  }

  /** The other member of the socket's peer-to-peer session, if any. */
  private peerOf(connection: Connection, streamId: string): Connection | undefined {
    if (connection.joined !== streamId) return undefined;
    return [...(this.rooms.get(streamId) ?? [])].find((other) => other !== connection);
  }

  private async takeConfiguration(
    connection: Connection,
    command: Extract<Command, { command: 'takeConfiguration' }>,
  ): Promise<void> {
    const { streamId, type, sdp } = command;
    const peer = this.peerOf(connection, streamId);
    if (peer) return peer.send({ command: 'takeConfiguration', streamId, type, sdp });
    if (connection.publishing?.streamId === streamId && type === 'offer') {
      return connection.publishing.answer(sdp, (answer) =>
        connection.send({ command: 'takeConfiguration', streamId, type: 'answer', sdp: answer }),
      );
    }
    const viewer = connection.viewing.get(streamId);
    if (viewer && type === 'answer') return viewer.accept(sdp);
    connection.error('no_stream_exist', streamId);
  }

  private async takeCandidate(
    connection: Connection,
    command: Extract<Command, { command: 'takeCandidate' }>,
  ): Promise<void> {
    const { streamId, label, id, candidate } = command;
    const peer = this.peerOf(connection, streamId);
    if (peer) return peer.send({ command: 'takeCandidate', streamId, label, id, candidate });
    const target =
      connection.publishing?.streamId === streamId ? connection.publishing : connection.viewing.get(streamId);
    if (!target) return connection.error('no_stream_exist', streamId);
    await target.addCandidate({ candidate, sdpMLineIndex: label, sdpMid: id });
  }

  private peerMessage(connection: Connection, command: Extract<Command, { command: 'peerMessageCommand' }>) {
    const { streamId } = command;
    if (!this.covers(connection, streamId)) return;
    const entry = this.streams.get(streamId);
    const others = new Set<Connection>();
    const peer = this.peerOf(connection, streamId);
    if (peer) others.add(peer);
    if (entry && entry.owner === connection) for (const c of this.viewersOf(streamId)) others.add(c);
    else if (entry) others.add(entry.owner);
    for (const other of others) other.send({ ...command });
  }

  /** Ends every stream (the server is stopping). */
  async close(): Promise<void> {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    for (const streamId of [...this.streams.keys()]) await this.endStream(streamId);
  }
}
