/**
 * Merge and link requests and their confirmation (single-target-and-flows.md §4 Merge acceptance, Linking
 * accounts, single-target-and-flows.md §8). A request is mailed as a link with a one-use secret; confirming it merges the accounts in one
 * transaction through the account merge repository (whose header lists what happens to every table).
 */
import { isStaff } from '../../authz/index.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { createRepositories, type Repositories } from '../../repositories/index.ts';
import type { MergeRequestRow } from '../../repositories/account-merge-repository.ts';
import { EMAIL_PASSWORD_PREFIX, mergeBlock, mergeOptionsOf } from '../users/merge.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';
import { FLOW_TEXTS as T } from './texts.ts';

type MergeResult = ReplyBody<'acceptAccountMerge'>;

/** Merges the request's accounts into its survivor, inside the caller's transaction. */
async function performMerge(
  repos: Repositories,
  request: MergeRequestRow,
  actorId: string,
): Promise<MergeResult> {
  const docs = await repos.accountMerge.lockUsers([request.survivor_id, ...request.merged_ids]);
  const survivor = docs.find((doc) => doc.id === request.survivor_id);
  if (!survivor || survivor.mergedinto) throw notFound(T.mergeNotFound);
  const merged = docs.filter((doc) => doc.id !== survivor.id && !doc.mergedinto);
  const block = await mergeBlock(repos, [survivor, ...merged]);
  if (block) throw forbidden(T.mergeRefused[block]);
  for (const account of merged) {
    await repos.accountMerge.mergeInto(survivor.id, account.id);
    await repos.sessions.revokeAllOfUser(account.id);
  }
  await repos.accountMerge.markUsed(request.id);
  const result = {
    survivor: survivor.id,
    merged: merged.map((account) => ({
      id: account.id,
      name: account.name,
      ...(account.nickname && { nickname: account.nickname }),
    })),
  };
  await repos.audit.record({
    actorId,
    action: request.kind === 'link' ? 'user.link' : 'user.merge',
    collection: 'users',
    targetId: survivor.id,
    before: { merged: merged.map((account) => ({ id: account.id, currency: account.currency })) },
    after: { survivor: survivor.id, request: request.id },
  });
  return result;
}

export const accountMergeHandlers = {
  async requestAccountMerge(request) {
    const app = request.server;
    const user = signedInUser(request);
    const options = await mergeOptionsOf(app.repos, user);
    if (!options.canMerge) throw forbidden(T.mergeRefused[options.failReason ?? 'other']);
    const secret = await app.repos.accountMerge.createRequest({
      kind: 'merge',
      requesterId: user.id,
      survivorId: user.id,
      mergedIds: options.accounts.map((account) => account.id),
      email: options.email,
    });
    const link = `${publicOrigin(request)}/acceptmergerequest?secret=${secret}`;
    const names = options.accounts.map((account) => account.nickname || account.name).join(', ');
    await app.mail.send({
      to: options.email,
      subject: T.mergeSubject,
      text: T.mergeText(user.nickname ?? user.name, names, link),
    });
    return { email: options.email };
  },

  async acceptAccountMerge(request) {
    const user = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const found = await repos.accountMerge.lockRequest(request.body.secret, 'merge');
      if (!found?.open) throw notFound(T.mergeNotFound);
      if (found.survivor_id !== user.id) throw forbidden(T.mergeOtherAccount);
      return performMerge(repos, found, user.id);
    });
  },

  async requestAccountLink(request) {
    const app = request.server;
    const user = signedInUser(request);
    const email = request.body.email.trim();
    if (user.email && user.email.toLowerCase() === email.toLowerCase()) throw forbidden(T.linkSelf);
    if (isStaff(user)) throw forbidden(T.linkStaff);
    const target = await app.repos.users.findByEmail(email);
    // The same answer whether or not the address has an account that can take this one.
    if (!target || target.id === user.id || !target.auth0userid?.startsWith(EMAIL_PASSWORD_PREFIX))
      return { email };
    const block = await mergeBlock(app.repos, [target, user]);
    if (block) throw forbidden(T.mergeRefused[block]);
    const secret = await app.repos.accountMerge.createRequest({
      kind: 'link',
      requesterId: user.id,
      survivorId: target.id,
      mergedIds: [user.id],
      email: target.email ?? email,
    });
    const nickname = user.nickname ?? user.name;
    const query = new URLSearchParams({ user: user.id, secret, name: nickname });
    await app.mail.send({
      to: target.email ?? email,
      subject: T.linkSubject,
      text: T.linkText(nickname, `${publicOrigin(request)}/linkaccounts?${query.toString()}`),
    });
    return { email };
  },

  async acceptAccountLink(request) {
    const user = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const found = await repos.accountMerge.lockRequest(request.body.secret, 'link');
      if (!found || found.requester_id !== request.body.user) throw notFound(T.linkNotFound);
      const [requester] = await repos.accountMerge.lockUsers([found.requester_id]);
      if (!requester || requester.mergedinto) throw new HttpError(409, T.linkAlreadyMerged);
      if (!found.open || found.survivor_id !== user.id) throw notFound(T.linkNotFound);
      return performMerge(repos, found, user.id);
    });
  },
} satisfies HandlerMap;
