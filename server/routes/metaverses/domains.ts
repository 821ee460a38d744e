/**
 * Metaverses (domains) the user belongs to or may see, and their icons (owner-console.md §7). Who may see one
 * is declared in the contract (`x-domain-role: viewer`: public ones for anyone signed in, invite-only ones for
 * members and staff); signed-out visitors see public ones only.
 */
import type { FastifyInstance } from 'fastify';
import { grantedDomain, seesDomainBilling } from '../../authz/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { EntityTypes } from '../../../common/entityRules.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { sendBlob } from '../images.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';
import { planAt } from '../../lib/plan-state.ts';

type DomainReply = ReplyBody<'getDomain'>;

/** The domain as a caller sees it: the subscription id only for its owner and staff. */
function domainView(domain: DomainDoc, user: UserDoc | null, permissions: string[] | null): DomainReply {
  const { stripesubscription, ...rest } = domain;
  const seesBilling = seesDomainBilling(user, domain);
  return {
    ...rest,
    ...(rest.plan && { plan: planAt(rest.plan, new Date()) }),
    ...(seesBilling && stripesubscription !== undefined && { stripesubscription }),
    ...(permissions !== null && { domainPermissions: permissions }),
  };
}

async function findDomain(app: FastifyInstance, key: string): Promise<DomainDoc> {
  const domain = await app.repos.domains.findByKey(key);
  if (!domain) throw notFound(MESSAGES.domainNotFound);
  return domain;
}

/** A public domain, for signed-out visitors; invite-only ones do not exist for them. */
export async function publicDomain(app: FastifyInstance, key: string): Promise<DomainDoc> {
  const domain = await findDomain(app, key);
  if (domain.domainaccess !== 'public') throw notFound(MESSAGES.domainNotFound);
  return domain;
}

async function entityIconBlob(app: FastifyInstance, domain: DomainDoc, types: EntityTypes, id: string) {
  const entity = await app.repos.domains.findEntity(domain.id, types, id);
  if (!entity) throw notFound(MESSAGES.entityNotFound);
  return entity.iconblob;
}

/** The domains the user belongs to, each with the user's domainPermissions (`listDomains`). */
export async function userDomains(app: FastifyInstance, user: UserDoc): Promise<DomainReply[]> {
  const memberships = await app.repos.domains.listForUser(user.id);
  return memberships.map(({ domain, permissions }) => {
    // The membership row is the source of the domain permissions; the owner always manages and hosts.
    return domainView(
      domain,
      user,
      domain.owner === user.id ? [...new Set([...permissions, 'manage_domain', 'host'])] : permissions,
    );
  });
}

export const domainsHandlers = {
  async listDomains(request) {
    return userDomains(request.server, signedInUser(request));
  },

  async getDomain(request) {
    const { domain, user, permissions } = grantedDomain(request);
    return domainView(domain, user, permissions);
  },

  async getPublicDomain(request) {
    return domainView(await publicDomain(request.server, request.params.domain), null, null);
  },

  async getDomainIcon(request, reply) {
    const { domain } = grantedDomain(request);
    return sendBlob(request, reply, domain.iconblob, { immutable: false });
  },

  async getPublicDomainIcon(request, reply) {
    const domain = await publicDomain(request.server, request.params.domain);
    return sendBlob(request, reply, domain.iconblob, { immutable: false });
  },

  async getEntityIcon(request, reply) {
    const { types, id } = request.params;
    const blob = await entityIconBlob(request.server, grantedDomain(request).domain, types, id);
    return sendBlob(request, reply, blob, { immutable: false });
  },

  async getPublicEntityIcon(request, reply) {
    const { domain, types, id } = request.params;
    const found = await publicDomain(request.server, domain);
    return sendBlob(request, reply, await entityIconBlob(request.server, found, types, id), {
      immutable: false,
    });
  },
} satisfies HandlerMap;
