import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asBackground, inBackground } from './background.ts';

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
