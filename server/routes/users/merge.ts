/**
 * The merge check (owner-console.md §4 Merge dialog, §8). Merge candidates are the other users whose record,
 * or any of whose sign-in identities, carries the caller's email address (case-insensitive): the same person
 * who signed in once with email and password and once through a social or headset login.
 * Failure reasons, in this order: wip (the caller has no email/password identity, so merging is not enabled
 * for the account), other (the account has no email), no_accounts, oculus (more than one of the accounts
 * is linked to a headset account), paid (more than one pays for a subscription).
 */
import { signedInUser } from '../../plugins/auth.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';

/** The identity-provider id prefix of email/password accounts (the console's canMergeAccounts rule). */
export const EMAIL_PASSWORD_PREFIX = 'auth0|';

type MergeOptions = ReplyBody<'checkMergeOptions'>;

/**
 * Why these accounts of one person cannot become one, or null when they can: more than one linked to a
 * headset account (oculus), or more than one paying for a metaverse (paid). The merge check, merge requests
 * and their confirmation all ask this.
 */
export async function mergeBlock(
  repos: Pick<Repositories, 'domains'>,
  accounts: readonly Pick<UserDoc, 'id' | 'oculusaccount'>[],
): Promise<'oculus' | 'paid' | null> {
  if (accounts.filter((account) => account.oculusaccount).length > 1) return 'oculus';
  if ((await repos.domains.countPayingOwners(accounts.map((account) => account.id))) > 1) return 'paid';
  return null;
}

/** The merge options of this user (the Merge Accounts dialog's check). */
export async function mergeOptionsOf(
  repos: Pick<Repositories, 'domains' | 'users'>,
  user: UserDoc,
): Promise<MergeOptions> {
  const email = user.email ?? '';
  const reply = (fields: Partial<MergeOptions>): MergeOptions => ({
    email,
    canMerge: false,
    accounts: [],
    ...fields,
  });
  if (!user.auth0userid?.startsWith(EMAIL_PASSWORD_PREFIX)) return reply({ failReason: 'wip' });
  if (!email) return reply({ failReason: 'other' });
  const others = await repos.users.listMergeCandidates(user.id, email);
  const accounts = others.map((other) => ({
    id: other.id,
    name: other.name,
    nickname: other.nickname ?? '',
  }));
  if (others.length === 0) return reply({ failReason: 'no_accounts' });
  const block = await mergeBlock(repos, [user, ...others]);
  if (block) return reply({ accounts, failReason: block });
  return reply({ accounts, canMerge: true });
}

export const mergeHandlers = {
  checkMergeOptions: (request) => mergeOptionsOf(request.server.repos, signedInUser(request)),
} satisfies HandlerMap;
