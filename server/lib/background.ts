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

/**
 * Runs `work` every `intervalMs`, one run at a time (a run still going when the next is due is not doubled); a
 * failure goes to `onError` and the next run is tried as usual. The timer keeps no process alive. Answers a
 * function that stops it and waits for a run under way.
 */
export function repeatEvery(
  intervalMs: number,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
