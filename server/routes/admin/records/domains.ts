/**
 * Domain record operations (staff-and-agents.md §2.3, §4, §5, §7 "Domains, buildings, plots"): delete, trial
 * reset and plan switches for free or trial plans, change of owner, and the domain's locations and stores.
 */
import { TRIAL_DAYS } from '../../../../common/plans.ts';
import { createRepositories } from '../../../repositories/index.ts';
import type { StoredDoc } from '../../../repositories/records-repository.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import {
  isFreePlan,
  isTrialPlan,
  orNotFound,
  ownerMayChange,
  planOf,
  RECORD_MESSAGES,
  type PlanFacts,
} from './access.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap, OperationRequest } from '../../types.ts';

const DAY_MS = 86_400_000;
const trialEnd = (): string => new Date(Date.now() + TRIAL_DAYS * DAY_MS).toISOString();

type PlanOperation = 'resetAdminDomainTrial' | 'setAdminDomainCustomPlan' | 'setAdminDomainTrialPlan';

/** Applies a plan change under its precondition, audited in the same transaction. */
async function changePlan(
  request: OperationRequest<PlanOperation>,
  action: string,
  allowed: (plan: PlanFacts | undefined) => boolean,
  refusal: string,
  next: (plan: PlanFacts | undefined) => PlanFacts,
): Promise<StoredDoc> {
  const actor = signedInUser(request);
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const before = orNotFound(
      await repos.records.lock('domains', request.params.id),
      RECORD_MESSAGES.domainNotFound,
    );
    const plan = planOf(before);
    if (!allowed(plan)) throw badRequest(refusal);
    const after = await repos.records.write('domains', { ...before, plan: next(plan) });
    await repos.audit.record({
      actorId: actor.id,
      action,
      collection: 'domains',
      targetId: before.id,
      before: { plan: before.plan },
      after: { plan: after.plan },
    });
    return after;
  });
}

const freeOrTrial = (plan: PlanFacts | undefined) => isFreePlan(plan) || isTrialPlan(plan);

/** The record of `id` among the collections that have owners (domains first), for setowner. */
const OWNED_COLLECTIONS = ['domains', 'locations', 'events', 'plots', 'files'] as const;

export const adminRecordsDomainHandlers = {
  async deleteAdminDomain(request) {
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = orNotFound(
        await repos.records.lock('domains', request.params.id),
        RECORD_MESSAGES.domainNotFound,
      );
      if (!freeOrTrial(planOf(before))) throw badRequest(RECORD_MESSAGES.onlyFreeOrTrial);
      await repos.records.deleteDomainWithContents(before.id);
      await repos.audit.record({
        actorId: actor.id,
        action: 'domain.delete',
        collection: 'domains',
        targetId: before.id,
        before,
      });
      return before;
    });
  },

  async resetAdminDomainTrial(request) {
    return changePlan(request, 'domain.trialreset', isTrialPlan, RECORD_MESSAGES.onlyTrial, (plan) => ({
      ...plan,
      trialend: trialEnd(),
      activated: true,
    }));
  },

  async setAdminDomainCustomPlan(request) {
    return changePlan(request, 'domain.setcustomplan', freeOrTrial, RECORD_MESSAGES.onlyFreeOrTrial, () => ({
      type: 'enterprise',
      plan: 'enterprise-custom',
      activated: true,
    }));
  },

  async setAdminDomainTrialPlan(request) {
    return changePlan(request, 'domain.settrialplan', freeOrTrial, RECORD_MESSAGES.onlyFreeOrTrial, () => ({
      type: 'business',
      plan: 'business-trial',
      trialend: trialEnd(),
      activated: true,
    }));
  },

  async listAdminDomainLocations(request) {
    const { records } = request.server.repos;
    orNotFound(await records.read('domains', request.params.id), RECORD_MESSAGES.domainNotFound);
    return { documents: await records.domainLocations(request.params.id) };
  },

  async listAdminDomainStores(request) {
    const { records } = request.server.repos;
    const domain = orNotFound(
      await records.read('domains', request.params.id),
      RECORD_MESSAGES.domainNotFound,
    );
    const stores = await records.storesLeadingTo(String(domain.uri));
    return { stores: stores.map(storeSummary) };
  },

  async setAdminOwner(request) {
    const actor = signedInUser(request);
    const { id, owner } = request.body;
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      if (!(await repos.records.userExists(owner))) throw notFound(RECORD_MESSAGES.userNotFound);
      for (const collection of OWNED_COLLECTIONS) {
        const before = await repos.records.lock(collection, id);
        if (!before) continue;
        if (collection === 'domains') {
          if (!ownerMayChange(planOf(before))) throw badRequest(RECORD_MESSAGES.ownerPlanRule);
          await repos.records.moveOwnerMembership(before.id, String(before.owner ?? ''), owner);
        }
        const after = await repos.records.write(collection, { ...before, owner });
        await repos.audit.record({
          actorId: actor.id,
          action: `${collection === 'domains' ? 'domain' : collection}.setowner`,
          collection,
          targetId: id,
          before: { owner: before.owner },
          after: { owner },
        });
        return { collection, document: after };
      }
      throw notFound(RECORD_MESSAGES.recordNotFound);
    });
  },
} satisfies HandlerMap;

/** The store fields of a building document. */
export function storeSummary(doc: StoredDoc) {
  const int = (value: unknown) => (typeof value === 'number' ? Math.trunc(value) : 0);
  const slot = doc.storefront_slot as { owner?: string; destination?: string } | undefined;
  return {
    id: doc.id,
    name: String(doc.name ?? ''),
    cellx: int(doc.cellx),
    celly: int(doc.celly),
    subdistrictid: int(doc.subdistrictid),
    buildingid: int(doc.buildingid),
    ...(typeof doc.buystore === 'number' && { buystore: Math.trunc(doc.buystore) }),
    storefront: doc.storefront === true,
    ...(slot && {
      storefront_slot: {
        ...(slot.owner && { owner: slot.owner }),
        ...(slot.destination && { destination: slot.destination }),
      },
    }),
  };
}
