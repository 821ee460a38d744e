import { describe, expect, it } from 'vitest';
import { NO_DEVICE, defaultDevices, deviceErrorText, devicesOf, errorView, publishFigures } from './stream';

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
});
