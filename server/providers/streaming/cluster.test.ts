import { describe, expect, it } from 'vitest';
import { PartCollector, splitMessage, type ClusterEnvelope } from './cluster.ts';

const parse = (parts: string[]) => parts.map((p) => JSON.parse(p) as Parameters<PartCollector['add']>[0]);

describe('messages between instances', () => {
  it('fit one notification each part, however long and whatever characters they hold', () => {
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2130706431 127.0.0.1 5000 typ host "ÿ€😀"\r\n'.repeat(400)}`;
    const envelope: ClusterEnvelope = {
      from: 'a',
      message: { t: 'out', v: 'socket', message: { command: 'takeConfiguration', sdp } },
    };
    const parts = splitMessage('b', envelope);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(7_999);
    const collector = new PartCollector();
    const results = parse(parts).map((p) => collector.add(p));
    expect(results.slice(0, -1)).toEqual(parts.slice(1).map(() => null));
    expect(results.at(-1)).toEqual(envelope);
  });

  it('are put together whatever order the parts arrive in, and a short one is one part', () => {
    const envelope: ClusterEnvelope = { from: 'a', message: { t: 'gone', v: 'x'.repeat(12_000) } };
    const parts = parse(splitMessage('b', envelope)).reverse();
    const collector = new PartCollector();
    const results = parts.map((p) => collector.add(p));
    expect(results.filter(Boolean)).toEqual([envelope]);
    const short = parse(splitMessage('b', { from: 'a', message: { t: 'gone', v: 'y' } }));
    expect(short).toHaveLength(1);
    expect(new PartCollector().add(short[0])).toEqual({ from: 'a', message: { t: 'gone', v: 'y' } });
  });

  it('drop a message whose parts stop coming', () => {
    let now = 0;
    const collector = new PartCollector(() => now);
    const [first, ...rest] = parse(
      splitMessage('b', { from: 'a', message: { t: 'gone', v: 'x'.repeat(12_000) } }),
    );
    expect(rest.length).toBeGreaterThan(1);
    expect(collector.add(first)).toBeNull();
    now = 60_000;
    // The first part has expired: the remaining ones no longer complete the message.
    expect(rest.map((p) => collector.add(p))).toEqual(rest.map(() => null));
  });
});
