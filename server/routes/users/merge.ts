/**
 * The merge check (owner-console.md §4 Merge dialog, §8). Merge candidates are the other users whose record,
 * or any of whose sign-in identities, carries the caller's email address (case-insensitive): the same person
 * who signed in once with email and password and once through a social or headset login.
 * Failure reasons, in this order: wip (the caller has no email/password identity, so merging is not enabled
 * for the account), other (the account has no email), no_accounts, oculus (more than one of the accounts
 * is linked to a headset account), paid (more than one pays for a subscription).
 */
import { signedInUser } from '../../plugins/auth.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';

/** The identity-provider id prefix of email/password accounts (the console's canMergeAccounts rule). */
export const EMAIL_PASSWORD_PREFIX = 'auth0|';

type MergeOptions = ReplyBody<'checkMergeOptions'>;

export const mergeHandlers = {
  async checkMergeOptions(request) {
    const user = signedInUser(request);
    const repos = request.server.repos;
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
    const all = [user, ...others];
    if (all.filter((account) => account.oculusaccount).length > 1)
      return reply({ accounts, failReason: 'oculus' });
    if ((await repos.domains.countPayingOwners(all.map((account) => account.id))) > 1)
      return reply({ accounts, failReason: 'paid' });
    return reply({ accounts, canMerge: true });
  },
} satisfies HandlerMap;
