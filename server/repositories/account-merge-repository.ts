/**
 * Merging one user account into another (single-target-and-flows.md §4 Merge, Linking): the requests of table
 * `account_merge_requests` (migration 015) and the merge itself. Call `mergeInto` inside a transaction with
 * both users locked: it moves everything in one go or nothing.
 *
 * Every table holding a user id, and what a merge does with it (the merged account is M, the survivor S):
 * - users (001): S's document gains M's metacoin (`currency`, `inescrow`) and M's headset and Steam accounts
 *   when S has none; M's document stays as a tombstone (`mergedinto`: S) without email, balances, headset
 *   accounts or permissions (staff permissions are never carried over), so ledgers and audit entries that
 *   name M can still be read.
 * - identities (001): M's provider identities (Google, headset, …) move to S, so those sign-ins reach S; M's
 *   local email/password identity is deleted (S has its own for the same address), so M cannot sign in.
 * - merged_sign_ins (038): M's local identity's address and password hash are kept here first, so that signing
 *   in with them says M went into S (`findMergedSignIn`) instead of "Wrong email or password".
 * - memberships (001): move to S; where S is already a member, S keeps the union of both roles.
 * - domains, locations, events, plots, files documents (001): `owner` M becomes S (metaverse ownership).
 * - buildings documents (001): apartment and shop slots (`slots[].owner`), their offers (`slotoffers[].userid`)
 *   and the storefront slot owned by M become S's.
 * - inventory_transactions, infiniverse_transactions (002): move to S (ledgers; the hourly and per-user
 *   purchase roll-ups of migration 006 follow through their update triggers).
 * - escrows (002): payer and receiver M become S.
 * - audit_log (002): kept as written (who did what stays true); the merge adds its own entry.
 * - unconsumed_iaps (003): move to S (inventory).
 * - user_access_tokens (003): M's are deleted (the VR client and game servers must not act as M).
 * - adverts (005): owner M becomes S.
 * - purchase_user_totals (006): follows inventory_transactions through its trigger.
 * - saved_searches (006): move to S.
 * - domain_invites (007): `created_by` and `used_by` are history and stay.
 * - domain_blocks (007): M's blocks move to S (a block cannot be escaped by merging); `blocked_by` stays.
 * - payment_checkouts, payment_subscriptions (007): move to S (the merge check allows at most one payer).
 * - payment_portal_sessions (007): M's are deleted (short-lived billing visits).
 * - deep_links (008): history of launches; stays.
 * - drive_accounts (008): move to S (drives); drive_oauth_states: M's are deleted (round trips in progress).
 * - domain_content (008): `uploader` M becomes S (files); video_uploads: move to S.
 * - domain_sessions (010): move to S (visits).
 * - sessions, session_cutoffs (011): every session of M is revoked and a cutoff set, so M's tokens stop.
 * - sign_in_limits (012): keyed by hashes of addresses and emails, not users; nothing to do.
 * - account_merge_requests (015): M's open requests are closed.
 * - agents, agent_messages (024): M's agents and chats become S's; agent_owned_modules: M's counts add to S's;
 *   agent_memories: S keeps its own memory (M's stays with M: facts about one person are not merged by rule).
 * - knowledge_documents, knowledge_chunks (024): follow domain_content; nothing to do.
 * - redeem_codes (015): `created_by` is history and stays; redeem_code_uses: M's uses move to S, except a code
 *   both redeemed (S keeps its own use; the code's count is unchanged).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';
import type { UserDoc } from './users-repository.ts';

/** A user document as a merge reads it: a merged account points at its survivor. */
export type MergeUserDoc = UserDoc & { mergedinto?: string };

export type MergeKind = 'merge' | 'link';

export interface MergeRequestRow {
  id: string;
  kind: MergeKind;
  requester_id: string;
  survivor_id: string;
  merged_ids: string[];
  email: string;
  expires: Date;
  used_at: Date | null;
}

/** How long a mailed merge or link request can be confirmed. */
export const MERGE_REQUEST_HOURS = 24;

/** The stored form of a request secret. */
export function mergeSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Tables whose `user_id` column simply moves to the survivor. */
const MOVED_USER_ID_TABLES = [
  'inventory_transactions',
  'infiniverse_transactions',
  'unconsumed_iaps',
  'saved_searches',
  'payment_checkouts',
  'payment_subscriptions',
  'drive_accounts',
  'video_uploads',
  'domain_sessions',
] as const;

/** Collections whose documents carry an `owner` user id. */
const OWNED_COLLECTIONS = ['domains', 'locations', 'events', 'plots', 'files'] as const;

/** Replaces the user id in a building's slot owners, offers and storefront slot. */
function moveBuildingSlots(doc: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const swap = (value: unknown) => (value === from ? to : value);
  const slots = Array.isArray(doc.slots)
    ? (doc.slots as Record<string, unknown>[]).map((slot) => ({
        ...slot,
        owner: swap(slot.owner),
        ...(Array.isArray(slot.slotoffers) && {
          slotoffers: (slot.slotoffers as Record<string, unknown>[]).map((offer) => ({
            ...offer,
            userid: swap(offer.userid),
          })),
        }),
      }))
    : doc.slots;
  const storefront = doc.storefront_slot as Record<string, unknown> | undefined;
  return {
    ...doc,
    ...(slots !== undefined && { slots }),
    ...(storefront && { storefront_slot: { ...storefront, owner: swap(storefront.owner) } }),
  };
}

/** The merge's users: the survivor gains the balances and linked accounts; the merged one is a tombstone. */
async function mergeUserDocuments(
  q: Queryable,
  survivorId: string,
  mergedId: string,
  now: string,
): Promise<void> {
  const { rows: docs } = await q.query<{ id: string; doc: Record<string, unknown> }>(
    'SELECT id, doc FROM users WHERE id = ANY($1)',
    [[survivorId, mergedId]],
  );
  const survivor = docs.find((row) => row.id === survivorId)?.doc;
  const merged = docs.find((row) => row.id === mergedId)?.doc;
  if (!survivor || !merged) throw new Error('Both accounts of a merge must exist');

  // users: balances and linked platform accounts, then the tombstone.
  const gains: Record<string, unknown> = {
    currency: Number(survivor.currency ?? 0) + Number(merged.currency ?? 0),
    inescrow: Number(survivor.inescrow ?? 0) + Number(merged.inescrow ?? 0),
    timestamp: now,
  };
  for (const field of ['oculusaccount', 'steamaccount'] as const) {
    if (!survivor[field] && merged[field]) gains[field] = merged[field];
  }
  await q.query(
    `UPDATE users SET doc = (doc - 'email' - 'oculusaccount' - 'steamaccount') || $2::jsonb WHERE id = $1`,
    [
      mergedId,
      JSON.stringify({
        mergedinto: survivorId,
        currency: 0,
        inescrow: 0,
        permissions: [],
        auth0userid: `merged|${mergedId}`,
        timestamp: now,
      }),
    ],
  );
  await q.query('UPDATE users SET doc = doc || $2::jsonb WHERE id = $1', [survivorId, JSON.stringify(gains)]);
}

/** The merge's sign-ins and roles: provider identities and memberships move to the survivor. */
async function moveSignInsAndRoles(q: Queryable, survivorId: string, mergedId: string): Promise<void> {
  // identities: provider sign-ins move, the local password identity goes (kept in merged_sign_ins first).
  await q.query(
    `INSERT INTO merged_sign_ins (subject, user_id, email, password_hash)
     SELECT subject, user_id, email, password_hash FROM identities
     WHERE user_id = $1 AND provider = 'local' AND email IS NOT NULL AND password_hash IS NOT NULL
     ON CONFLICT (subject) DO NOTHING`,
    [mergedId],
  );
  await q.query(`DELETE FROM identities WHERE user_id = $1 AND provider = 'local'`, [mergedId]);
  await q.query('UPDATE identities SET user_id = $2 WHERE user_id = $1', [mergedId, survivorId]);

  // memberships: the union of roles where both belong.
  await q.query(
    `UPDATE memberships s SET permissions = ARRAY(
       SELECT DISTINCT unnest(s.permissions || m.permissions) ORDER BY 1)
     FROM memberships m
     WHERE s.user_id = $2 AND m.user_id = $1 AND m.domain_id = s.domain_id`,
    [mergedId, survivorId],
  );
  await q.query(
    `DELETE FROM memberships m WHERE m.user_id = $1
       AND EXISTS (SELECT 1 FROM memberships s WHERE s.user_id = $2 AND s.domain_id = m.domain_id)`,
    [mergedId, survivorId],
  );
  await q.query('UPDATE memberships SET user_id = $2 WHERE user_id = $1', [mergedId, survivorId]);
}

/** The merge's metaverses, places, events, plots, files and building slots: the survivor owns them. */
async function moveOwnedDocuments(
  q: Queryable,
  survivorId: string,
  mergedId: string,
  now: string,
): Promise<void> {
  // documents owned by the merged account.
  for (const table of OWNED_COLLECTIONS) {
    await q.query(
      `UPDATE ${table} SET doc = doc || jsonb_build_object('owner', $2::text, 'timestamp', $3::text)
       WHERE doc->>'owner' = $1`,
      [mergedId, survivorId, now],
    );
  }
  const { rows: buildings } = await q.query<{ id: string; doc: Record<string, unknown> }>(
    `SELECT id, doc FROM buildings WHERE strpos(doc::text, $1) > 0 FOR UPDATE`,
    [JSON.stringify(mergedId)],
  );
  for (const building of buildings) {
    await q.query('UPDATE buildings SET doc = $2::jsonb WHERE id = $1', [
      building.id,
      JSON.stringify(moveBuildingSlots(building.doc, mergedId, survivorId)),
    ]);
  }
}

/** The merge's records: ledgers, inventory, payments, drives, visits, escrows, adverts, agents and blocks. */
async function moveRecords(q: Queryable, survivorId: string, mergedId: string): Promise<void> {
  // ledgers, inventory, drives, files, visits, payments.
  for (const table of MOVED_USER_ID_TABLES) {
    await q.query(`UPDATE ${table} SET user_id = $2 WHERE user_id = $1`, [mergedId, survivorId]);
  }
  await q.query('UPDATE escrows SET user_id = $2 WHERE user_id = $1', [mergedId, survivorId]);
  await q.query('UPDATE escrows SET receiver_id = $2 WHERE receiver_id = $1', [mergedId, survivorId]);
  await q.query('UPDATE adverts SET owner_id = $2 WHERE owner_id = $1', [mergedId, survivorId]);
  await q.query(
    `UPDATE agents SET owner_id = $2, doc = jsonb_set(doc, '{owner_id}', to_jsonb($2::text)) WHERE owner_id = $1`,
    [mergedId, survivorId],
  );
  await q.query('UPDATE agent_messages SET user_id = $2 WHERE user_id = $1', [mergedId, survivorId]);
  await q.query(
    `INSERT INTO agent_owned_modules (user_id, module_id, type_id, count)
     SELECT $2, module_id, type_id, count FROM agent_owned_modules WHERE user_id = $1
     ON CONFLICT (user_id, module_id) DO UPDATE SET count = agent_owned_modules.count + EXCLUDED.count`,
    [mergedId, survivorId],
  );
  await q.query('DELETE FROM agent_owned_modules WHERE user_id = $1', [mergedId]);
  await q.query('UPDATE domain_content SET uploader = $2 WHERE uploader = $1', [mergedId, survivorId]);
  await q.query(
    `INSERT INTO domain_blocks (domain_id, user_id, blocked_by, created)
     SELECT domain_id, $2, blocked_by, created FROM domain_blocks WHERE user_id = $1
     ON CONFLICT (domain_id, user_id) DO NOTHING`,
    [mergedId, survivorId],
  );
  await q.query('DELETE FROM domain_blocks WHERE user_id = $1', [mergedId]);
}

/**
 * What only the merged account could use: its access tokens, billing visits and drive sign-ins in progress
 * go, its redeem code uses move (one per code), its open merge requests close.
 */
async function closeMergedAccess(q: Queryable, survivorId: string, mergedId: string): Promise<void> {
  // what only the merged account could use.
  await q.query('DELETE FROM user_access_tokens WHERE user_id = $1', [mergedId]);
  await q.query('DELETE FROM payment_portal_sessions WHERE user_id = $1', [mergedId]);
  await q.query('DELETE FROM drive_oauth_states WHERE user_id = $1', [mergedId]);
  await q.query(
    `DELETE FROM redeem_code_uses m WHERE m.user_id = $1
       AND EXISTS (SELECT 1 FROM redeem_code_uses s WHERE s.user_id = $2 AND s.code = m.code)`,
    [mergedId, survivorId],
  );
  await q.query('UPDATE redeem_code_uses SET user_id = $2 WHERE user_id = $1', [mergedId, survivorId]);
  await q.query(
    `UPDATE account_merge_requests SET used_at = now()
     WHERE used_at IS NULL AND (requester_id = $1 OR survivor_id = $1)`,
    [mergedId],
  );
}

/** A merged account's former password sign-in, and the address of the account it went into. */
export interface MergedSignIn {
  passwordHash: string;
  /** The address of the account that has it now (following later merges), or null when that has none. */
  survivorEmail: string | null;
}

/** How many merges in a row a sign-in follows to the account that has it now (a chain is never this long). */
const MAX_MERGE_CHAIN = 10;

/** Merge requests and the merge, over a connection or a transaction. */
export function createAccountMergeRepository(q: Queryable) {
  return {
    /** Stores a new request and returns its secret (only its hash is kept). */
    async createRequest(input: {
      kind: MergeKind;
      requesterId: string;
      survivorId: string;
      mergedIds: readonly string[];
      email: string;
    }): Promise<string> {
      const secret = randomBytes(24).toString('hex');
      await q.query(
        `INSERT INTO account_merge_requests (id, secret_hash, kind, requester_id, survivor_id, merged_ids, email, expires)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
        [
          newId(),
          mergeSecretHash(secret),
          input.kind,
          input.requesterId,
          input.survivorId,
          [...input.mergedIds],
          input.email,
          MERGE_REQUEST_HOURS,
        ],
      );
      return secret;
    },

    /** The request of this secret and kind, locked, with whether it can still be confirmed; null when none. */
    async lockRequest(
      secret: string,
      kind: MergeKind,
    ): Promise<(MergeRequestRow & { open: boolean }) | null> {
      const { rows } = await q.query<MergeRequestRow & { open: boolean }>(
        `SELECT id, kind, requester_id, survivor_id, merged_ids, email, expires, used_at,
                (used_at IS NULL AND expires > now()) AS open
         FROM account_merge_requests
         WHERE secret_hash = $1 AND kind = $2
         FOR UPDATE`,
        [mergeSecretHash(secret), kind],
      );
      return rows[0] ?? null;
    },

    /**
     * The newest password sign-in of a merged account with this address (any case), with the address of the
     * account it was merged into; null when no merged account signed in with it.
     */
    async findMergedSignIn(email: string): Promise<MergedSignIn | null> {
      const { rows } = await q.query<{ password_hash: string; user_id: string }>(
        `SELECT password_hash, user_id FROM merged_sign_ins
         WHERE lower(email) = lower($1) ORDER BY merged DESC LIMIT 1`,
        [email],
      );
      const found = rows[0];
      if (!found) return null;
      const docOf = async (id: string): Promise<MergeUserDoc | undefined> =>
        (await q.query<{ doc: MergeUserDoc }>('SELECT doc FROM users WHERE id = $1', [id])).rows[0]?.doc;
      // The survivor may itself have been merged since: follow the tombstones to the account that remains.
      let doc = await docOf(found.user_id);
      let hops = 0;
      while (doc?.mergedinto && hops < MAX_MERGE_CHAIN) {
        doc = await docOf(doc.mergedinto);
        hops += 1;
      }
      const survivorEmail = hops > 0 && doc && !doc.mergedinto && doc.email ? doc.email : null;
      return { passwordHash: found.password_hash, survivorEmail };
    },

    async markUsed(id: string): Promise<void> {
      await q.query('UPDATE account_merge_requests SET used_at = now() WHERE id = $1', [id]);
    },

    /** Locks the users' rows (in id order, so two merges cannot deadlock) and returns their documents. */
    async lockUsers(ids: readonly string[]): Promise<MergeUserDoc[]> {
      const { rows } = await q.query<{ doc: MergeUserDoc }>(
        'SELECT doc FROM users WHERE id = ANY($1) ORDER BY id FOR UPDATE',
        [[...ids]],
      );
      return rows.map((row) => row.doc);
    },

    /**
     * Moves everything of user `mergedId` to `survivorId` (see the list at the top of this file) and leaves
     * the merged account a tombstone that cannot sign in. Both users must be locked by the caller.
     */
    async mergeInto(survivorId: string, mergedId: string): Promise<void> {
      const now = new Date().toISOString();
      await mergeUserDocuments(q, survivorId, mergedId, now);
      await moveSignInsAndRoles(q, survivorId, mergedId);
      await moveOwnedDocuments(q, survivorId, mergedId, now);
      await moveRecords(q, survivorId, mergedId);
      await closeMergedAccess(q, survivorId, mergedId);
    },
  };
}

export type AccountMergeRepository = ReturnType<typeof createAccountMergeRepository>;
