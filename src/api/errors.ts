/**
 * The console's one error type for failed API calls, and the one toast bus: failed calls, render errors and
 * success notices all become toasts through it (`layout/Toasts.tsx` shows them). Kept apart from `client.ts`
 * so the shell can listen without loading the HTTP client.
 */

/**
 * A non-2xx reply (or a network failure, status 0): `message` is the reply's body text, or the HTTP status
 * text when the body was empty; `reason` is the body text alone ('' when the server gave none), for the
 * places whose spec has a fallback of its own (the Upload Error dialogs).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;

  constructor(status: number, message: string, reason: string = message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
  }
}

/** How a toast reads: a failure, a change that went through, or a neutral notice (a link copied). */
export type ToastSeverity = 'error' | 'success' | 'info';

export interface Toast {
  message: string;
  severity: ToastSeverity;
}

type ToastListener = (toast: Toast) => void;

const listeners = new Set<ToastListener>();
// Toasts reported before any toast host is mounted (e.g. while the session restores) are kept and replayed,
// so a failure during start-up is not lost.
const pending: Toast[] = [];

function publish(toast: Toast): void {
  if (listeners.size === 0) {
    pending.push(toast);
    return;
  }
  for (const listener of listeners) listener(toast);
}

/** Shows `message` as an error toast (spec: every failed call's text, and render errors). */
export function reportError(message: string): void {
  publish({ message, severity: 'error' });
}

/** Shows `message` as a success toast: a change went through (saved, sent, paid). */
export function reportSuccess(message: string): void {
  publish({ message, severity: 'success' });
}

/** Shows `message` as a neutral toast (e.g. a link was copied). */
export function reportInfo(message: string): void {
  publish({ message, severity: 'info' });
}

/** Subscribes a toast host; returns the unsubscribe function. */
export function onToast(listener: ToastListener): () => void {
  listeners.add(listener);
  for (const toast of pending.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
  };
}
