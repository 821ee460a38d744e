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
import { ClusterForwarding } from './forwarding.ts';
import {
  CLOSE,
  Connection,
  MAX_MESSAGE_BYTES,
  parseCommand,
  socketOutlet,
  type Command,
} from './protocol.ts';
import { RelayedStreams } from './relayed-streams.ts';
import type { RelayOptions } from './relay.ts';
import { PeerRooms } from './rooms.ts';
import type { StreamGrant } from './tokens.ts';

/**
 * The local signalling server of one instance: its sockets and the commands they send, served by the streams it
 * relays (`relayed-streams.ts`), the peer-to-peer sessions (`rooms.ts`) and the other instances (`forwarding.ts`).
 */
export class StreamHub implements ClusterHandlers {
  private readonly forwarding: ClusterForwarding;
  private readonly streams: RelayedStreams;
  private readonly rooms = new PeerRooms();

  constructor(private readonly options: RelayOptions) {
    this.forwarding = new ClusterForwarding({
      handle: (connection, command) => this.handle(connection, command),
      detach: (connection) => this.detach(connection),
    });
    this.streams = new RelayedStreams(options, this.forwarding);
  }

  /** Joins the instances of one database (see `cluster.ts`). */
  useCluster(cluster: StreamCluster): void {
    this.forwarding.cluster = cluster;
  }

  /** Whether this instance relays `streamId` (other instances ask). */
  holds(streamId: string): boolean {
    return this.streams.holds(streamId);
  }

  /** A message from another instance. */
  receive(envelope: ClusterEnvelope): void {
    this.forwarding.receive(envelope);
  }

  /** Figures of the relay (the bench reads them). */
  stats(): { streams: number; viewers: number } {
    return this.streams.stats();
  }

  /** Serves a socket opened with `grant` until it closes. */
  attach(socket: WebSocket, grant: StreamGrant): void {
    const connection = new Connection(socketOutlet(socket), grant);
    this.forwarding.opened(connection);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return connection.close(CLOSE.malformed);
      if (data.length > MAX_MESSAGE_BYTES) return connection.close(CLOSE.tooLong);
      const command = parseCommand(data.toString('utf8'));
      if (!command) return connection.close(CLOSE.malformed);
      this.handle(connection, command).catch(() => connection.error('internalError', undefined));
    });
    socket.on('close', () => {
      this.forwarding.closed(connection);
      void this.detach(connection);
    });
  }

  /** Ends everything a closed socket was doing. */
  private async detach(connection: Connection): Promise<void> {
    if (connection.publishing) await this.streams.end(connection.publishing.streamId);
    this.streams.forgetViewer(connection);
    for (const viewer of connection.viewing.values()) await viewer.close();
    connection.viewing.clear();
    if (connection.joined) this.rooms.leave(connection, connection.joined);
  }

  /** Whether the socket's token covers `streamId` (a refusal closes the socket). */
  private covers(connection: Connection, streamId: string): boolean {
    if (connection.grant.streamId === streamId) return true;
    connection.close(CLOSE.otherStream);
    return false;
  }

  /** Serves one command of a socket (of this instance, or of another one through `forwarding.ts`). */
  private async handle(connection: Connection, command: Command): Promise<void> {
    if (this.forwarding.forwards(connection, command)) return;
    switch (command.command) {
      case 'ping':
        return connection.send({ command: 'pong' });
      case 'getIceServerConfig':
        return connection.send({ command: 'iceServerConfig', stunServerUri: this.options.stunUrl ?? '' });
      case 'publish':
        return this.streams.publish(connection, command.streamId);
      case 'play':
        if (!this.covers(connection, command.streamId)) return;
        return this.streams.play(connection, command.streamId);
      case 'stop':
        return this.stop(connection, command.streamId);
      case 'join':
        if (!this.covers(connection, command.streamId)) return;
        return this.rooms.join(connection, command.streamId);
      case 'leave':
        return this.rooms.leave(connection, command.streamId);
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

  private async stop(connection: Connection, streamId: string): Promise<void> {
    if (connection.publishing?.streamId === streamId) return this.streams.end(streamId);
    const viewer = connection.viewing.get(streamId);
    if (viewer) {
      connection.viewing.delete(streamId);
      await viewer.close();
      return connection.notify('play_finished', streamId);
    }
    if (connection.joined === streamId) return this.rooms.leave(connection, streamId);
  }

  private async takeConfiguration(
    connection: Connection,
    command: Extract<Command, { command: 'takeConfiguration' }>,
  ): Promise<void> {
    const { streamId, type, sdp } = command;
    const peer = this.rooms.peerOf(connection, streamId);
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
    const peer = this.rooms.peerOf(connection, streamId);
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
    const peer = this.rooms.peerOf(connection, streamId);
    if (peer) others.add(peer);
    if (entry && entry.owner === connection) for (const c of this.streams.viewersOf(streamId)) others.add(c);
    else if (entry) others.add(entry.owner);
    for (const other of others) other.send({ ...command });
  }

  /** Ends every stream (the server is stopping). */
  async close(): Promise<void> {
    this.forwarding.close();
    await this.streams.close();
  }
}
