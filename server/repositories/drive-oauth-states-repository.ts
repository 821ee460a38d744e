/**
 * OAuth round trips in progress (`drive_oauth_states`): a random state ties the provider's answer to the
 * user who started linking and the page to return to. A state is good for 10 minutes and for one use.
 *
 * Before that, the link codes (`drive_link_codes`) that start linking: the console asks for one through the
 * API (with the session headers) and navigates to /v2/oauth/auth with it, so the session itself never
 * travels in an address. A code is random, stored only as its SHA-256, bound to the user and the provider,
 * and good once, for 2 minutes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import type { CloudProviderName } from '../providers/drives/cloud/types.ts';

export const STATE_LIFETIME_MINUTES = 10;
/** How long a link code stays good. */
export const LINK_CODE_LIFETIME_SECONDS = 120;

/** A link code as it was issued: its user and provider, and whether it is still within its lifetime. */
export interface LinkCode {
  userId: string;
  provider: CloudProviderName;
  /** False when the code is past its lifetime. */
  fresh: boolean;
}

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

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
  /** A new link code for `userId` and `provider` (ended codes are cleared on the way); returns the code. */
  createLinkCode(userId: string, provider: CloudProviderName): Promise<string>;
  /** Takes a link code (deleting it, so it works once); null when there is no such code. */
  takeLinkCode(code: string): Promise<LinkCode | null>;
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

    async createLinkCode(userId, provider) {
      const code = randomBytes(32).toString('base64url');
      // Codes ended an hour ago go; a code ended just now is still found, so its refusal can say it expired.
      await q.query("DELETE FROM drive_link_codes WHERE expires < now() - interval '1 hour'");
      await q.query(
        `INSERT INTO drive_link_codes (code_hash, user_id, provider, expires)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [hashOf(code), userId, provider, LINK_CODE_LIFETIME_SECONDS],
      );
      return code;
    },

    async takeLinkCode(code) {
      const { rows } = await q.query<{ user_id: string; provider: string; fresh: boolean }>(
        `DELETE FROM drive_link_codes WHERE code_hash = $1
         RETURNING user_id, provider, expires > now() AS fresh`,
        [hashOf(code)],
      );
      const row = rows[0];
      if (!row || (row.provider !== 'google' && row.provider !== 'vimeo')) return null;
      return { userId: row.user_id, provider: row.provider, fresh: row.fresh };
    },
  };
}
