/**
 * A viewer whose socket reaches an instance that does not relay its stream: the play is forwarded, and ends in
 * no_stream_exist only when the relaying instance does not say it received it (it stopped), however long its
 * media work then takes.
 */
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusterMessage, StreamCluster } from './cluster.ts';
import { FORWARD_TIMEOUT_MS } from './forwarding.ts';
import { StreamHub } from './signalling.ts';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly received: Record<string, unknown>[] = [];
  send(text: string): void {
    this.received.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(): void {
    this.readyState = 3;
  }
  command(message: Record<string, unknown>): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

/** Instance B's view of the cluster: stream `s1` is relayed by instance A; what B sends is kept. */
function clusterOfB(sent: { to: string; message: ClusterMessage }[]): StreamCluster {
  return {
    instance: 'B',
    claim: () => Promise.resolve(true),
    release: () => Promise.resolve(),
    relayOf: (streamId) => Promise.resolve(streamId === 's1' ? 'A' : null),
    send: (to, message) => {
      sent.push({ to, message });
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

describe('a play forwarded to the relaying instance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function forwardedPlay() {
    const sent: { to: string; message: ClusterMessage }[] = [];
    const hub = new StreamHub({});
    hub.useCluster(clusterOfB(sent));
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, { streamId: 's1', type: 'play' });
    socket.command({ command: 'play', streamId: 's1' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const forwarded = sent[0];
    expect(forwarded).toMatchObject({ to: 'A', message: { t: 'cmd', command: { command: 'play' } } });
    const v = (forwarded.message as { v: string }).v;
    return { hub, socket, v };
  }

  it('ends in no_stream_exist when the relaying instance never says it received it', async () => {
    const { socket } = await forwardedPlay();
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS + 1);
    expect(socket.received).toEqual([{ command: 'error', definition: 'no_stream_exist', streamId: 's1' }]);
  });

  it('waits for the offer once the relaying instance said it received the play', async () => {
    const { hub, socket, v } = await forwardedPlay();
    hub.receive({ from: 'A', message: { t: 'took', v } });
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS * 3);
    expect(socket.received).toEqual([]);
    const offer = { command: 'takeConfiguration', streamId: 's1', type: 'offer', sdp: 'v=0' };
    hub.receive({ from: 'A', message: { t: 'out', v, message: offer } });
    expect(socket.received).toEqual([offer]);
  });
});
