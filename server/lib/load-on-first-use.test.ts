import { describe, expect, it } from 'vitest';
import { loadOnFirstUse, ModuleLoadError } from './load-on-first-use.ts';

describe('loadOnFirstUse', () => {
  it('loads nothing until the first use, then once for every use', async () => {
    let loads = 0;
    const load = loadOnFirstUse('The thing', async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('answers a failed load in our words and tries again on the next use', async () => {
    let attempts = 0;
    const load = loadOnFirstUse('The document reader', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Cannot find module');
      return 'loaded';
    });
    const failure = await load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as Error).message).toBe('The document reader could not be loaded');
    expect(await load()).toBe('loaded');
  });
});
