/**
 * The accept-invite page's join (single-target-and-flows.md §4 Invite acceptance): the secret of a link the
 * members page made. Shared links work until replaced or deleted, single-use invites once; blocked users and
 * joins beyond the plan's member limit are refused. All in one transaction with the metaverse's row locked, so
 * two joins at once can neither overshoot the limit nor both use one single-use invite.
 */
import { signedInUser } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { createRepositories } from '../../repositories/index.ts';
import { capabilities } from '../metaverses/access.ts';
import type { HandlerMap } from '../types.ts';
import { FLOW_TEXTS as T } from './texts.ts';

export const inviteHandlers = {
  async useInvite(request) {
    const user = signedInUser(request);
    const { domain: key, secret } = request.body;
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const domain = await repos.domains.findByKey(key);
      if (!domain) throw notFound(T.inviteInvalid);
      await repos.invites.lockDomain(domain.id);
      const invite = await repos.invites.lockInvite(secret);
      if (!invite || invite.domain_id !== domain.id) throw notFound(T.inviteInvalid);
      // Joining again is harmless and leaves a single-use invite for someone else.
      if ((await repos.domains.membership(domain.id, user.id)) !== null) return { uri: domain.uri };
      if (invite.kind === 'singleuse' && invite.used_by !== null) throw notFound(T.inviteInvalid);
      if (await repos.invites.isBlocked(domain.id, user.id)) throw forbidden(T.inviteBlocked);
      const { maxMembers } = capabilities(domain, new Date());
      if (maxMembers > 0) {
        // Open single-use invites hold their places; using one turns its place into the member's.
        const members = await repos.metaverses.countMembers(domain.id);
        const open = await repos.metaverses.openInvites(domain.id);
        const after = members + open + (invite.kind === 'singleuse' ? 0 : 1);
        if (after > maxMembers) throw forbidden(T.memberLimit(maxMembers));
      }
      await repos.invites.join(domain.id, user.id);
      if (invite.kind === 'singleuse') await repos.invites.markUsed(secret, user.id);
      await repos.audit.record({
        actorId: user.id,
        action: 'domain.joinbyinvite',
        collection: 'domains',
        targetId: domain.id,
        after: { user: user.id, kind: invite.kind },
      });
      return { uri: domain.uri };
    });
  },
} satisfies HandlerMap;
