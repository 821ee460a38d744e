/**
 * A job worker (`npm run worker`) is background work: on a machine it shares with API instances or a database,
 * it must slow down before they do. Linux keeps a scheduling priority per thread, and a thread starts with its
 * creator's, so the process lowers every thread it already has (the event loop, libuv's and V8's helpers) and
 * every thread started after inherits it. Measured with the isolation bench on PostgreSQL (two API instances and
 * a worker on two cores, the Knowledge Base documents of the hostile corpus): see ADR 0023.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest priority (Linux's nice +19). */
export const BACKGROUND_PRIORITY = 19;

/**
 * Lowers every thread of this process to `priority`; answers how many were lowered. Where threads cannot be
 * listed (not Linux) only the calling thread is; where lowering is not allowed, nothing is (answers 0).
 */
export function lowerProcessPriority(priority = BACKGROUND_PRIORITY): number {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    threads = [];
  }
  let lowered = 0;
  for (const tid of threads.length > 0 ? threads.map(Number) : [0]) {
    try {
      setPriority(tid, priority);
      lowered += 1;
    } catch {
      // A thread that ended meanwhile, or a system that does not allow it.
    }
  }
  return lowered;
}
