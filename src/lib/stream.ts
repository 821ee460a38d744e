/**
 * Rules of the stream page (single-target-and-flows.md §2 Stream page, §4 Streaming, §8, §9): who may stream,
 * the device and connection errors in words, which of them end a stream, which error view a failed publish
 * configuration shows, the default devices and the figures shown while publishing.
 */
import { holdsPermission, type PermissionHolder } from '../../common/permission-rules';

/**
 * Whether the user may stream for a metaverse of this plan: the rule of `getStreamPublishConfig` (the `stream`
 * permission, which a superuser holds, and a plan with `canStream`), so the header offers no page that would
 * only say streaming is not enabled.
 */
export function mayStream(
  user: PermissionHolder | null | undefined,
  plan: { canStream?: boolean } | null | undefined,
): boolean {
  return holdsPermission(user, 'stream') && plan?.canStream === true;
}

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

/**
 * Names browsers give the same problems (the specification lists the older ones): a device that could not be
 * started, and a camera refused by the page's permissions policy rather than by the user.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  AbortError: 'NotReadableError',
  SecurityError: 'NotAllowedError',
};

/** The words for a streaming error, or null when it is not one of single-target-and-flows.md §8's. */
export function deviceErrorText(name: string): string | null {
  return DEVICE_ERRORS[SAME_AS[name] ?? name] ?? null;
}

/** The error name the signalling client reports for a browser without camera access (a plain-http address). */
export const INSECURE_ORIGIN = 'UnsecureContext';

/** The name of a failure: a browser's DOMException (`NotFoundError`, …), or the signalling client's string. */
export function errorName(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string')
    return error.name;
  return String(error);
}

/**
 * Whether an error means the stream is no longer being sent. A device error (a camera that could not be switched
 * to, a refused screen share) leaves the current capture on the air; anything else the client or the server
 * reports, and a lost connection, ends it.
 */
export function endsStream(name: string): boolean {
  return name === 'WebSocketNotConnected' || deviceErrorText(name) === null;
}

/**
 * Whether this browser lets the page reach cameras and microphones: it offers them only on a secure origin
 * (https, or localhost), and elsewhere `navigator.mediaDevices` is missing altogether.
 */
export function canReachDevices(nav: { mediaDevices?: { getUserMedia?: unknown } } | undefined): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
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
