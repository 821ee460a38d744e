import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more than the limit at once, and runs every task', async () => {
    const run = createLimiter(3);
    let active = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 10 }, (_, i) =>
      run(async () => {
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => release.push(resolve));
        active--;
        return i;
      }),
    );
    // Release the running tasks one by one until all are done.
    while (release.length > 0 || active > 0) {
      await Promise.resolve();
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
  });

  it('passes a failure on and goes on with the rest', async () => {
    const run = createLimiter(1);
    const failed = run(() => Promise.reject(new Error('no')));
    const ok = run(() => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(ok).resolves.toBe('yes');
  });
});
