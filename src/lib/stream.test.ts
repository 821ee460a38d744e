import { describe, expect, it } from 'vitest';
import {
  NO_DEVICE,
  canReachDevices,
  defaultDevices,
  deviceErrorText,
  devicesOf,
  endsStream,
  errorName,
  errorView,
  mayStream,
  publishFigures,
} from './stream';

describe('stream rules', () => {
  it('words every streaming error of the specification, and no other', () => {
    expect(deviceErrorText('NotFoundError')).toBe(
      'Camera or Mic are not found or not allowed in your device',
    );
    expect(deviceErrorText('TrackStartError')).toBe(deviceErrorText('NotReadableError'));
    expect(deviceErrorText('ConstraintNotSatisfiedError')).toBe(deviceErrorText('OverconstrainedError'));
    expect(deviceErrorText('OverconstrainedError')).toMatch(
      /^There is no device found that fits your video and audio constraints/,
    );
    expect(deviceErrorText('PermissionDeniedError')).toBe('You are not allowed to access camera and mic.');
    expect(deviceErrorText('TypeError')).toBe('Video/Audio is required');
    expect(deviceErrorText('UnsecureContext')).toBe(
      'You are not allowed to reach devices from an insecure origin, please enable ssl',
    );
    expect(deviceErrorText('ScreenSharePermissionDenied')).toBe('You are not allowed to access screen share');
    expect(deviceErrorText('WebSocketNotConnected')).toBe('WebSocket Connection is disconnected.');
    expect(deviceErrorText('somethingElse')).toBeNull();
  });

  it('shows the not-enabled view only for the missing stream permission', () => {
    expect(errorView('stream permission missing', 'stream permission missing')).toBe('notEnabled');
    expect(errorView('The server did not answer', 'stream permission missing')).toBe('uhOh');
    expect(errorView('', 'stream permission missing')).toBe('uhOh');
  });

  it('defaults to the first camera and the first microphone', () => {
    const devices = [
      { deviceId: 'mic1', kind: 'audioinput', label: 'Mic' },
      { deviceId: 'cam1', kind: 'videoinput', label: 'Cam' },
      { deviceId: 'cam2', kind: 'videoinput', label: '' },
    ];
    expect(defaultDevices(devices)).toEqual({ camera: 'cam1', microphone: 'mic1' });
    expect(defaultDevices([])).toEqual({ camera: NO_DEVICE, microphone: NO_DEVICE });
    expect(devicesOf(devices, 'videoinput')).toEqual([
      { id: 'cam1', label: 'Cam' },
      { id: 'cam2', label: 'Camera 2' },
    ]);
  });

  it('shows the sending figures once the client has measured them', () => {
    expect(publishFigures({ currentOutgoingBitrate: 1800, resWidth: 640, resHeight: 480 })).toEqual({
      kbps: 1800,
      width: 640,
      height: 480,
    });
    expect(publishFigures({ currentOutgoingBitrate: Number.NaN })).toBeNull();
    expect(publishFigures({})).toBeNull();
  });

  it('words the newer names browsers give the same device problems', () => {
    expect(deviceErrorText('AbortError')).toBe(deviceErrorText('NotReadableError'));
    expect(deviceErrorText('SecurityError')).toBe('You are not allowed to access camera and mic.');
  });

  it('reads the name of a browser error or of the client’s string', () => {
    expect(errorName(new DOMException('Requested device not found', 'NotFoundError'))).toBe('NotFoundError');
    expect(errorName('UnsecureContext')).toBe('UnsecureContext');
    expect(errorName({ name: 42 })).toBe('[object Object]');
  });

  it('ends the stream on a connection or server failure, not on a device one', () => {
    expect(endsStream('WebSocketNotConnected')).toBe(true);
    expect(endsStream('streamIdInUse')).toBe(true);
    expect(endsStream('notSetRemoteDescription')).toBe(true);
    expect(endsStream('ScreenSharePermissionDenied')).toBe(false);
    expect(endsStream('NotReadableError')).toBe(false);
  });

  it('reaches devices only where the browser offers them (not on a plain-http address)', () => {
    expect(canReachDevices({ mediaDevices: { getUserMedia: () => undefined } })).toBe(true);
    expect(canReachDevices({})).toBe(false);
    expect(canReachDevices(undefined)).toBe(false);
  });

  it('lets stream only users with the stream permission (a superuser holds it) on a plan that can stream', () => {
    const plan = { canStream: true };
    expect(mayStream({ permissions: ['stream'] }, plan)).toBe(true);
    expect(mayStream({ permissions: ['superuser'] }, plan)).toBe(true);
    expect(mayStream({ permissions: [] }, plan)).toBe(false);
    expect(mayStream({ permissions: ['developer'] }, plan)).toBe(false);
    expect(mayStream({ permissions: ['stream'] }, { canStream: false })).toBe(false);
    expect(mayStream({ permissions: ['stream'] }, undefined)).toBe(false);
    expect(mayStream(null, plan)).toBe(false);
  });
});
