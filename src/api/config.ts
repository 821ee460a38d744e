/**
 * `/config.json`: which identity provider signs users in and, in demo mode, the demo accounts. Fetched once.
 */
import { api, data, hideErrors } from './client';
import type { ClientConfig } from './types';

let pending: Promise<ClientConfig> | null = null;

/** The server's client configuration (cached for the page's life; a failure is retried on the next call). */
export function loadConfig(): Promise<ClientConfig> {
  pending ??= data(api.GET('/config.json', { headers: hideErrors })).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The privacy text served at `/privacy.txt`. */
export function loadPrivacyText(): Promise<string> {
  return data(api.GET('/privacy.txt', { parseAs: 'text', headers: hideErrors }));
}
