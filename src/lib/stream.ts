/**
 * Rules of the stream page (single-target-and-flows.md §2 Stream page, §4 Streaming, §8, §9): the device and
 * connection errors in words, which error view a failed publish configuration shows, the default devices and
 * the figures shown while publishing.
 */

/** single-target-and-flows.md §9: the publisher's bandwidth (kbps), how often stats are read (ms), the audio sample rate (Hz). */
export const STREAM_BANDWIDTH_KBPS = 2000;
export const STREAM_STATS_MS = 5000;
export const STREAM_AUDIO_SAMPLE_RATE = 48000;

/** single-target-and-flows.md §8: the streaming errors, by the name the browser or the signalling client gives them. */
const DEVICE_ERRORS: Readonly<Record<string, string>> = {
  NotFoundError: 'Camera or Mic are not found or not allowed in your device',
  NotReadableError: 'Camera or Mic is being used by some other process that does not let read the devices',
  TrackStartError: 'Camera or Mic is being used by some other process that does not let read the devices',
  OverconstrainedError:
    'There is no device found that fits your video and audio constraints. You may change video and audio constraints',
  ConstraintNotSatisfiedError:
    'There is no device found that fits your video and audio constraints. You may change video and audio constraints',
  NotAllowedError: 'You are not allowed to access camera and mic.',
  PermissionDeniedError: 'You are not allowed to access camera and mic.',
  TypeError: 'Video/Audio is required',
  UnsecureContext: 'You are not allowed to reach devices from an insecure origin, please enable ssl',
  ScreenSharePermissionDenied: 'You are not allowed to access screen share',
  WebSocketNotConnected: 'WebSocket Connection is disconnected.',
};

/** The words for a streaming error, or null when it is not one of single-target-and-flows.md §8's. */
export function deviceErrorText(name: string): string | null {
  return DEVICE_ERRORS[name] ?? null;
}

/** single-target-and-flows.md §2: "stream permission missing" shows the not-enabled view; every other failure "Uh Oh!". */
export function errorView(message: string, permissionMissing: string): 'notEnabled' | 'uhOh' {
  return message.trim() === permissionMissing ? 'notEnabled' : 'uhOh';
}

export interface InputDevice {
  deviceId: string;
  kind: string;
  label: string;
}

/** "No Camera" / "No Microphone" in the dropdowns. */
export const NO_DEVICE = 'none';

/** single-target-and-flows.md §2: the default devices are the first video input and the first audio input found. */
export function defaultDevices(devices: readonly InputDevice[]): { camera: string; microphone: string } {
  const first = (kind: string) => devices.find((d) => d.kind === kind)?.deviceId ?? NO_DEVICE;
  return { camera: first('videoinput'), microphone: first('audioinput') };
}

/** The devices of one kind, each with a label (a browser hides labels until it may use the devices). */
export function devicesOf(
  devices: readonly InputDevice[],
  kind: 'videoinput' | 'audioinput',
): { id: string; label: string }[] {
  const name = kind === 'videoinput' ? 'Camera' : 'Microphone';
  return devices
    .filter((d) => d.kind === kind && d.deviceId !== '')
    .map((d, index) => ({ id: d.deviceId, label: d.label || `${name} ${index + 1}` }));
}

/** The figures shown while publishing, from the client's stats; null until they mean something. */
export function publishFigures(stats: {
  currentOutgoingBitrate?: number;
  resWidth?: number;
  resHeight?: number;
}): { kbps: number; width: number; height: number } | null {
  const kbps = stats.currentOutgoingBitrate;
  if (typeof kbps !== 'number' || !Number.isFinite(kbps) || kbps < 0) return null;
  return { kbps, width: stats.resWidth ?? 0, height: stats.resHeight ?? 0 };
}
