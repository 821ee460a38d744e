/** Starts the real server as a child process for benchmarks, and reads its peak memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** Starts the peak over from the current resident set size (so a bench measures only its own work). */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  const child = spawn('npx', ['tsx', 'server/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    peakRssMiB() {
      // npx → node (tsx) → node: report the largest VmHWM in the process group.
      let peak = 0;
      for (const pid of groupPids(child.pid!)) {
        try {
          const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
          if (m) peak = Math.max(peak, Number(m[1]) / 1024);
        } catch {
          /* process gone */
        }
      }
      return Math.round(peak);
    },
    resetPeakRss() {
      for (const pid of groupPids(child.pid!)) {
        try {
          writeFileSync(`/proc/${pid}/clear_refs`, '5');
        } catch {
          /* process gone */
        }
      }
    },
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

function groupPids(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after "pid (comm) ": state, ppid, pgrp, …
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid;
      } catch {
        return false;
      }
    });
}

/** p50 / p95 / max of a list of durations in ms. */
export function summarize(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted[sorted.length - 1]) };
}
