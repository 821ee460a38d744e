/** Starts the real server as a child process for benchmarks (scripts/server-process.ts), its output passed through. */
import { startServerProcess, type ServerProcess } from '../server-process.ts';

export type BenchServer = ServerProcess;

/**
 * The server in its own process group (the export and upload benches sample the group's memory while they run),
 * and its peak memory (VmHWM) when asked. `BENCH_PORT` overrides the bench's own port, so benches of two
 * checkouts can run side by side. `imports` are modules the server process loads first (a probe), `nodeArgs`
 * further options of its `node` (`--cpu-prof`).
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  imports?: readonly string[],
  nodeArgs?: readonly string[],
): Promise<BenchServer> {
  const chosen = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : port;
  return startServerProcess({ port: chosen, env, echo: true, detached: true, imports, nodeArgs });
}

/** p50 / p95 / p99 / max of a list of durations in ms. */
export function summarize(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]),
  };
}
