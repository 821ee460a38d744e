import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import type { StreamRelaysRepository } from '../../repositories/stream-relays-repository.ts';
import { createStreamCluster, PartCollector, splitMessage, type ClusterEnvelope } from './cluster.ts';

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

describe('sending to another instance', () => {
  it('sends each message once the one before it to that instance was sent, even when that one failed', async () => {
    // A stand-in database whose statements finish when the test says so, as two pooled connections may.
    const started: { payload: string; finish: (ok: boolean) => void }[] = [];
    const relays = {
      notify: (parts: readonly string[]) =>
        new Promise<void>((resolve, reject) => {
          started.push({
            payload: parts[0],
            finish: (ok) => (ok ? resolve() : reject(new Error('connection lost'))),
          });
        }),
    } as unknown as StreamRelaysRepository;
    const db = { listen: async () => async () => undefined } as unknown as Db;
    const failures: unknown[] = [];
    const cluster = await createStreamCluster(
      db,
      relays,
      { holds: () => false, receive: () => undefined },
      (error) => failures.push(error),
    );
    const first = cluster.send('b', { t: 'gone', v: '1' });
    const second = cluster.send('b', { t: 'gone', v: '2' });
    const third = cluster.send('b', { t: 'gone', v: '3' });
    const elsewhere = cluster.send('c', { t: 'gone', v: '4' });
    await expect.poll(() => started.length).toBe(2);
    // Instance c's message does not wait for b's; b's second waits for its first.
    const sent = () => started.map(({ payload }) => new PartCollector().add(JSON.parse(payload)));
    expect(sent().map((e) => (e?.message as { v: string }).v)).toEqual(['1', '4']);
    started[0].finish(false);
    await expect(first).rejects.toThrow('connection lost');
    await expect.poll(() => started.length).toBe(3);
    expect((sent()[2]?.message as { v: string }).v).toBe('2');
    started[2].finish(true);
    await second;
    await expect.poll(() => started.length).toBe(4);
    expect((sent()[3]?.message as { v: string }).v).toBe('3');
    started[3].finish(true);
    started[1].finish(true);
    await Promise.all([third, elsewhere]);
    expect(failures).toHaveLength(1);
  });
});
