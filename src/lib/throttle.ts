/**
 * Sliding-window call limits, used for the session's authenticate routine (owner-console.md §4:
 * at most 5 calls per 1 s and 10 per 10 s; beyond that it logs a warning and quits).
 */

export interface CallLimit {
  /** Calls allowed… */
  count: number;
  /** …within this many milliseconds. */
  windowMs: number;
}

/** The authenticate routine's limits. */
export const AUTHENTICATE_LIMITS: readonly CallLimit[] = [
  { count: 5, windowMs: 1000 },
  { count: 10, windowMs: 10_000 },
];

export interface Throttle {
  /** Records a call at `now` and returns true, or returns false (recording nothing) when a limit is reached. */
  tryAcquire(now: number): boolean;
}

/** A throttle that allows a call only while every limit has room in its window ending at `now`. */
export function createThrottle(limits: readonly CallLimit[]): Throttle {
  const longest = Math.max(0, ...limits.map((limit) => limit.windowMs));
  let calls: number[] = [];
  return {
    tryAcquire(now) {
      calls = calls.filter((at) => now - at < longest);
      for (const limit of limits) {
        const recent = calls.filter((at) => now - at < limit.windowMs).length;
        if (recent >= limit.count) return false;
      }
      calls.push(now);
      return true;
    },
  };
}
