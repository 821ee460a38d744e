/**
 * Headset launch (owner-console.md §4 Headset launch, §7): deep links in six variants — the app's start, a
 * domain or a location of it, each for signed-out visitors (public domains) and signed-in users (domains they
 * may enter) — their status, and the local provider's page that marks a link used when opened.
 */
import type { FastifyRequest } from 'fastify';
import { canViewDomain, grantedDomain } from '../../authz/index.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { HeadsetPlatformError, localHeadsetAccount } from '../../providers/headset/index.ts';
import { openPage } from '../../providers/headset/open-page.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import type { HandlerMap } from '../types.ts';

export const LAUNCH_TEXTS = {
  locationNeedsDomain: 'A location can only be launched together with its domain',
  linkNotFound: 'No such launch link',
  localLink: 'This link is marked used when it is opened; the headset platform does not report it',
  notVouched: 'The headset platform did not confirm this user',
} as const;

interface Target {
  domain?: string;
  secret?: string;
  location?: string;
  nonvr?: boolean;
}

/**
 * The domain a link leads into, for the operations that name it in the query or for signed-out visitors:
 * signed-out visitors reach public domains, signed-in users the domains they may see, and either any domain
 * with a valid invite secret. (The signed-in `{domain}` operations declare theirs in the contract.)
 */
async function launchableDomain(
  request: FastifyRequest,
  user: UserDoc | null,
  key: string,
  secret: string | undefined,
): Promise<DomainDoc> {
  const app = request.server;
  const domain = await app.repos.domains.findByKey(key);
  if (!domain) throw notFound(MESSAGES.domainNotFound);
  const permissions = user ? await app.repos.domains.membership(domain.id, user.id) : null;
  const allowed =
    (user ? canViewDomain(user, domain, permissions && { permissions }) : domain.domainaccess === 'public') ||
    (!!secret && (await app.repos.deepLinks.validInvite(domain.id, secret)));
  // Signed-out visitors are not told that an invite-only domain exists.
  if (!allowed) throw user ? forbidden(MESSAGES.domainMembersOnly) : notFound(MESSAGES.domainNotFound);
  return domain;
}

/** Checks the target's location and records a new link into `domain` (or the app's start without one). */
async function issue(
  request: FastifyRequest,
  user: UserDoc | null,
  domain: DomainDoc | null,
  target: Pick<Target, 'location' | 'nonvr'>,
) {
  const app = request.server;
  let location: string | null = null;
  if (domain && target.location) {
    const found = await app.repos.domains.findEntity(domain.id, 'locations', target.location);
    if (!found) throw notFound(MESSAGES.entityNotFound);
    location = found.name ?? found.id;
  }
  const provider = app.headset;
  const msgid = newId();
  await app.repos.deepLinks.create({
    msgid,
    provider: provider.name,
    userId: user?.id ?? null,
    domainId: domain?.id ?? null,
    location,
    nonvr: target.nonvr === true,
  });
  return {
    url: provider.linkUrl(msgid, publicOrigin(request), target.nonvr === true),
    msgid,
    provider: provider.name,
  };
}

/** A link to a target named in the query (or in the path for signed-out visitors); a location needs its domain. */
async function issueFor(request: FastifyRequest, user: UserDoc | null, target: Target) {
  if (target.location && !target.domain) throw badRequest(LAUNCH_TEXTS.locationNeedsDomain);
  const domain = target.domain ? await launchableDomain(request, user, target.domain, target.secret) : null;
  return issue(request, user, domain, target);
}

export const launchHandlers = {
  async getPublicDeepLink(request) {
    return issueFor(request, null, request.query);
  },
  async getDeepLink(request) {
    return issueFor(request, signedInUser(request), request.query);
  },
  async getPublicDomainDeepLink(request) {
    return issueFor(request, null, { domain: request.params.domain, nonvr: request.query.nonvr });
  },
  async getDomainDeepLink(request) {
    const { domain, user } = grantedDomain(request);
    return issue(request, user, domain, { nonvr: request.query.nonvr });
  },
  async getPublicLocationDeepLink(request) {
    const { domain, location } = request.params;
    return issueFor(request, null, { domain, location, nonvr: request.query.nonvr });
  },
  async getLocationDeepLink(request) {
    const { domain, user } = grantedDomain(request);
    return issue(request, user, domain, { location: request.params.location, nonvr: request.query.nonvr });
  },

  async getDeepLinkStatus(request) {
    const used = await request.server.repos.deepLinks.used(request.params.id);
    if (used === null) throw notFound(LAUNCH_TEXTS.linkNotFound);
    return { used };
  },

  async reportDeepLinkReceived(request) {
    const app = request.server;
    const link = await app.repos.deepLinks.find(request.params.id);
    if (!link) throw notFound(LAUNCH_TEXTS.linkNotFound);
    const verify = app.headset.verifyUser;
    if (link.provider !== app.headset.name || !verify) throw new HttpError(409, LAUNCH_TEXTS.localLink);
    const { userId, nonce } = request.body;
    const vouched = await verify(userId, nonce).catch((error: unknown) => {
      if (error instanceof HeadsetPlatformError) throw new HttpError(502, error.message);
      throw error;
    });
    if (!vouched) throw new HttpError(401, LAUNCH_TEXTS.notVouched);
    await app.repos.deepLinks.markUsed(request.params.id);
    // The headset account joins the console user who launched, unless either already has a link.
    if (link.user_id) {
      const user = await app.repos.users.get(link.user_id);
      const taken = await app.repos.deepLinks.headsetAccountTaken(userId);
      if (user && !user.oculusaccount && !taken)
        await app.repos.users.update(user.id, { oculusaccount: userId });
    }
    return { used: true };
  },

  async openHeadsetLink(request, reply) {
    const app = request.server;
    const link = await app.repos.deepLinks.openLocal(request.params.id);
    if (!link) throw notFound(LAUNCH_TEXTS.linkNotFound);
    // What the VR app does on first start: it links the headset account to the user who launched it.
    if (link.user_id) {
      const user = await app.repos.users.get(link.user_id);
      if (user && !user.oculusaccount) {
        await app.repos.users.update(user.id, { oculusaccount: localHeadsetAccount(user.id) });
      }
    }
    const target = link.uri ? (link.location ? `${link.uri}/locations/${link.location}` : link.uri) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(openPage({ nonvr: link.nonvr, target }));
  },
} satisfies HandlerMap;
