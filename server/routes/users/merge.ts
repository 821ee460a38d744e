/**
 * The merge check (owner-console.md §4 Merge dialog, §8). Merge candidates are the other users whose record,
 * or any of whose sign-in identities, carries the caller's email address (case-insensitive): the same person
 * who signed in once with email and password and once through a social or headset login.
 * Failure reasons, in this order: wip (the caller has no email/password identity, so merging is not enabled
 * for the account), other (the account has no email), no_accounts, oculus (more than one of the accounts
 * is linked to a headset account), paid (more than one pays for a subscription).
 */
import type { Queryable } from '../../db/connection.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';

/** The identity-provider id prefix of email/password accounts (the console's canMergeAccounts rule). */
export const EMAIL_PASSWORD_PREFIX = 'auth0|';

type MergeOptions = ReplyBody<'checkMergeOptions'>;

async function candidates(q: Queryable, user: UserDoc, email: string): Promise<UserDoc[]> {
  const { rows } = await q.query<{ doc: UserDoc }>(
    `SELECT u.doc FROM users u
     WHERE u.id <> $1 AND (lower(u.doc->>'email') = lower($2)
       OR u.id IN (SELECT i.user_id FROM identities i WHERE lower(i.email) = lower($2)))
     ORDER BY u.id`,
    [user.id, email],
  );
  return rows.map((row) => row.doc);
}

/** How many of the users own a metaverse on a paid subscription. */
async function payingCount(q: Queryable, userIds: string[]): Promise<number> {
  const { rows } = await q.query<{ n: number | string }>(
    `SELECT count(DISTINCT doc->>'owner') AS n FROM domains
     WHERE doc->>'owner' = ANY($1::text[])
       AND (coalesce(doc->>'stripesubscription', '') <> '' OR doc->'plan'->>'plan' LIKE '%-stripe')`,
    [userIds],
  );
  return Number(rows[0]?.n ?? 0);
}

export const mergeHandlers = {
  async checkMergeOptions(request) {
    const user = signedInUser(request);
    const q = request.server.db;
    const email = user.email ?? '';
    const reply = (fields: Partial<MergeOptions>): MergeOptions => ({
      email,
      canMerge: false,
      accounts: [],
      ...fields,
    });
    if (!user.auth0userid?.startsWith(EMAIL_PASSWORD_PREFIX)) return reply({ failReason: 'wip' });
    if (!email) return reply({ failReason: 'other' });
    const others = await candidates(q, user, email);
    const accounts = others.map((other) => ({
      id: other.id,
      name: other.name,
      nickname: other.nickname ?? '',
    }));
    if (others.length === 0) return reply({ failReason: 'no_accounts' });
    const all = [user, ...others];
    if (all.filter((account) => account.oculusaccount).length > 1)
      return reply({ accounts, failReason: 'oculus' });
    if (
      (await payingCount(
        q,
        all.map((account) => account.id),
      )) > 1
    )
      return reply({ accounts, failReason: 'paid' });
    return reply({ accounts, canMerge: true });
  },
} satisfies HandlerMap;
