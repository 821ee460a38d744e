/**
 * The order of descriptions and candidates around a relay peer, with a werift peer in this process standing in
 * for the browser (loopback only).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RTCPeerConnection, type RTCIceCandidate } from 'werift';
import { onlyConfiguredStun, PublishedStream, ViewerPeer, type PeerEvents } from './relay.ts';

const options = { relayAddress: '127.0.0.1' };
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** Events of a relay peer, in the order they came. */
function recorder() {
  const heard: string[] = [];
  const candidates: { candidate: string; sdpMLineIndex: number; sdpMid: string }[] = [];
  let connected: () => void = () => undefined;
  const up = new Promise<void>((resolve) => (connected = resolve));
  const events: PeerEvents = {
    candidate: (c) => {
      heard.push('candidate');
      candidates.push(c);
    },
    connected: () => connected(),
    ended: () => heard.push('ended'),
  };
  return { heard, candidates, events, up };
}

const withoutCandidates = (sdp: string) =>
  sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:'))
    .join('\r\n');

describe('a viewer peer of the relay', () => {
  it('sends its offer before any of its candidates, and connects with browser candidates that came before the answer', async () => {
    const stream = new PublishedStream('s', options, recorder().events);
    const relay = recorder();
    const viewer = new ViewerPeer(stream, options, ['video'], relay.events);
    const browser = new RTCPeerConnection({ iceUseIpv6: false, iceAdditionalHostAddresses: ['127.0.0.1'] });
    closing.push(
      () => viewer.close(),
      () => stream.close(),
      () => browser.close(),
    );

    let offer = '';
    await viewer.offer((sdp) => {
      relay.heard.push('offer');
      offer = sdp;
    });
    expect(relay.heard[0]).toBe('offer');
    expect(relay.heard.filter((e) => e === 'candidate').length).toBeGreaterThan(0);

    // The browser's answer carries no candidate: they travel alone, and here they arrive first.
    const browserCandidates: RTCIceCandidate[] = [];
    browser.onIceCandidate.subscribe((c) => c?.candidate && browserCandidates.push(c));
    await browser.setRemoteDescription({ type: 'offer', sdp: offer });
    for (const c of relay.candidates) await browser.addIceCandidate(c);
    onlyConfiguredStun(browser, {});
    const answer = await browser.setLocalDescription(await browser.createAnswer());
    expect(browserCandidates.length).toBeGreaterThan(0);
    for (const c of browserCandidates)
      await viewer.addCandidate({
        candidate: c.candidate,
        sdpMLineIndex: c.sdpMLineIndex,
        sdpMid: c.sdpMid,
      });
    await viewer.accept(withoutCandidates(answer.toSdp().sdp));
    await relay.up;
    expect(relay.heard).not.toContain('ended');
  });
});
