import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asBackground, inBackground, repeatEvery } from './background.ts';

describe('background work', () => {
  it('marks what the work awaits and starts, and nothing outside it', async () => {
    expect(inBackground()).toBe(false);
    const seen = await asBackground(async () => {
      await sleep(1);
      const later = await new Promise<boolean>((resolve) => setImmediate(() => resolve(inBackground())));
      return [inBackground(), later];
    });
    expect(seen).toEqual([true, true]);
    expect(inBackground()).toBe(false);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatEvery', () => {
  it('runs the work at each interval, never twice at once, reports a failure and goes on', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    let runs = 0;
    const errors: unknown[] = [];
    const stop = repeatEvery(
      1000,
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('second run failed'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      (error) => errors.push(error),
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    // The first run is still going: the next intervals start nothing.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('second run failed')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    // Stopping waits for the run under way, and nothing runs after.
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
