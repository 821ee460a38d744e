/**
 * The streams this server instance relays (`relay.ts`) and who watches them: a `publish` claims its stream among
 * the instances and starts relaying it; a `play` of a stream relayed here gets a viewer of it, and one of a
 * stream relayed elsewhere is forwarded there (`forwarding.ts`); a stream that ends tells its publisher
 * `publish_finished` and each viewer `play_finished`.
 */
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { ClusterForwarding } from './forwarding.ts';
import { CLOSE, type Connection } from './protocol.ts';
import type { MediaKind, PeerEvents, PublishedStream, RelayOptions, ViewerPeer } from './relay.ts';

/** The media relay (werift), read when the first stream is published here: most servers never relay one. */
const relay = loadOnFirstUse('The media relay', () => import('./relay.ts'));

/** A stream relayed here and the socket that publishes it. */
export interface RelayedStream {
  stream: PublishedStream;
  owner: Connection;
}

/** The streams published on this instance and the sockets watching them. */
export class RelayedStreams {
  private readonly streams = new Map<string, RelayedStream>();
  private readonly viewerSockets = new Set<Connection>();

  constructor(
    private readonly options: RelayOptions,
    private readonly forwarding: ClusterForwarding,
  ) {}

  /** Whether this instance relays `streamId`. */
  holds(streamId: string): boolean {
    return this.streams.has(streamId);
  }

  /** The stream `streamId` relayed here, with its publisher. */
  get(streamId: string): RelayedStream | undefined {
    return this.streams.get(streamId);
  }

  /** Figures of the relay (the bench reads them). */
  stats(): { streams: number; viewers: number } {
    let viewers = 0;
    for (const { stream } of this.streams.values()) viewers += stream.viewers.size;
    return { streams: this.streams.size, viewers };
  }

  /** The events of a socket's media connection: its candidates, `started` once media flows, and its end. */
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

  /** Starts relaying the stream the socket's publish token names; the socket hears `start`. */
  async publish(connection: Connection, streamId: string): Promise<void> {
    if (connection.grant.type !== 'publish' || connection.grant.streamId !== streamId)
      return connection.close(CLOSE.notYours);
    if (this.streams.has(streamId)) return connection.error('streamIdInUse', streamId);
    if (connection.publishing) return connection.error('streamIdInUse', streamId);
    // A relay that cannot be loaded is the protocol's internalError (see `handle`'s callers), never a crash.
    const { PublishedStream } = await relay();
    const cluster = this.forwarding.cluster;
    if (cluster && !(await cluster.claim(streamId))) return connection.error('streamIdInUse', streamId);
    // Another publish of this socket or stream may have started while the claim was made.
    if (this.streams.has(streamId) || connection.publishing)
      return connection.error('streamIdInUse', streamId);
    const stream: PublishedStream = new PublishedStream(
      streamId,
      this.options,
      this.peerEvents(connection, streamId, 'publish_started', () => void this.end(streamId)),
    );
    this.streams.set(streamId, { stream, owner: connection });
    connection.publishing = stream;
    connection.send({ command: 'start', streamId });
  }

  /** Ends a published stream: the publisher hears publish_finished, each viewer play_finished. */
  async end(streamId: string): Promise<void> {
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
    this.forwarding.dropIdle();
    await this.forwarding.cluster?.release(streamId).catch(() => undefined);
  }

  /** The sockets watching `streamId`. */
  viewersOf(streamId: string): Connection[] {
    return [...this.viewerSockets].filter((c) => c.viewing.has(streamId));
  }

  /** Forgets a closed socket as a viewer (its viewers are closed by the caller). */
  forgetViewer(connection: Connection): void {
    this.viewerSockets.delete(connection);
  }

  /**
   * Lets the socket (whose token covers `streamId`) watch the stream: the relay's offer, then `play_started` once
   * media flows. A stream not relayed here is asked of the instance relaying it.
   */
  async play(connection: Connection, streamId: string): Promise<void> {
    const entry = this.streams.get(streamId);
    if (!entry) return this.forwarding.playElsewhere(connection, streamId);
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

  /** Ends every stream relayed here (the server is stopping). */
  async close(): Promise<void> {
    for (const streamId of [...this.streams.keys()]) await this.end(streamId);
  }
}
