/**
 * Using invites (tables `domain_invites`, `domain_blocks` and `memberships` of migrations 001 and 007): the
 * accept-invite page's join. Creating and revoking invites stays with the metaverses repository.
 */
import type { Queryable } from '../db/connection.ts';

/** An invite row as the join reads it. */
export interface InviteRow {
  secret: string;
  domain_id: string;
  kind: 'shared' | 'singleuse';
  used_by: string | null;
}

/** Invite use over a connection or a transaction (call the locking reads inside one). */
export function createInvitesRepository(q: Queryable) {
  return {
    /** The invite of this secret, its row locked until the transaction ends; null when there is none. */
    async lockInvite(secret: string): Promise<InviteRow | null> {
      const { rows } = await q.query<InviteRow>(
        'SELECT secret, domain_id, kind, used_by FROM domain_invites WHERE secret = $1 FOR UPDATE',
        [secret],
      );
      return rows[0] ?? null;
    },

    /** Locks the metaverse's row so that joins to it happen one after the other (the member limit holds). */
    async lockDomain(domainId: string): Promise<void> {
      await q.query('SELECT 1 FROM domains WHERE id = $1 FOR UPDATE', [domainId]);
    },

    async isBlocked(domainId: string, userId: string): Promise<boolean> {
      const { rows } = await q.query('SELECT 1 FROM domain_blocks WHERE domain_id = $1 AND user_id = $2', [
        domainId,
        userId,
      ]);
      return rows.length > 0;
    },

    /** Adds the user as a plain member. */
    async join(domainId: string, userId: string): Promise<void> {
      await q.query(
        `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')
         ON CONFLICT (domain_id, user_id) DO NOTHING`,
        [domainId, userId],
      );
    },

    /** Marks a single-use invite used by this user. */
    async markUsed(secret: string, userId: string): Promise<void> {
      await q.query('UPDATE domain_invites SET used_by = $2 WHERE secret = $1', [secret, userId]);
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
