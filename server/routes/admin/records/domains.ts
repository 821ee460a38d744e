/**
 * Domain record operations (staff-and-agents.md §2.3, §4, §5, §7 "Domains, buildings, plots"): delete, trial
 * reset and plan switches for free or trial plans, change of owner, and the domain's locations and stores.
 */
import { TRIAL_DAYS } from '../../../../common/plans.ts';
import type { Queryable } from '../../../db/connection.ts';
import { createAuditRepository } from '../../../repositories/audit-repository.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import {
  isFreePlan,
  isTrialPlan,
  lockDocument,
  ownerMayChange,
  planOf,
  readDocument,
  RECORD_MESSAGES,
  writeDocument,
  type PlanFacts,
  type StoredDoc,
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
    const before = await lockDocument(tx, 'domains', request.params.id, RECORD_MESSAGES.domainNotFound);
    const plan = planOf(before);
    if (!allowed(plan)) throw badRequest(refusal);
    const after = await writeDocument(tx, 'domains', { ...before, plan: next(plan) });
    await createAuditRepository(tx).record({
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
      const before = await lockDocument(tx, 'domains', request.params.id, RECORD_MESSAGES.domainNotFound);
      if (!freeOrTrial(planOf(before))) throw badRequest(RECORD_MESSAGES.onlyFreeOrTrial);
      for (const table of ['locations', 'events', 'plots']) {
        await tx.query(`DELETE FROM ${table} WHERE doc->>'domain' = $1`, [before.id]);
      }
      await tx.query('DELETE FROM domains WHERE id = $1', [before.id]);
      await createAuditRepository(tx).record({
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
    const { db } = request.server;
    await readDocument(db, 'domains', request.params.id, RECORD_MESSAGES.domainNotFound);
    const { rows } = await db.query<{ doc: StoredDoc }>(
      `SELECT doc FROM locations WHERE doc->>'domain' = $1 ORDER BY doc->>'name', id LIMIT 1000`,
      [request.params.id],
    );
    return { documents: rows.map((row) => row.doc) };
  },

  async listAdminDomainStores(request) {
    const { db } = request.server;
    const domain = await readDocument(db, 'domains', request.params.id, RECORD_MESSAGES.domainNotFound);
    const { rows } = await db.query<{ doc: StoredDoc }>(
      `SELECT doc FROM buildings WHERE doc->'storefront_slot'->>'destination' = $1
         OR starts_with(doc->'storefront_slot'->>'destination', $1 || '/')
       ORDER BY doc->>'name', id LIMIT 1000`,
      [String(domain.uri)],
    );
    return { stores: rows.map((row) => storeSummary(row.doc)) };
  },

  async setAdminOwner(request) {
    const actor = signedInUser(request);
    const { id, owner } = request.body;
    return request.server.db.transaction(async (tx) => {
      const newOwner = await tx.query('SELECT 1 FROM users WHERE id = $1', [owner]);
      if (newOwner.rows.length === 0) throw notFound(RECORD_MESSAGES.userNotFound);
      for (const collection of OWNED_COLLECTIONS) {
        const { rows } = await tx.query<{ doc: StoredDoc }>(
          `SELECT doc FROM ${collection} WHERE id = $1 FOR UPDATE`,
          [id],
        );
        const before = rows[0]?.doc;
        if (!before) continue;
        if (collection === 'domains') {
          if (!ownerMayChange(planOf(before))) throw badRequest(RECORD_MESSAGES.ownerPlanRule);
          await moveOwnerMembership(tx, before.id, String(before.owner ?? ''), owner);
        }
        const after = await writeDocument(tx, collection, { ...before, owner });
        await createAuditRepository(tx).record({
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

/** The owner's membership row moves: the new owner becomes manager and host, the old owner's row goes. */
async function moveOwnerMembership(
  tx: Queryable,
  domainId: string,
  previous: string,
  next: string,
): Promise<void> {
  if (previous && previous !== next) {
    await tx.query('DELETE FROM memberships WHERE domain_id = $1 AND user_id = $2', [domainId, previous]);
  }
  await tx.query(
    `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, ARRAY['manage_domain', 'host'])
     ON CONFLICT (domain_id, user_id) DO UPDATE
     SET permissions = ARRAY(SELECT DISTINCT unnest(memberships.permissions || EXCLUDED.permissions))`,
    [domainId, next],
  );
}

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
