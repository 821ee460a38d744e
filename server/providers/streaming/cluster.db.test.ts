/**
 * Two instances' stream hubs on one database: a viewer whose socket reaches the instance that does not relay
 * the stream is served through the one that does, over the database's notifications (PGlite in process, or the
 * PostgreSQL of TEST_DATABASE_URL).
 */
import { EventEmitter } from 'node:events';
import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../../db/test-database.ts';
import { createStreamRelaysRepository } from '../../repositories/stream-relays-repository.ts';
import { ALIVE_TIMEOUT_MS, createStreamCluster, type StreamCluster } from './cluster.ts';
import { StreamHub } from './signalling.ts';

type Message = Record<string, unknown>;

/** A signalling socket as the hub sees one, and what it was sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly received: Message[] = [];
  closedWith: { code: number; reason: string } | null = null;
  private readonly waiting: { predicate: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];

  send(text: string): void {
    const message = JSON.parse(text) as Message;
    this.received.push(message);
    for (const wait of [...this.waiting]) {
      if (!wait.predicate(message)) continue;
      this.waiting.splice(this.waiting.indexOf(wait), 1);
      wait.resolve(message);
    }
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.emit('close', code, Buffer.from(reason));
  }

  /** The browser sends a command. */
  command(message: Message): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }

  next(predicate: (m: Message) => boolean): Promise<Message> {
    const found = this.received.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiting.push({ predicate, resolve }));
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;

/** A viewer's browser: answers the relay's offer and trades candidates over `socket`. */
function viewerPeer(socket: FakeSocket, streamId: string): RTCPeerConnection {
  // No STUN server: werift's default is a public one, asked over the internet (and waited for 5 s).
  const pc = new RTCPeerConnection({
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceServers: [],
    iceUseIpv6: false,
    codecs: {
      video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90000 })],
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
    },
  });
  pc.onIceCandidate.subscribe((candidate) => {
    if (!candidate?.candidate) return;
    socket.command({
      command: 'takeCandidate',
      streamId,
      label: candidate.sdpMLineIndex ?? 0,
      id: candidate.sdpMid,
      candidate: candidate.candidate,
    });
  });
  void socket
    .next((m) => m.command === 'takeConfiguration' && m.type === 'offer')
    .then(async (offer) => {
      await pc.setRemoteDescription({ type: 'offer', sdp: String(offer.sdp) });
      const answer = await pc.setLocalDescription(await pc.createAnswer());
      socket.command({ command: 'takeConfiguration', streamId, type: 'answer', sdp: answer.toSdp().sdp });
    });
  const seen = new Set<Message>();
  const candidates = async () => {
    for (;;) {
      const m = await socket.next((x) => x.command === 'takeCandidate' && !seen.has(x));
      seen.add(m);
      await pc.addIceCandidate({ candidate: String(m.candidate), sdpMLineIndex: Number(m.label) });
    }
  };
  void candidates();
  return pc;
}

describe('streams across instances', () => {
  let test: TestDatabase | undefined;
  let db: Db;
  const hubs: StreamHub[] = [];
  const clusters: StreamCluster[] = [];
  const peers: RTCPeerConnection[] = [];

  const instance = async () => {
    const hub = new StreamHub({ relayAddress: '127.0.0.1' });
    const cluster = await createStreamCluster(db, createStreamRelaysRepository(db), hub);
    hub.useCluster(cluster);
    hubs.push(hub);
    clusters.push(cluster);
    return { hub, cluster };
  };

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
  });
  afterAll(async () => {
    for (const pc of peers) await pc.close();
    for (const hub of hubs) await hub.close();
    for (const cluster of clusters) await cluster.close();
    await test?.dispose();
  });

  it(
    'serves a viewer on one instance from the instance relaying the stream, and ends it when the publisher stops',
    { timeout: 120_000 },
    async () => {
      const a = await instance();
      const b = await instance();
      const streamId = 'cluster_stream_1';
      const publisher = new FakeSocket();
      a.hub.attach(asSocket(publisher), { streamId, type: 'publish' });
      publisher.command({ command: 'publish', streamId, video: true, audio: true });
      await publisher.next((m) => m.command === 'start');
      expect(await createStreamRelaysRepository(db).relayOf(streamId)).toBe(a.cluster.instance);

      // A second publish of the stream through the other instance is refused: instance A still relays it.
      const again = new FakeSocket();
      b.hub.attach(asSocket(again), { streamId, type: 'publish' });
      again.command({ command: 'publish', streamId, video: true, audio: true });
      expect(await again.next((m) => m.command === 'error')).toMatchObject({ definition: 'streamIdInUse' });

      // The viewer reaches instance B; A's relay offers, answers and connects to it.
      const viewer = new FakeSocket();
      b.hub.attach(asSocket(viewer), { streamId, type: 'play' });
      peers.push(viewerPeer(viewer, streamId));
      viewer.command({ command: 'play', streamId });
      const offer = await viewer.next((m) => m.command === 'takeConfiguration');
      expect(String(offer.sdp)).toContain('a=sendonly');
      expect(await viewer.next((m) => m.definition === 'play_started')).toMatchObject({ streamId });
      expect(a.hub.stats()).toEqual({ streams: 1, viewers: 1 });

      // Peer messages pass both ways between the publisher on A and the viewer on B.
      viewer.command({ command: 'peerMessageCommand', streamId, definition: 'hello', data: 'from B' });
      expect(await publisher.next((m) => m.command === 'peerMessageCommand')).toMatchObject({
        data: 'from B',
      });
      publisher.command({ command: 'peerMessageCommand', streamId, definition: 'hi', data: 'from A' });
      expect(await viewer.next((m) => m.command === 'peerMessageCommand')).toMatchObject({ data: 'from A' });

      // The publisher stops: the viewer on B hears that its playing ended, and the stream is relayed nowhere.
      publisher.command({ command: 'stop', streamId });
      expect(await viewer.next((m) => m.definition === 'play_finished')).toMatchObject({ streamId });
      await publisher.next((m) => m.definition === 'publish_finished');
      await expect.poll(() => createStreamRelaysRepository(db).relayOf(streamId)).toBeNull();
      viewer.command({ command: 'play', streamId });
      expect(await viewer.next((m) => m.definition === 'no_stream_exist')).toMatchObject({ streamId });
    },
  );

  it('ends what a closed viewer socket watched on the relaying instance', { timeout: 120_000 }, async () => {
    const a = await instance();
    const b = await instance();
    const streamId = 'cluster_stream_2';
    const publisher = new FakeSocket();
    a.hub.attach(asSocket(publisher), { streamId, type: 'publish' });
    publisher.command({ command: 'publish', streamId, video: true, audio: true });
    await publisher.next((m) => m.command === 'start');
    const viewer = new FakeSocket();
    b.hub.attach(asSocket(viewer), { streamId, type: 'play' });
    viewer.command({ command: 'play', streamId });
    await viewer.next((m) => m.command === 'takeConfiguration');
    expect(a.hub.stats().viewers).toBe(1);
    viewer.close(1000, 'bye');
    await expect.poll(() => a.hub.stats().viewers, { timeout: 30_000 }).toBe(0);
    publisher.command({ command: 'stop', streamId });
    await publisher.next((m) => m.definition === 'publish_finished');
  });

  it(
    'takes over a stream left behind by an instance that no longer answers',
    { timeout: 120_000 },
    async () => {
      const streamId = 'cluster_stream_3';
      // An instance that stopped without ending its stream left its row.
      await createStreamRelaysRepository(db).claim(streamId, 'an-instance-that-stopped');
      const a = await instance();
      const publisher = new FakeSocket();
      a.hub.attach(asSocket(publisher), { streamId, type: 'publish' });
      const asked = Date.now();
      publisher.command({ command: 'publish', streamId, video: true, audio: true });
      await publisher.next((m) => m.command === 'start');
      expect(Date.now() - asked).toBeGreaterThanOrEqual(ALIVE_TIMEOUT_MS - 50);
      expect(await createStreamRelaysRepository(db).relayOf(streamId)).toBe(a.cluster.instance);
      publisher.command({ command: 'stop', streamId });
      await publisher.next((m) => m.definition === 'publish_finished');
    },
  );
});
