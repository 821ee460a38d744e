/**
 * OAuth round trips in progress (`drive_oauth_states`): a random state ties the provider's answer to the
 * user who started linking and the page to return to. A state is good for 10 minutes and for one use.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import type { CloudProviderName } from '../providers/drives/cloud/types.ts';

export const STATE_LIFETIME_MINUTES = 10;

export interface OAuthState {
  userId: string;
  provider: CloudProviderName;
  returnPath: string;
  /** False when the state is older than its lifetime. */
  fresh: boolean;
}

export interface DriveOAuthStatesRepository {
  /** A new state for `userId` (older abandoned states are cleared on the way). */
  create(userId: string, provider: CloudProviderName, returnPath: string): Promise<string>;
  /** Takes a state (deleting it, so it cannot be used twice); null when there is no such state. */
  take(state: string): Promise<OAuthState | null>;
}

/** The OAuth states over a connection or a transaction. */
export function createDriveOAuthStatesRepository(q: Queryable): DriveOAuthStatesRepository {
  return {
    async create(userId, provider, returnPath) {
      const state = randomBytes(32).toString('base64url');
      await q.query(`DELETE FROM drive_oauth_states WHERE created < now() - make_interval(mins => $1)`, [
        STATE_LIFETIME_MINUTES * 6,
      ]);
      await q.query(
        'INSERT INTO drive_oauth_states (state, user_id, provider, return_path) VALUES ($1, $2, $3, $4)',
        [state, userId, provider, returnPath],
      );
      return state;
    },

    async take(state) {
      const { rows } = await q.query<{
        user_id: string;
        provider: string;
        return_path: string;
        fresh: boolean;
      }>(
        `DELETE FROM drive_oauth_states WHERE state = $1
         RETURNING user_id, provider, return_path, created > now() - make_interval(mins => $2) AS fresh`,
        [state, STATE_LIFETIME_MINUTES],
      );
      const row = rows[0];
      if (!row || (row.provider !== 'google' && row.provider !== 'vimeo')) return null;
      return { userId: row.user_id, provider: row.provider, returnPath: row.return_path, fresh: row.fresh };
    },
  };
}
