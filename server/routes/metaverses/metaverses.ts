/** Creating, changing and deleting metaverses, and their plans (owner-console.md §2.6–2.8, §4, §7 Domains). */
import type { FastifyInstance } from 'fastify';
import { grantedDomain, hasPermission } from '../../authz/index.ts';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { findPrice } from '../../providers/payments/catalogue.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { capabilities, effectivePlanType } from './access.ts';
import { createOffers, upgradeOffers } from './plans.ts';
import { DOMAIN_NAME_PATTERN, DOMAIN_URI_PATTERN } from '../../../common/patterns.ts';
import { METAVERSE_TEXTS as T } from './texts.ts';
import type { HandlerMap } from '../types.ts';
import { planActivated } from '../../lib/plan-state.ts';
import { isPlanType, TRIAL_DAYS } from '../../../common/plans.ts';

const OWNER_PERMISSIONS = ['manage_domain', 'host'];

function checkName(name: string): void {
  if (name.trim() === '') throw badRequest(T.nameMissing);
  if (!DOMAIN_NAME_PATTERN.test(name)) throw badRequest(T.nameRule);
}

/** A uri from the name ("My Place" → "my-place"), made unique with a number. */
export async function uriFromName(app: Pick<FastifyInstance, 'repos'>, name: string): Promise<string> {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const stem = /^[a-z]/.test(base) ? base.slice(0, 50) : `metaverse-${base}`.slice(0, 50).replace(/-+$/, '');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (!(await app.repos.metaverses.uriTaken(candidate))) return candidate;
  }
}

/** The domain as its manager sees it after a change. */
export function view(
  domain: DomainDoc,
  permissions: string[] | null,
): DomainDoc & { domainPermissions?: string[] } {
  return { ...domain, ...(permissions !== null && { domainPermissions: permissions }) };
}

/**
 * Sets the plan from the provider's subscription: active → the price's plan (x-stripe); canceled → free.
 * Shared by sync and the local checkout.
 */
export async function syncPlan(app: FastifyInstance, domain: DomainDoc): Promise<DomainDoc> {
  const subscription = await app.payments.provider.findSubscription(domain.id, domain.stripesubscription);
  if (!subscription) return domain;
  if (subscription.status === 'canceled') {
    return app.repos.metaverses.patchDomain(domain.id, {
      plan: { type: 'free', plan: 'free', activated: true },
      stripesubscription: null,
    });
  }
  const price = findPrice(subscription.priceId);
  if (!price) return domain;
  return app.repos.metaverses.patchDomain(domain.id, {
    plan: { type: price.plan, plan: `${price.plan}-stripe`, activated: true },
    stripesubscription: subscription.id,
  });
}

export const metaversesHandlers = {
  async createDomain(request) {
    const user = signedInUser(request);
    const body = request.body;
    checkName(body.name);
    const app = request.server;
    let uri: string;
    if (body.uri !== undefined) {
      // A rule of the body, not of the caller: only developers choose the uri (anyone allowed to create may).
      if (!hasPermission(user, 'developer')) throw forbidden(T.uriDevelopersOnly);
      if (!DOMAIN_URI_PATTERN.test(body.uri)) throw badRequest(T.uriRule);
      if (await app.repos.metaverses.uriTaken(body.uri)) throw badRequest(T.uriTaken);
      uri = body.uri;
    } else {
      uri = await uriFromName(app, body.name);
    }
    const now = new Date();
    const type = body.plan ?? 'free';
    const domainaccess = body.domainaccess ?? 'public';
    const doc: DomainDoc = {
      id: newId(),
      uri,
      name: body.name.trim(),
      type: 'domain',
      owner: user.id,
      plan:
        type === 'free'
          ? { type, plan: 'free', activated: true }
          : {
              type,
              plan: `${type}-trial`,
              activated: true,
              trialend: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
            },
      domainaccess,
      // Store access only makes sense for invite-only metaverses (the switch is disabled when Public).
      buildingaccess: domainaccess === 'invite_only' && body.buildingaccess === true,
      created: now.toISOString(),
      timestamp: now.toISOString(),
    };
    await app.db.transaction(async (tx) => {
      const { metaverses } = createRepositories(tx);
      if (await metaverses.uriTaken(uri)) throw badRequest(T.uriTaken);
      await metaverses.insertDomain(doc, OWNER_PERMISSIONS);
    });
    return { id: doc.id, uri: doc.uri };
  },

  async updateDomain(request) {
    const access = grantedDomain(request);
    const body = request.body;
    if (body.name !== undefined) checkName(body.name);
    const access2 = body.domainaccess ?? access.domain.domainaccess;
    const patch: Record<string, unknown> = { ...body };
    if (body.name !== undefined) patch.name = body.name.trim();
    if (access2 === 'public') patch.buildingaccess = false;
    const domain = await request.server.db.transaction(async (tx) => {
      const updated = await createRepositories(tx).metaverses.patchDomain(access.domain.id, patch);
      if (access.role !== 'owner' && access.role !== 'manager') {
        await createAuditRepository(tx).record({
          actorId: access.user.id,
          action: 'domain.update',
          collection: 'domains',
          targetId: access.domain.id,
          before: access.domain,
          after: updated,
        });
      }
      return updated;
    });
    return view(domain, access.permissions);
  },

  async deleteDomain(request) {
    const access = grantedDomain(request);
    const subscription = access.domain.stripesubscription;
    if (subscription) await request.server.payments.provider.cancel(subscription);
    await request.server.repos.metaverses.deleteDomain(access.domain.id);
    return { ok: true };
  },

  async getDomainPlan(request) {
    const access = grantedDomain(request);
    const plan = access.domain.plan ?? { type: 'free' as const, plan: 'free', activated: true };
    const caps = capabilities(access.domain, new Date());
    return {
      type: plan.type,
      plan: plan.plan,
      ispersonal: false,
      activated: planActivated(plan, new Date()),
      ...(plan.trialend !== undefined && { trialend: plan.trialend }),
      ...caps,
    };
  },

  async setDomainPlan(request) {
    const access = grantedDomain(request);
    const subscription = access.domain.stripesubscription
      ? await request.server.payments.provider.findSubscription(
          access.domain.id,
          access.domain.stripesubscription,
        )
      : null;
    if (subscription && subscription.status !== 'canceled') throw badRequest(T.activeSubscription);
    const domain = await request.server.repos.metaverses.patchDomain(access.domain.id, {
      plan: { type: request.body.newPlan, plan: request.body.newPlan, activated: true },
      stripesubscription: null,
    });
    return view(domain, access.permissions);
  },

  async syncDomainSubscription(request) {
    const access = grantedDomain(request);
    return view(await syncPlan(request.server, access.domain), access.permissions);
  },

  async getUpgradePlans(request) {
    const access = grantedDomain(request);
    const current = effectivePlanType(access.domain, new Date());
    const plan = access.domain.plan;
    const trial = plan && /-trial$/.test(plan.plan ?? '') && isPlanType(plan.type) ? plan.type : undefined;
    return upgradeOffers(current, trial);
  },

  async getCreatePlans(request) {
    signedInUser(request);
    return createOffers();
  },
} satisfies HandlerMap;
