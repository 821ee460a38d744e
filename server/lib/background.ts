/**
 * Background work: what runs for a job (Knowledge Base indexing, world regeneration, banner building) rather than
 * for a request someone waits on. On the embedded database's one connection its statements wait behind requests'
 * (the scheduler's background lane, `statement-scheduler.ts`); everything it awaits inherits the mark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/** Runs `work`, and everything it starts, as background work. */
export function asBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Whether the caller runs as background work. */
export function inBackground(): boolean {
  return background.getStore() === true;
}
