/**
 * The console's one error type for failed API calls, and the one toast bus: failed calls, render errors and
 * success notices all become toasts through it (`layout/Toasts.tsx` shows them). Kept apart from `client.ts`
 * so the shell can listen without loading the HTTP client.
 */

/**
 * A non-2xx reply (or a network failure, status 0): `message` is the server's sentence, or one of ours for the
 * status when it gave none (`failedReply`); `reason` is the server's sentence alone ('' when it gave none), for
 * the places whose spec has a fallback of its own (the Upload Error dialogs).
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

/** What a failed call says when its reply holds no sentence of ours (a network failure, a proxy's page, JSON). */
export const FAILURE_TEXTS = {
  signedOut: 'Sign in to continue.',
  unreachable: 'The server could not be reached. Check the connection and try again.',
  unreadable: 'The server sent an unreadable reply.',
  byStatus: (status: number): string => {
    if (status === 401) return 'Your session has ended. Sign in again to continue.';
    if (status === 403) return 'You are not allowed to do this.';
    if (status === 404) return 'This could not be found.';
    if (status === 413) return 'This is too large for the server to take.';
    if (status === 429) return 'Too many requests at once. Wait a moment and try again.';
    if (status >= 500) return 'The server could not do this just now. Try again later.';
    return 'The server refused this request.';
  },
} as const;

/**
 * The message of a failed reply: its text when it is one of the server's plain-text sentences, else a sentence
 * for its status. A body that is JSON or markup (`{"error":"boom"}`, a proxy's error page) is never shown.
 */
export function failureMessage(status: number, body: string, contentType = ''): string {
  return serverSentence(body, contentType) || FAILURE_TEXTS.byStatus(status);
}

/** The reply's text when it is one of the server's plain-text sentences, else ''. */
function serverSentence(body: string, contentType: string): string {
  const text = body.trim();
  const machineText =
    /json|html|xml/i.test(contentType) || isJsonDocument(text) || /^<(!doctype|html|\?xml)/i.test(text);
  return machineText || text.length > 1000 ? '' : text;
}

/** Whether a text is a JSON object or array (a sentence may start with a brace: "{password} is …"). */
function isJsonDocument(text: string): boolean {
  if (!/^[{[]/.test(text)) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/** The error of a failed reply: its message (`failureMessage`) and the server's own sentence as its reason. */
export function failedReply(status: number, body: string, contentType = ''): ApiError {
  return new ApiError(status, failureMessage(status, body, contentType), serverSentence(body, contentType));
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
