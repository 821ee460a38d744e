/**
 * A stream viewer outside the browser: a WebRTC peer (werift) that plays a stream through the signalling
 * socket of `url`, counting the video frames it receives. The streaming bench and the two-instance test use it.
 */
import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import { WebSocket } from 'ws';

export interface Viewer {
  frames: number;
  /** Settles when the server says the playing ended (play_finished). */
  ended: Promise<void>;
  close(): void;
}

/** A viewer: a WebRTC peer in this process that plays the stream through the signalling socket. */
export async function startViewer(url: string, streamId: string, token: string): Promise<Viewer> {
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
  const socket = new WebSocket(`${url.replace('http', 'ws')}/v2/stream/websocket?token=${token}`);
  let finished: () => void = () => undefined;
  const viewer: Viewer = {
    frames: 0,
    ended: new Promise<void>((resolve) => (finished = resolve)),
    close: () => {
      socket.close();
      void pc.close();
    },
  };
  pc.onTrack.subscribe((track) => {
    if (track.kind !== 'video') return;
    track.onReceiveRtp.subscribe((rtp) => {
      if (rtp.header.marker) viewer.frames += 1;
    });
  });
  pc.onIceCandidate.subscribe((candidate) => {
    if (!candidate?.candidate) return;
    socket.send(
      JSON.stringify({
        command: 'takeCandidate',
        streamId,
        label: candidate.sdpMLineIndex ?? 0,
        id: candidate.sdpMid,
        candidate: candidate.candidate,
      }),
    );
  });
  const started = new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.command === 'takeConfiguration' && message.type === 'offer') {
        void (async () => {
          await pc.setRemoteDescription({ type: 'offer', sdp: String(message.sdp) });
          const answer = await pc.setLocalDescription(await pc.createAnswer());
          socket.send(
            JSON.stringify({
              command: 'takeConfiguration',
              streamId,
              type: 'answer',
              sdp: answer.toSdp().sdp,
            }),
          );
        })();
      } else if (message.command === 'takeCandidate') {
        void pc.addIceCandidate({
          candidate: String(message.candidate),
          sdpMLineIndex: Number(message.label),
        });
      } else if (message.definition === 'play_started') resolve();
      else if (message.definition === 'play_finished') finished();
      else if (message.command === 'error') reject(new Error(`viewer: ${String(message.definition)}`));
    });
  });
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  socket.send(JSON.stringify({ command: 'play', streamId, token }));
  await started;
  return viewer;
}
