/**
 * The local media relay: a server-side WebRTC peer (werift) receives each publisher's tracks once and
 * forwards their RTP packets to every viewer's own peer, so any number of viewers cost the publisher one
 * upload. Video is VP8 and audio Opus on both sides, so packets pass through unchanged but for their
 * sequence numbers, timestamps and SSRC (each viewer's sender rewrites those). A viewer that needs a key
 * frame (it just joined, or lost packets) makes the relay ask the publisher for one.
 */
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type MediaStreamTrack,
  type PeerConfig,
  type RTCIceCandidate,
  type RTCRtpSender,
} from 'werift';

export type MediaKind = 'audio' | 'video';

/** What a relay peer tells its signalling connection. */
export interface PeerEvents {
  /** A local ICE candidate to send to the browser. */
  candidate(candidate: { candidate: string; sdpMLineIndex: number; sdpMid: string }): void;
  /** The media connection is up. */
  connected(): void;
  /** The media connection failed or closed. */
  ended(): void;
}

export interface RelayOptions {
  /** The one address offered to browsers for media; every address of the machine when absent. */
  relayAddress?: string;
  /** A STUN server the relay also uses to learn its public address. */
  stunUrl?: string;
}

const CODECS: Partial<PeerConfig['codecs']> = {
  video: [
    new RTCRtpCodecParameters({
      mimeType: 'video/VP8',
      clockRate: 90000,
      rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
    }),
  ],
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
};

/** A relay peer's common wiring: candidates out (only on the relay address when one is set), state changes. */
function wirePeer(pc: RTCPeerConnection, options: RelayOptions, events: PeerEvents): void {
  pc.onIceCandidate.subscribe((candidate?: RTCIceCandidate) => {
    if (!candidate?.candidate) return;
    if (!offered(candidate.candidate, options)) return;
    events.candidate({
      candidate: candidate.candidate,
      sdpMLineIndex: candidate.sdpMLineIndex ?? 0,
      sdpMid: candidate.sdpMid ?? '0',
    });
  });
  let up = false;
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected' && !up) {
      up = true;
      events.connected();
    }
    if (state === 'failed' || state === 'closed') events.ended();
  });
}

/** Whether a local candidate line is one the relay offers. */
function offered(candidate: string, options: RelayOptions): boolean {
  if (!options.relayAddress) return true;
  return candidate.split(' ')[4] === options.relayAddress;
}

/** The local description without candidates on other addresses than the relay address. */
function offeredSdp(sdp: string, options: RelayOptions): string {
  if (!options.relayAddress) return sdp;
  return sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:') || offered(line.slice(2), options))
    .join('\r\n');
}

/**
 * Before gathering: without a configured STUN server, werift would ask a public one (and wait 5 s for it), so
 * the relay would reach outside and answer late; only the configured one is asked.
 */
function onlyConfiguredStun(pc: RTCPeerConnection, options: RelayOptions): void {
  if (options.stunUrl) return;
  for (const transport of pc.iceTransports) {
    (transport.connection as { stunServer?: unknown }).stunServer = undefined;
  }
}

function peerConfig(options: RelayOptions): Partial<PeerConfig> {
  const address = options.relayAddress;
  return {
    codecs: CODECS,
    iceUseIpv6: false,
    iceServers: options.stunUrl ? [{ urls: options.stunUrl }] : [],
    ...(address && {
      iceAdditionalHostAddresses: [address],
      iceFilterCandidatePair: (pair) => pair.localCandidate.host === address,
    }),
  };
}

/** One published stream: the publisher's peer and tracks, and its viewers. */
export class PublishedStream {
  readonly viewers = new Set<ViewerPeer>();
  readonly tracks: Partial<Record<MediaKind, MediaStreamTrack>> = {};
  readonly pc: RTCPeerConnection;
  private closed = false;
  /** Packets received per kind (the bench reads them). */
  readonly received: Record<MediaKind, number> = { audio: 0, video: 0 };

  constructor(
    readonly streamId: string,
    private readonly options: RelayOptions,
    events: PeerEvents,
  ) {
    this.pc = new RTCPeerConnection(peerConfig(options));
    wirePeer(this.pc, options, events);
    this.pc.onTrack.subscribe((track) => this.addTrack(track));
  }

  private addTrack(track: MediaStreamTrack): void {
    const kind = track.kind as MediaKind;
    if (kind !== 'audio' && kind !== 'video') return;
    this.tracks[kind] = track;
    track.onReceiveRtp.subscribe((rtp) => {
      this.received[kind] += 1;
      if (this.viewers.size === 0) return;
      // Each viewer's sender rewrites the header it is given, so each gets its own copy of the packet.
      const bytes = rtp.serialize();
      for (const viewer of this.viewers) viewer.forward(kind, bytes);
    });
    if (kind === 'video') this.requestKeyFrame();
  }

  /** Asks the publisher for a key frame (a viewer joined, or lost one). */
  requestKeyFrame(): void {
    const track = this.tracks.video;
    if (this.closed || track?.ssrc === undefined) return;
    const receiver = this.pc.getReceivers().find((r) => r.tracks.includes(track));
    receiver?.sendRtcpPLI(track.ssrc).catch(() => undefined);
  }

  /** Answers the publisher's offer; the answer's SDP. */
  async answer(offer: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offer });
    const answer = await this.pc.createAnswer();
    onlyConfiguredStun(this.pc, this.options);
    const local = await this.pc.setLocalDescription(answer);
    return offeredSdp(local.toSdp().sdp, this.options);
  }

  async addCandidate(candidate: {
    candidate: string;
    sdpMLineIndex?: number;
    sdpMid?: string;
  }): Promise<void> {
    if (!candidate.candidate) return;
    await this.pc.addIceCandidate(candidate);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pc.close().catch(() => undefined);
  }
}

/** One viewer's peer: send-only audio and video, fed from the publisher's tracks. */
export class ViewerPeer {
  readonly pc: RTCPeerConnection;
  private readonly senders: Partial<Record<MediaKind, RTCRtpSender>> = {};
  private closed = false;
  /** Packets forwarded per kind (the bench reads them). */
  readonly sent: Record<MediaKind, number> = { audio: 0, video: 0 };

  constructor(
    readonly stream: PublishedStream,
    private readonly options: RelayOptions,
    kinds: readonly MediaKind[],
    events: PeerEvents,
  ) {
    this.pc = new RTCPeerConnection(peerConfig(options));
    wirePeer(this.pc, options, events);
    for (const kind of kinds) {
      const sender = this.pc.addTransceiver(kind, { direction: 'sendonly' }).sender;
      // One media stream id for audio and video, so the browser plays them as one stream in one element.
      sender.streamId = stream.streamId;
      sender.onPictureLossIndication.subscribe(() => this.stream.requestKeyFrame());
      this.senders[kind] = sender;
    }
  }

  forward(kind: MediaKind, bytes: Buffer): void {
    const sender = this.senders[kind];
    if (!sender || this.closed) return;
    this.sent[kind] += 1;
    sender.sendRtp(bytes).catch(() => undefined);
  }

  /** The offer to the viewer's browser. */
  async offer(): Promise<string> {
    const offer = await this.pc.createOffer();
    onlyConfiguredStun(this.pc, this.options);
    const local = await this.pc.setLocalDescription(offer);
    return offeredSdp(local.toSdp().sdp, this.options);
  }

  async accept(answer: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answer });
    this.stream.requestKeyFrame();
  }

  async addCandidate(candidate: {
    candidate: string;
    sdpMLineIndex?: number;
    sdpMid?: string;
  }): Promise<void> {
    if (!candidate.candidate) return;
    await this.pc.addIceCandidate(candidate);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stream.viewers.delete(this);
    await this.pc.close().catch(() => undefined);
  }
}
