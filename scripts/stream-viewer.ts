/**
 * A stream viewer outside the browser: a WebRTC peer (werift) that plays a stream through the signalling
 * socket of `url`, counting the video frames it receives. The streaming bench and the two-instance test use it.
 */
import { RTCPeerConnection, RTCRtpCodecParameters, type RTCIceCandidate } from 'werift';
import { WebSocket } from 'ws';
import { onlyConfiguredStun } from '../server/providers/streaming/relay.ts';

export interface Viewer {
  frames: number;
  /** Settles when the server says the playing ended (play_finished). */
  ended: Promise<void>;
  close(): void;
}

/** A viewer: a WebRTC peer in this process that plays the stream through the signalling socket. */
export async function startViewer(url: string, streamId: string, token: string): Promise<Viewer> {
  // No STUN server: werift's default is a public one, asked over the internet (and waited for 5 s), even
  // with no ICE server configured, so it is taken away before gathering as the relay does.
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
  // As the official client does: candidates of the relay that come before its offer wait for it, and this
  // peer's own candidates go after its answer.
  let remote: { candidate: string; sdpMLineIndex: number }[] | null = [];
  let local: RTCIceCandidate[] | null = [];
  const sendCandidate = (candidate: RTCIceCandidate) =>
    socket.send(
      JSON.stringify({
        command: 'takeCandidate',
        streamId,
        label: candidate.sdpMLineIndex ?? 0,
        id: candidate.sdpMid,
        candidate: candidate.candidate,
      }),
    );
  pc.onIceCandidate.subscribe((candidate) => {
    if (!candidate?.candidate) return;
    if (local) local.push(candidate);
    else sendCandidate(candidate);
  });
  let fail: (error: unknown) => void = () => undefined;
  const heard: string[] = [];
  const started = new Promise<void>((resolve, reject) => {
    fail = reject;
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      heard.push(String(message.definition ?? message.command));
      if (message.command === 'takeConfiguration' && message.type === 'offer') {
        void (async () => {
          await pc.setRemoteDescription({ type: 'offer', sdp: String(message.sdp) });
          for (const candidate of remote ?? []) await pc.addIceCandidate(candidate);
          remote = null;
          onlyConfiguredStun(pc, {});
          const answer = await pc.setLocalDescription(await pc.createAnswer());
          socket.send(
            JSON.stringify({
              command: 'takeConfiguration',
              streamId,
              type: 'answer',
              sdp: answer.toSdp().sdp,
            }),
          );
          for (const candidate of local ?? []) sendCandidate(candidate);
          local = null;
        })().catch((error: unknown) => fail(error));
      } else if (message.command === 'takeCandidate') {
        const candidate = { candidate: String(message.candidate), sdpMLineIndex: Number(message.label) };
        if (remote) remote.push(candidate);
        else void pc.addIceCandidate(candidate).catch((error: unknown) => fail(error));
      } else if (message.definition === 'play_started') resolve();
      else if (message.definition === 'play_finished') finished();
      else if (message.command === 'error')
        reject(new Error(`viewer: ${String(message.definition)} (heard: ${heard.join(', ')})`));
    });
  });
  // A socket that cannot connect fails the viewer at once, rather than leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', (error) => {
      void pc.close();
      reject(error);
    });
  });
  socket.send(JSON.stringify({ command: 'play', streamId, token }));
  try {
    await started;
  } catch (error) {
    viewer.close();
    throw error;
  }
  return viewer;
}
