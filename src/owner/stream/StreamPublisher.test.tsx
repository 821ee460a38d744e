// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import type { StreamPublishConfig } from '../../dataProvider/streaming';
import { deviceErrorText } from '../../lib/stream';
import { routes } from '../../paths';
import { StreamPage } from './StreamPage';
import { STREAM_TEXTS as T } from './texts';

/** A stand-in for the signalling client: the page's calls are recorded, and the test plays its reports. */
const { FakeAdaptor } = vi.hoisted(() => {
  class FakeAdaptor {
    static made: FakeAdaptor[] = [];
    readonly report: (info: string, obj?: unknown) => void;
    readonly reportError: (error: unknown, message?: unknown) => void;
    readonly publish = vi.fn();
    readonly stop = vi.fn();
    readonly enableStats = vi.fn();
    readonly switchDesktopCapture = vi.fn(() => Promise.resolve());
    readonly switchVideoCameraCapture = vi.fn(() => Promise.resolve());
    readonly closeStream = vi.fn();
    readonly closeWebSocket = vi.fn();
    constructor(options: {
      callback: (info: string, obj?: unknown) => void;
      callbackError: (error: unknown, message?: unknown) => void;
    }) {
      this.report = (info, obj) => act(() => options.callback(info, obj));
      this.reportError = (error, message) => act(() => options.callbackError(error, message));
      FakeAdaptor.made.push(this);
    }
  }
  return { FakeAdaptor };
});

vi.mock('@antmedia/webrtc_adaptor', () => ({ WebRTCAdaptor: FakeAdaptor }));

const config: StreamPublishConfig = {
  streamid: 'stream-1',
  websocket: 'ws://localhost/v2/stream/websocket?token=p',
  browserurl: 'http://localhost/stream/view/stream-1?token=v',
  token: 'p',
  provider: 'antmedia',
  stunserver: '',
};

/** What the browser answers for the camera and microphone: a stream, or a refusal by name. */
function devices(answer: 'granted' | 'missing' | DOMException) {
  const getUserMedia = vi.fn(() =>
    answer === 'granted'
      ? Promise.resolve({ getTracks: () => [{ stop: vi.fn() }] })
      : Promise.reject(answer === 'missing' ? new DOMException('none', 'NotFoundError') : answer),
  );
  const getDisplayMedia = vi.fn(() => Promise.reject(new DOMException('not here', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, getDisplayMedia },
  });
  return getUserMedia;
}

function plainHttp() {
  // What a browser offers on a plain-http address other than localhost: no mediaDevices at all.
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}

const open = () =>
  renderPage(<StreamPage />, {
    path: routes.stream,
    url: routes.stream,
    dataProvider: { getStreamPublishConfig: () => Promise.resolve(config) },
  });

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  FakeAdaptor.made = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the stream page’s publisher (single-target-and-flows.md §2, §4, §8)', () => {
  it('on a plain-http address says devices need a secure origin, and starts nothing', async () => {
    plainHttp();
    open();
    expect(await screen.findByText(deviceErrorText('UnsecureContext')!)).toBeTruthy();
    expect(button(T.start).disabled).toBe(true);
    expect(FakeAdaptor.made).toHaveLength(0);
  });

  it('without a camera or microphone says they are not found, never that it streams', async () => {
    devices('missing');
    open();
    expect(await screen.findByText('Camera or Mic are not found or not allowed in your device')).toBeTruthy();
    expect(screen.queryByText(T.publishing)).toBeNull();
    expect(screen.queryByText(T.streamError)).toBeNull();
    expect(FakeAdaptor.made).toHaveLength(0);
    // Start asks for the devices again.
    expect(button(T.start).disabled).toBe(false);
  });

  it('says the camera was refused in the sentence of the specification', async () => {
    devices(new DOMException('denied', 'NotAllowedError'));
    open();
    expect(await screen.findByText('You are not allowed to access camera and mic.')).toBeTruthy();
  });

  it('stops saying it streams when the server gives the stream up', async () => {
    devices('granted');
    open();
    await waitFor(() => expect(FakeAdaptor.made).toHaveLength(1));
    const client = FakeAdaptor.made[0];
    client.report('initialized');
    fireEvent.click(button(T.start));
    expect(client.publish).toHaveBeenCalledWith('stream-1', 'p');
    client.report('publish_started');
    expect(screen.getByRole('status').textContent).toContain(T.publishing);
    client.reportError('notSetRemoteDescription');
    expect(screen.getByText(T.streamError)).toBeTruthy();
    expect(screen.getByRole('status').textContent).not.toContain(T.publishing);
    expect(client.stop).toHaveBeenCalledWith('stream-1');
    expect(button(T.start).disabled).toBe(false);
  });

  it('after a lost connection says so, and Start and Screen share work again', async () => {
    devices('granted');
    open();
    await waitFor(() => expect(FakeAdaptor.made).toHaveLength(1));
    expect(button(T.screenShare).disabled).toBe(true);
    const first = FakeAdaptor.made[0];
    first.report('initialized');
    fireEvent.click(button(T.start));
    first.report('publish_started');
    first.report('closed', { code: 1006 });

    expect(screen.getByText(deviceErrorText('WebSocketNotConnected')!)).toBeTruthy();
    expect(screen.getByText(T.tryAgain)).toBeTruthy();
    expect(screen.getByRole('status').textContent).not.toContain(T.publishing);
    expect(button(T.start).disabled).toBe(false);
    // The camera is still open, so the capture can switch to the screen.
    expect(button(T.screenShare).disabled).toBe(false);

    // Start connects anew and publishes once connected.
    fireEvent.click(button(T.start));
    await waitFor(() => expect(FakeAdaptor.made).toHaveLength(2));
    expect(first.closeWebSocket).toHaveBeenCalled();
    const second = FakeAdaptor.made[1];
    second.report('initialized');
    expect(second.publish).toHaveBeenCalledWith('stream-1', 'p');
    second.report('publish_started');
    expect(screen.getByRole('status').textContent).toContain(T.publishing);
    expect(screen.queryByText(T.tryAgain)).toBeNull();
  });
});
