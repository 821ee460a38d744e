/**
 * Typed custom methods of what anyone may read without signing in: the client configuration and the privacy
 * text. Spread into the app's data provider.
 */
import { api, data, hideErrors } from '../api/client';
import { loadConfig } from '../api/config';
import type { ClientConfig } from '../api/types';
import type { Signal } from './queries';

export const publicMethods = {
  /** `/config.json`: sign-in provider and demo accounts (one request per page, shared with the session). */
  getClientConfig(): Promise<ClientConfig> {
    return loadConfig();
  },
  /** The privacy text served at `/privacy.txt`. */
  getPrivacyText({ signal }: Signal = {}): Promise<string> {
    return data(api.GET('/privacy.txt', { parseAs: 'text', headers: hideErrors, signal }));
  },
};
