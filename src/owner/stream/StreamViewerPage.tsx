/**
 * The stream viewer (ours): the page a stream's `browserurl` opens — the VR app's browser panel, or the
 * stream page's preview. It plays the stream over WebRTC with the play token of its address, waits while the
 * stream has not started, and says when it ends. It is served without the console's frame (`frame: 'none'` in
 * the registry) and fills the window with the video: a muted video the browser autoplays is paused while it is
 * out of view, as it was below a header in the preview's small box.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { WebRTCAdaptor } from '@antmedia/webrtc_adaptor';
import { STREAM_TEXTS as T } from './texts';

type ViewerState = 'waiting' | 'playing' | 'ended' | 'badLink';

/** How often the viewer asks again for a stream that has not started (or has ended). */
const RETRY_MS = 3000;

/** The close code the signalling server gives a refused token. */
const POLICY_CLOSE = 1008;

interface Player {
  play(streamId: string, token?: string): void;
  stop(streamId: string): void;
  closeWebSocket(): void;
}

function signallingUrl(token: string): string {
  const url = new URL('/v2/stream/websocket', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

export function StreamViewerPage() {
  const { streamId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ViewerState>(token ? 'waiting' : 'badLink');

  useEffect(() => {
    if (!token || !streamId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const player = new WebRTCAdaptor({
      websocket_url: signallingUrl(token),
      isPlayMode: true,
      mediaConstraints: { video: false, audio: false },
      peerconnection_config: { iceServers: [], sdpSemantics: 'unified-plan' },
      sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
      remoteVideoElement: video.current,
      dataChannelEnabled: false,
      // The page asks again itself, so an ended stream reads as ended rather than as a reconnection.
      reconnectIfRequiredFlag: false,
      callback: (info: string, obj: unknown) => {
        if (info === 'initialized') player.play(streamId, token);
        if (info === 'play_started') {
          setState('playing');
          // The video autoplays muted; asked again in case the browser held back a video it could not see yet.
          video.current?.play().catch((error: unknown) => console.error('Stream viewer error', error));
        }
        if (info === 'play_finished') {
          setState('ended');
          player.stop(streamId);
          later();
        }
        if (info === 'closed') {
          const code = (obj as { code?: number } | undefined)?.code;
          if (code === POLICY_CLOSE) setState('badLink');
        }
      },
      callbackError: (error: unknown) => {
        if (error === 'no_stream_exist') {
          player.stop(streamId);
          later();
          return;
        }
        console.error('Stream viewer error', error);
      },
    }) as unknown as Player;
    function later() {
      if (stopped) return;
      clearTimeout(retry);
      retry = setTimeout(() => player.play(streamId, token), RETRY_MS);
    }
    return () => {
      stopped = true;
      clearTimeout(retry);
      player.stop(streamId);
      player.closeWebSocket();
    };
  }, [streamId, token]);

  return (
    <Box component="main" sx={{ height: '100vh', display: 'flex', flexDirection: 'column', p: 1, gap: 1 }}>
      <Typography component="h1" variant="subtitle1">
        {T.viewerTitle}
      </Typography>
      <video
        ref={video}
        aria-label={T.viewerVideo}
        autoPlay
        muted
        playsInline
        controls
        style={{
          flex: 1,
          minHeight: 0,
          width: '100%',
          background: '#000',
          objectFit: 'contain',
          display: 'block',
        }}
      />
      <Box role="status">
        {state === 'waiting' && <Typography>{T.viewerWaiting}</Typography>}
        {state === 'ended' && <Alert severity="info">{T.viewerEnded}</Alert>}
        {state === 'badLink' && <Alert severity="error">{T.viewerBadLink}</Alert>}
      </Box>
    </Box>
  );
}
