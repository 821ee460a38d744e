import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_LIMITS, createThrottle } from './throttle';

describe('authenticate throttle (5 per 1 s, 10 per 10 s)', () => {
  it('uses the spec limits', () => {
    expect(AUTHENTICATE_LIMITS).toEqual([
      { count: 5, windowMs: 1000 },
      { count: 10, windowMs: 10000 },
    ]);
  });

  it('allows 5 calls within one second and refuses the 6th', () => {
    const throttle = createThrottle(AUTHENTICATE_LIMITS);
    const results = [0, 100, 200, 300, 400, 500].map((t) => throttle.tryAcquire(t));
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it('allows again once the 1 s window has moved on', () => {
    const throttle = createThrottle(AUTHENTICATE_LIMITS);
    for (const t of [0, 10, 20, 30, 40]) expect(throttle.tryAcquire(t)).toBe(true);
    expect(throttle.tryAcquire(999)).toBe(false);
    expect(throttle.tryAcquire(1000)).toBe(true);
  });

  it('refuses the 11th call within ten seconds even when spread out', () => {
    const throttle = createThrottle(AUTHENTICATE_LIMITS);
    const times = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500];
    for (const t of times) expect(throttle.tryAcquire(t)).toBe(true);
    expect(throttle.tryAcquire(9000)).toBe(false);
    expect(throttle.tryAcquire(9999)).toBe(false);
    expect(throttle.tryAcquire(10_000)).toBe(true);
  });

  it('does not count refused calls', () => {
    const throttle = createThrottle([{ count: 1, windowMs: 100 }]);
    expect(throttle.tryAcquire(0)).toBe(true);
    expect(throttle.tryAcquire(50)).toBe(false);
    expect(throttle.tryAcquire(100)).toBe(true);
  });
});
