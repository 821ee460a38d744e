/**
 * The publishing side of the stream page over the official signalling client (`@antmedia/webrtc_adaptor`),
 * loaded with this page only. The client opens the camera and microphone, publishes through the
 * configuration's WebSocket, and reports what happens; this hook keeps the page's state from it
 * (single-target-and-flows.md §4 Streaming): publishing from publish_started to publish_finished, screen
 * sharing toggled by the page and cleared by screen_share_stopped, a camera choice switching capture only
 * when not sharing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WebRTCAdaptor } from '@antmedia/webrtc_adaptor';
import type { StreamPublishConfig } from '../../dataProvider/streaming';
import {
  NO_DEVICE,
  STREAM_AUDIO_SAMPLE_RATE,
  STREAM_BANDWIDTH_KBPS,
  STREAM_STATS_MS,
  defaultDevices,
  deviceErrorText,
  publishFigures,
  type InputDevice,
} from '../../lib/stream';
import { STREAM_TEXTS as T } from './texts';

/** The client's methods the page uses (its own typings declare none). */
interface Adaptor {
  publish(streamId: string, token?: string): void;
  stop(streamId: string): void;
  enableStats(streamId: string, periodMs: number): void;
  switchVideoCameraCapture(streamId: string, deviceId: string): Promise<void>;
  switchDesktopCapture(streamId: string): Promise<void>;
  switchAudioInputSource(streamId: string, deviceId: string): Promise<void>;
  turnOffLocalCamera(streamId: string): void;
  turnOnLocalCamera(streamId: string): Promise<void>;
  muteLocalMic(): void;
  unmuteLocalMic(): void;
  closeStream(): void;
  closeWebSocket(): void;
}

export interface PublisherState {
  ready: boolean;
  publishing: boolean;
  starting: boolean;
  sharing: boolean;
  devices: InputDevice[];
  camera: string;
  microphone: string;
  figures: { kbps: number; width: number; height: number } | null;
  /** The last error in words, or null. */
  error: string | null;
}

const INITIAL: PublisherState = {
  ready: false,
  publishing: false,
  starting: false,
  sharing: false,
  devices: [],
  camera: NO_DEVICE,
  microphone: NO_DEVICE,
  figures: null,
  error: null,
};

/** Server error definitions the page words itself; any other is a general stream failure. */
function errorText(name: string): string {
  if (name === 'streamIdInUse') return T.streamInUse;
  return deviceErrorText(name) ?? T.streamError;
}

/** The close code the signalling server gives a refused token (an expired publish token, for one). */
const POLICY_CLOSE = 1008;

/**
 * `onRefused` is called when the server closes the socket over its token (a publish token lasts 10 minutes,
 * so a page left open needs a new configuration).
 */
export function usePublisher(
  config: StreamPublishConfig,
  video: React.RefObject<HTMLVideoElement | null>,
  onRefused: () => void,
) {
  const [state, setState] = useState<PublisherState>(INITIAL);
  const adaptor = useRef<Adaptor | null>(null);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const streamId = config.streamid;

  useEffect(() => {
    const update = (change: Partial<PublisherState>) => setState((s) => ({ ...s, ...change }));
    const instance = new WebRTCAdaptor({
      websocket_url: config.websocket,
      mediaConstraints: { video: true, audio: { sampleRate: STREAM_AUDIO_SAMPLE_RATE } },
      peerconnection_config: {
        iceServers: config.stunserver ? [{ urls: config.stunserver }] : [],
        sdpSemantics: 'unified-plan',
      },
      sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
      localVideoElement: video.current,
      bandwidth: STREAM_BANDWIDTH_KBPS,
      dataChannelEnabled: false,
      // A failed connection is shown, and Start tries again: the client's own retry would publish a second
      // time while the relay still answers the first.
      reconnectIfRequiredFlag: false,
      callback: (info: string, obj: unknown) => {
        switch (info) {
          case 'initialized':
            return update({ ready: true });
          case 'available_devices': {
            const devices = (obj as InputDevice[]).map((d) => ({
              deviceId: d.deviceId,
              kind: d.kind,
              label: d.label,
            }));
            return setState((s) => ({
              ...s,
              devices,
              ...(s.devices.length === 0 && defaultDevices(devices)),
            }));
          }
          case 'publish_started':
            instance.enableStats(streamId, STREAM_STATS_MS);
            return update({ publishing: true, starting: false, error: null });
          case 'publish_finished':
            return update({ publishing: false, starting: false, sharing: false, figures: null });
          case 'screen_share_stopped':
            return update({ sharing: false });
          case 'updated_stats':
            return update({ figures: publishFigures(obj as Parameters<typeof publishFigures>[0]) });
          case 'closed':
            if ((obj as { code?: number } | undefined)?.code === POLICY_CLOSE) refused.current();
            return update({
              ready: false,
              publishing: false,
              starting: false,
              sharing: false,
              figures: null,
            });
          default:
            return undefined;
        }
      },
      callbackError: (error: unknown, message: unknown) => {
        const name = typeof error === 'string' ? error : String((error as { name?: string })?.name ?? error);
        // The specification logs these; the page also shows them in words.
        console.error('Streaming error', name, message);
        // A refused screen share leaves the camera on (the client goes back to it).
        update({
          error: errorText(name),
          starting: false,
          ...(name === 'ScreenSharePermissionDenied' && { sharing: false }),
        });
      },
    }) as unknown as Adaptor;
    adaptor.current = instance;
    return () => {
      adaptor.current = null;
      if (latest.current.publishing) instance.stop(streamId);
      instance.closeStream();
      instance.closeWebSocket();
    };
  }, [config.websocket, config.stunserver, streamId, video]);

  const start = useCallback(() => {
    setState((s) => ({ ...s, starting: true, error: null }));
    adaptor.current?.publish(streamId, config.token);
  }, [streamId, config.token]);

  const stop = useCallback(() => adaptor.current?.stop(streamId), [streamId]);

  /** Captures `camera` (or nothing for No Camera). */
  const capture = useCallback(
    async (camera: string) => {
      const client = adaptor.current;
      if (!client) return;
      if (camera === NO_DEVICE) client.turnOffLocalCamera(streamId);
      else await client.switchVideoCameraCapture(streamId, camera);
    },
    [streamId],
  );

  const chooseCamera = useCallback(
    (camera: string) => {
      setState((s) => ({ ...s, camera }));
      // single-target-and-flows.md §4: a camera choice switches capture only when not screen sharing.
      if (!latest.current.sharing) void capture(camera);
    },
    [capture],
  );

  const chooseMicrophone = useCallback(
    (microphone: string) => {
      setState((s) => ({ ...s, microphone }));
      const client = adaptor.current;
      if (!client) return;
      if (microphone === NO_DEVICE) return client.muteLocalMic();
      client.unmuteLocalMic();
      void client.switchAudioInputSource(streamId, microphone);
    },
    [streamId],
  );

  const toggleScreenShare = useCallback(() => {
    const client = adaptor.current;
    if (!client) return;
    if (latest.current.sharing) {
      // single-target-and-flows.md §4: stopping the share goes back to the selected camera.
      setState((s) => ({ ...s, sharing: false }));
      void capture(latest.current.camera);
    } else {
      setState((s) => ({ ...s, sharing: true }));
      void client.switchDesktopCapture(streamId);
    }
  }, [capture, streamId]);

  return { state, start, stop, chooseCamera, chooseMicrophone, toggleScreenShare };
}
