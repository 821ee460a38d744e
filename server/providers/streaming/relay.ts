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
export function onlyConfiguredStun(pc: RTCPeerConnection, options: RelayOptions): void {
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

type Candidate = { candidate: string; sdpMLineIndex?: number; sdpMid?: string };

/**
 * What both relay peers share: candidates out (only on the relay address when one is set), state changes, and
 * the order of a description and its candidates. The browser hears this peer's description before any of its
 * candidates, whatever order the browser would otherwise see them in (a browser refuses a candidate that comes
 * before the description). A browser's candidate that comes before its description is kept by the peer itself
 * and used once the description is set.
 */
abstract class RelayPeer {
  readonly pc: RTCPeerConnection;
  /** This peer's candidates held until its description was sent (null once it was). */
  private outgoing: RTCIceCandidate[] | null = [];

  constructor(
    protected readonly options: RelayOptions,
    private readonly events: PeerEvents,
  ) {
    this.pc = new RTCPeerConnection(peerConfig(options));
    this.pc.onIceCandidate.subscribe((candidate?: RTCIceCandidate) => {
      if (!candidate?.candidate || !offered(candidate.candidate, options)) return;
      if (this.outgoing) this.outgoing.push(candidate);
      else this.sendCandidate(candidate);
    });
    let up = false;
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && !up) {
        up = true;
        events.connected();
      }
      if (state === 'failed' || state === 'closed') events.ended();
    });
  }

  private sendCandidate(candidate: RTCIceCandidate): void {
    this.events.candidate({
      candidate: candidate.candidate,
      sdpMLineIndex: candidate.sdpMLineIndex ?? 0,
      sdpMid: candidate.sdpMid ?? '0',
    });
  }

  /** Sets this peer's description, hands its SDP to `send`, then lets the candidates gathered meanwhile go. */
  protected async describe(
    description: Parameters<RTCPeerConnection['setLocalDescription']>[0],
    send: (sdp: string) => void,
  ): Promise<void> {
    onlyConfiguredStun(this.pc, this.options);
    const local = await this.pc.setLocalDescription(description);
    send(offeredSdp(local.toSdp().sdp, this.options));
    const held = this.outgoing ?? [];
    this.outgoing = null;
    for (const candidate of held) this.sendCandidate(candidate);
  }

  async addCandidate(candidate: Candidate): Promise<void> {
    if (!candidate.candidate) return;
    await this.pc.addIceCandidate(candidate);
  }
}

/** One published stream: the publisher's peer and tracks, and its viewers. */
export class PublishedStream extends RelayPeer {
  readonly viewers = new Set<ViewerPeer>();
  readonly tracks: Partial<Record<MediaKind, MediaStreamTrack>> = {};
  private closed = false;
  /** Packets received per kind (the bench reads them). */
  readonly received: Record<MediaKind, number> = { audio: 0, video: 0 };

  constructor(
    readonly streamId: string,
    options: RelayOptions,
    events: PeerEvents,
  ) {
    super(options, events);
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

  /** Answers the publisher's offer: `send` gets the answer's SDP before any candidate of the relay goes. */
  async answer(offer: string, send: (sdp: string) => void): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await this.describe(await this.pc.createAnswer(), send);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pc.close().catch(() => undefined);
  }
}

/** One viewer's peer: send-only audio and video, fed from the publisher's tracks. */
export class ViewerPeer extends RelayPeer {
  private readonly senders: Partial<Record<MediaKind, RTCRtpSender>> = {};
  private closed = false;
  /** Packets forwarded per kind (the bench reads them). */
  readonly sent: Record<MediaKind, number> = { audio: 0, video: 0 };

  constructor(
    readonly stream: PublishedStream,
    options: RelayOptions,
    kinds: readonly MediaKind[],
    events: PeerEvents,
  ) {
    super(options, events);
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

  /** Makes the offer to the viewer's browser: `send` gets its SDP before any candidate of the relay goes. */
  async offer(send: (sdp: string) => void): Promise<void> {
    await this.describe(await this.pc.createOffer(), send);
  }

  async accept(answer: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answer });
    this.stream.requestKeyFrame();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stream.viewers.delete(this);
    await this.pc.close().catch(() => undefined);
  }
}
