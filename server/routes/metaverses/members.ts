/** Members of a metaverse and invites (owner-console.md §2.9, §5 member editing, §6, §7 Domains). */
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { MemberRow } from '../../repositories/metaverses-repository.ts';
import { grantedDomain } from '../../authz/index.ts';
import { capabilities } from './access.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { EMAIL_PATTERN } from '../../../common/patterns.ts';
import { METAVERSE_TEXTS as T } from './texts.ts';
import type { HandlerMap } from '../types.ts';

/** How many member pictures the summary carries. */
const SUMMARY_PICTURES = 5;

function entry(row: MemberRow) {
  return {
    userentity: {
      id: row.user_id,
      ...(row.nickname !== null && { nickname: row.nickname }),
      ...(row.name !== null && { name: row.name }),
      ...(row.email !== null && { email: row.email }),
      ...(row.iconblob !== null && { iconblob: row.iconblob }),
    },
    member: { permissions: row.permissions },
  };
}

function inviteLink(origin: string, uri: string, secret: string): string {
  return `${origin}/acceptinvite?domain=${encodeURIComponent(uri)}&secret=${secret}`;
}

export const membersHandlers = {
  async listMembers(request) {
    const access = grantedDomain(request);
    return (await request.server.repos.metaverses.listMembers(access.domain.id)).map(entry);
  },

  async getMemberSummary(request) {
    const access = grantedDomain(request);
    const count = await request.server.repos.metaverses.countMembers(access.domain.id);
    const { maxMembers } = capabilities(access.domain, new Date());
    const manages = access.role === 'owner' || access.role === 'manager';
    const users = await request.server.repos.metaverses.listMembers(access.domain.id, SUMMARY_PICTURES);
    return {
      count,
      canAdd: manages && (maxMembers === 0 || count < maxMembers),
      users: users.map((row) => ({
        id: row.user_id,
        ...(row.iconblob !== null && { iconblob: row.iconblob }),
      })),
    };
  },

  async setMemberPermissions(request) {
    const access = grantedDomain(request);
    const { domain, user } = access;
    if (!capabilities(domain, new Date()).canManageRoles) throw forbidden(T.rolesNeedPlan);
    const target = request.params.userId;
    if (target === domain.owner) throw forbidden(T.ownerRoles);
    const db = request.server.db;
    const current = await request.server.repos.domains.membership(domain.id, target);
    if (current === null) throw notFound(T.notAMember);
    const next = request.body.permissions;
    if (target === user.id && current.includes('manage_domain') !== next.includes('manage_domain'))
      throw forbidden(T.ownManagerRole);
    await db.transaction(async (tx) => {
      await createRepositories(tx).metaverses.setPermissions(domain.id, target, next);
      if (access.role !== 'owner' && access.role !== 'manager') {
        await createAuditRepository(tx).record({
          actorId: user.id,
          action: 'domain.memberpermissions',
          collection: 'domains',
          targetId: domain.id,
          before: { user: target, permissions: current },
          after: { user: target, permissions: next },
        });
      }
    });
    const row = (await request.server.repos.metaverses.listMembers(domain.id)).find(
      (member) => member.user_id === target,
    );
    if (!row) throw notFound(T.notAMember);
    return entry(row);
  },

  async removeMember(request) {
    const access = grantedDomain(request);
    const { domain, user } = access;
    const target = request.params.userId;
    if (target === domain.owner) throw forbidden(T.ownerCannotBeRemoved);
    const db = request.server.db;
    const current = await request.server.repos.domains.membership(domain.id, target);
    if (current === null) throw notFound(T.notAMember);
    await db.transaction(async (tx) => {
      await createRepositories(tx).metaverses.removeMember(
        domain.id,
        target,
        request.query.block ? user.id : undefined,
      );
      if (access.role !== 'owner' && access.role !== 'manager') {
        await createAuditRepository(tx).record({
          actorId: user.id,
          action: request.query.block ? 'domain.blockmember' : 'domain.removemember',
          collection: 'domains',
          targetId: domain.id,
          before: { user: target, permissions: current },
          after: null,
        });
      }
    });
    return { ok: true };
  },

  async getSharedInvite(request) {
    const access = grantedDomain(request);
    const secret = await request.server.repos.metaverses.sharedInvite(access.domain.id);
    return secret ? { link: inviteLink(publicOrigin(request), access.domain.uri, secret) } : {};
  },

  async createSharedInvite(request) {
    const access = grantedDomain(request);
    if (!capabilities(access.domain, new Date()).canInviteByLink) throw forbidden(T.linkInvitesNeedPlan);
    const secret = await request.server.db.transaction((tx) =>
      createRepositories(tx).metaverses.replaceSharedInvite(access.domain.id, access.user.id),
    );
    return { link: inviteLink(publicOrigin(request), access.domain.uri, secret) };
  },

  async deleteSharedInvite(request) {
    const access = grantedDomain(request);
    await request.server.repos.metaverses.deleteSharedInvite(access.domain.id);
    return {};
  },

  async sendEmailInvites(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const { domain, user } = access;
    const caps = capabilities(domain, new Date());
    if (!caps.canInviteByEmail) throw forbidden(T.emailInvitesNeedPlan);
    const emails = [...new Set(request.body.emails.map((email) => email.trim().toLowerCase()))];
    const bad = emails.find((email) => !EMAIL_PATTERN.test(email));
    if (bad !== undefined) throw badRequest(T.badEmail(bad));
    if (caps.maxMembers > 0) {
      // Open invites count too, so a burst of invites cannot overshoot the limit.
      const taken =
        (await app.repos.metaverses.countMembers(domain.id)) +
        (await app.repos.metaverses.openInvites(domain.id));
      if (taken + emails.length > caps.maxMembers) throw forbidden(T.memberLimit(caps.maxMembers));
    }
    const origin = publicOrigin(request);
    const inviter = user.nickname ?? user.email ?? 'A member';
    for (const email of emails) {
      const secret = await app.repos.metaverses.addSingleUseInvite(domain.id, email, user.id);
      await app.mail.send({
        to: email,
        subject: T.inviteSubject(domain.name),
        text: T.inviteText(inviter, domain.name, inviteLink(origin, domain.uri, secret)),
        ...(user.email && { replyTo: user.email }),
      });
    }
    return { sent: emails.length };
  },
} satisfies HandlerMap;
