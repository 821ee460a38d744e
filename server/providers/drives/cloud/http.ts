/**
 * Calls to a provider's HTTP API with a timeout, and the mapping of failures to plain-English errors.
 * Messages never carry a token, a URL with a token, or the provider's reply.
 */
import { DRIVE_TEXTS } from '../../../routes/drives/texts.ts';
import { CloudError } from './types.ts';
import { CLOUD_TEXTS } from './texts.ts';

/** `fetch` with a deadline; no answer (refused, reset, timed out) is a 502 naming the service. */
export async function send(
  label: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new CloudError(CLOUD_TEXTS.noAnswer(label));
  }
}

/** The JSON body of a reply (an object), or a 502 when it is not JSON or arrives too late. */
export async function jsonOf<T extends object>(label: string, response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new CloudError(CLOUD_TEXTS.badReply(label));
  }
  if (typeof body !== 'object' || body === null) throw new CloudError(CLOUD_TEXTS.badReply(label));
  return body as T;
}

/** The error for a non-2xx reply of an API call made with the account's access token. */
export function failure(label: string, status: number): CloudError {
  if (status === 404) return new CloudError(DRIVE_TEXTS.noSuchPath, 404);
  if (status === 401) return new CloudError(CLOUD_TEXTS.relink(label));
  if (status === 429) return new CloudError(CLOUD_TEXTS.busy(label));
  if (status === 403) return new CloudError(CLOUD_TEXTS.refused(label));
  return new CloudError(CLOUD_TEXTS.failed(label, status));
}

/** Discards a reply's body (so the connection can be reused) without waiting on a slow one for long. */
export async function drain(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to keep.
  }
}

/** An optional non-empty string field of a provider's reply. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** An optional whole number (Google sends sizes as strings). */
export function whole(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}
