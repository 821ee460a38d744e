/**
 * Typed custom methods of what anyone may read without signing in in the console: the client configuration.
 * Spread into the app's data provider. (The light public shell of `/` and `/privacy` loads no react-admin and
 * no query library, to stay small: its privacy page reads `/privacy.txt` through `api/config.ts` itself.)
 */
import { loadConfig } from '../api/config';
import type { ClientConfig } from '../api/types';

export const publicMethods = {
  /** `/config.json`: sign-in provider and demo accounts (one request per page, shared with the session). */
  getClientConfig(): Promise<ClientConfig> {
    return loadConfig();
  },
};
