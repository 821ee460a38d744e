/**
 * The isolation bench's readers (isolation.ts): READERS clients reading what the console reads, in a worker thread
 * of their own, so the uploads the bench sends meanwhile never delay their clocks.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { summarize } from './server.ts';

export const READERS = 20;
/** A read gives up after this. */
export const READ_TIMEOUT_MS = 10_000;

export interface Target {
  /** The whole address: with two instances, readers read from both. */
  url: string;
  headers: Record<string, string>;
}

export interface ReadFigures {
  /** Each read's start (performance.now()), its time and which target it read (an index of the targets). */
  samples: { at: number; ms: number; target: number }[];
  reads: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * The readers' loop, run in a worker thread of its own: the uploads this process sends (a 40 MiB body is copied
 * and written out) must not delay the readers' clocks, as they would not delay a real client's. Plain
 * JavaScript, evaluated by the worker. Each sample's start is on the wall clock (`timeOrigin + now()`), so it can
 * be set against the uploads' times of the main thread.
 */
const READERS_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { targets, readers, timeoutMs } = workerData;
let stopped = false;
const samples = [];
let failed = 0;
const loops = Array.from({ length: readers }, async (_, reader) => {
  for (let i = reader; !stopped; i += readers) {
    const index = i % targets.length;
    const target = targets[index];
    const started = performance.now();
    let ok = false;
    try {
      const reply = await fetch(target.url, { headers: target.headers, signal: AbortSignal.timeout(timeoutMs) });
      await reply.arrayBuffer();
      ok = reply.ok;
    } catch {}
    if (!ok) failed += 1;
    samples.push({ at: performance.timeOrigin + started, ms: performance.now() - started, target: index });
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
parentPort.once('message', async () => {
  stopped = true;
  await Promise.all(loops);
  parentPort.postMessage({ samples, failed });
});
`;

/** Each target's p99 (ms, rounded), in the targets' order. */
export function p99ByTarget(figures: ReadFigures, targets: number): number[] {
  return Array.from({ length: targets }, (_, target) => {
    const times = figures.samples.filter((sample) => sample.target === target).map((sample) => sample.ms);
    return times.length ? Math.round(summarize(times).p99) : NaN;
  });
}

/** READERS clients reading the targets in turn until stopped; every read's time, failed or not, is counted. */
export function startReaders(targets: readonly Target[]): { stop(): Promise<ReadFigures> } {
  const worker = new Worker(READERS_SOURCE, {
    eval: true,
    workerData: { targets, readers: READERS, timeoutMs: READ_TIMEOUT_MS },
  });
  return {
    async stop() {
      const done = once(worker, 'message') as Promise<[{ samples: ReadFigures['samples']; failed: number }]>;
      worker.postMessage('stop');
      const [{ samples, failed }] = await done;
      await worker.terminate();
      // Back to this thread's clock.
      for (const sample of samples) sample.at -= performance.timeOrigin;
      const times = samples.map((sample) => sample.ms);
      const { p50, p99, max } = times.length ? summarize(times) : { p50: NaN, p99: NaN, max: NaN };
      return { samples, reads: samples.length, failed, p50, p99, max };
    },
  };
}
