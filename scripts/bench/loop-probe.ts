/**
 * Loaded into the server process by the isolation bench (`--import`, after tsx): measures the delay of the
 * server's own event loop (perf_hooks.monitorEventLoopDelay, 10 ms resolution). On SIGUSR2 it writes the
 * figures since the previous SIGUSR2 — percentiles, max and resident memory — to the file LOOP_PROBE_FILE names
 * (as JSON, written aside then renamed, with a sequence number), then starts over. A signal is handled only when
 * the loop is free, so a bench that gets no answer knows the loop is still held. Only the server itself
 * (server/server.ts) is probed, not the child processes that inherit its options (the database preparation).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopFigures {
  sequence: number;
  /** Milliseconds of delay. */
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** Delays sampled. */
  count: number;
  rssMiB: number;
}

const file = process.env.LOOP_PROBE_FILE;
if (file && /server[\\/]server\.ts$/.test(process.argv[1] ?? '')) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let sequence = 0;
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const figures: LoopFigures = {
      sequence,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
      count: histogram.count,
      rssMiB: Math.round(process.memoryUsage.rss() / 1_048_576),
    };
    writeFileSync(`${file}.part`, JSON.stringify(figures));
    renameSync(`${file}.part`, file);
    histogram.reset();
  });
}
