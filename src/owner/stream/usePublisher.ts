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
  INSECURE_ORIGIN,
  NO_DEVICE,
  STREAM_AUDIO_SAMPLE_RATE,
  STREAM_BANDWIDTH_KBPS,
  STREAM_STATS_MS,
  canReachDevices,
  defaultDevices,
  deviceErrorText,
  endsStream,
  errorName,
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
  /** The signalling connection is open: Start publishes at once. */
  ready: boolean;
  /** The camera and microphone are open through the client: capture may switch (screen share, a camera). */
  capturing: boolean;
  /** Nothing runs (the devices could not be opened, or the connection was lost): Start tries again. */
  retry: boolean;
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
  capturing: false,
  retry: false,
  publishing: false,
  starting: false,
  sharing: false,
  devices: [],
  camera: NO_DEVICE,
  microphone: NO_DEVICE,
  figures: null,
  error: null,
};

/** What the page captures: the first camera and microphone (single-target-and-flows.md §2, §9). */
const MEDIA_CONSTRAINTS = { video: true, audio: { sampleRate: STREAM_AUDIO_SAMPLE_RATE } };

/** Server error definitions the page words itself; any other is a general stream failure. */
function errorText(name: string): string {
  if (name === 'streamIdInUse') return T.streamInUse;
  return deviceErrorText(name) ?? T.streamError;
}

/** The close code the signalling server gives a refused token (an expired publish token, for one). */
const POLICY_CLOSE = 1008;

interface ClientHooks {
  config: StreamPublishConfig;
  video: React.RefObject<HTMLVideoElement | null>;
  /** Applies a change to the page's state, unless the attempt is over. */
  update: (change: Partial<PublisherState>) => void;
  setState: React.Dispatch<React.SetStateAction<PublisherState>>;
  /** Set by Start while nothing runs: publish once connected. */
  startWhenReady: React.RefObject<boolean>;
  refused: React.RefObject<() => void>;
  latest: React.RefObject<PublisherState>;
  fail: (name: string, detail: unknown) => void;
  /** Whether this attempt is over (the client's last reports, its socket closing, then belong to none). */
  gone: () => boolean;
}

/** Starts the signalling client of one attempt and keeps the page's state from its reports. */
function connectClient({
  config,
  video,
  update,
  setState,
  startWhenReady,
  refused,
  latest,
  fail,
  gone,
}: ClientHooks): Adaptor {
  const streamId = config.streamid;

  const client = new WebRTCAdaptor({
    websocket_url: config.websocket,
    mediaConstraints: MEDIA_CONSTRAINTS,
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
      if (gone()) return undefined;
      switch (info) {
        case 'initialized':
          update({ ready: true, capturing: true, retry: false });
          if (startWhenReady.current) {
            startWhenReady.current = false;
            client.publish(streamId, config.token);
          }
          return undefined;
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
          client.enableStats(streamId, STREAM_STATS_MS);
          return update({ publishing: true, starting: false, error: null });
        case 'publish_finished':
          return update({ publishing: false, starting: false, sharing: false, figures: null });
        case 'screen_share_stopped':
          return update({ sharing: false });
        case 'updated_stats':
          return update({ figures: publishFigures(obj as Parameters<typeof publishFigures>[0]) });
        case 'closed': {
          const stopped = { ready: false, publishing: false, starting: false, figures: null };
          // A refused token: the page fetches a new configuration, which starts a new publisher.
          if ((obj as { code?: number } | undefined)?.code === POLICY_CLOSE) {
            refused.current();
            return update(stopped);
          }
          // Lost: said in place, and Start connects again (the camera stays open meanwhile).
          startWhenReady.current = false;
          return update({ ...stopped, retry: true, error: deviceErrorText('WebSocketNotConnected') });
        }
        default:
          return undefined;
      }
    },
    callbackError: (error: unknown, message: unknown) => {
      if (gone()) return;
      const name = errorName(error);
      fail(name, message);
      const ends = endsStream(name) && latest.current.publishing;
      // A stream the client or the server gave up on is stopped, so the page never says it streams.
      if (ends) client.stop(streamId);
      update({
        error: errorText(name),
        starting: false,
        // A refused screen share leaves the camera on (the client goes back to it).
        ...(name === 'ScreenSharePermissionDenied' && { sharing: false }),
        ...(ends && { publishing: false, figures: null }),
      });
    },
  }) as unknown as Adaptor;
  return client;
}

/**
 * `onRefused` is called when the server closes the socket over its token (a publish token lasts 10 minutes,
 * so a page left open needs a new configuration).
 */
export function usePublisher(
  config: StreamPublishConfig,
  video: React.RefObject<HTMLVideoElement | null>,
  onRefused: () => void,
) {
  // Without a secure origin the browser offers no devices at all (`navigator.mediaDevices` is missing), and the
  // client would fail reading it: the page says why instead of starting it.
  const [reachable] = useState(() =>
    canReachDevices(typeof navigator === 'undefined' ? undefined : navigator),
  );
  const [state, setState] = useState<PublisherState>(INITIAL);
  /** Each attempt opens the devices and the connection anew (Start after a failure or a lost connection). */
  const [attempt, setAttempt] = useState(0);
  const startWhenReady = useRef(false);
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
    if (!reachable) return undefined;
    // Set on clean-up: a closed client's last reports (its socket closing) belong to no attempt.
    let over = false;
    let instance: Adaptor | null = null;
    const update = (change: Partial<PublisherState>) => {
      if (!over) setState((s) => ({ ...s, ...change }));
    };
    const fail = (name: string, detail: unknown) => {
      // The specification logs these; the page also shows them in words.
      console.error('Streaming error', name, detail);
    };

    const connect = () => {
      const client = connectClient({
        config,
        video,
        update,
        setState,
        startWhenReady,
        refused,
        latest,
        fail,
        gone: () => over,
      });
      adaptor.current = client;
      return client;
    };

    // The devices are asked for first: the client, refused a camera or microphone, asks for a list of devices
    // instead, may stop on a browser alert and connects anyway; the page says which sentence of
    // single-target-and-flows.md §8 applies and waits for Start.
    navigator.mediaDevices.getUserMedia(MEDIA_CONSTRAINTS).then(
      (stream) => {
        for (const track of stream.getTracks()) track.stop();
        if (!over) instance = connect();
      },
      (error: unknown) => {
        if (over) return;
        const name = errorName(error);
        fail(name, error);
        startWhenReady.current = false;
        update({ error: errorText(name), starting: false, retry: true });
      },
    );
    return () => {
      over = true;
      adaptor.current = null;
      if (!instance) return;
      if (latest.current.publishing) instance.stop(config.streamid);
      instance.closeStream();
      instance.closeWebSocket();
    };
  }, [reachable, attempt, config, video]);

  const start = useCallback(() => {
    if (latest.current.ready) {
      setState((s) => ({ ...s, starting: true, error: null }));
      adaptor.current?.publish(streamId, config.token);
      return;
    }
    // Nothing runs: open the devices and the connection again, and publish once connected.
    startWhenReady.current = true;
    setState((s) => ({ ...s, starting: true, error: null, retry: false, capturing: false, sharing: false }));
    setAttempt((n) => n + 1);
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

  const shown = reachable ? state : { ...state, error: deviceErrorText(INSECURE_ORIGIN) };
  return { state: shown, start, stop, chooseCamera, chooseMicrophone, toggleScreenShare };
}
