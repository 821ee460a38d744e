/**
 * The console's one error type for failed API calls, and the bus that turns them into toasts.
 * Kept apart from `client.ts` so the shell can listen without loading the HTTP client.
 */

/** A non-2xx reply (or a network failure, status 0): `message` is the reply's body text. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type ErrorListener = (message: string) => void;

const listeners = new Set<ErrorListener>();
// Errors reported before any toast host is mounted (e.g. while the session restores) are kept and replayed,
// so a failure during start-up is not lost.
const pending: string[] = [];

/** Shows `message` as an error toast (spec: every failed call's text, and render errors). */
export function reportError(message: string): void {
  if (listeners.size === 0) {
    pending.push(message);
    return;
  }
  for (const listener of listeners) listener(message);
}

/** Subscribes a toast host; returns the unsubscribe function. */
export function onErrorReported(listener: ErrorListener): () => void {
  listeners.add(listener);
  for (const message of pending.splice(0)) listener(message);
  return () => {
    listeners.delete(listener);
  };
}
