/**
 * Building-world record operations (staff-and-agents.md §7 "Domains, buildings, plots"): regenerate a plot,
 * make a building a store leading to a location, and teleport the staff user to a building.
 */
import { buildingPostcode } from '../../../../common/postcode.ts';
import { createAuditRepository } from '../../../repositories/audit-repository.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { lockDocument, readDocument, RECORD_MESSAGES, writeDocument, type StoredDoc } from './access.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap } from '../../types.ts';

export const adminRecordsWorldHandlers = {
  async regenerateAdminPlot(request) {
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const before = await lockDocument(tx, 'plots', request.params.id, RECORD_MESSAGES.plotNotFound);
      const regeneration = (typeof before.regeneration === 'number' ? before.regeneration : 0) + 1;
      const after = await writeDocument(tx, 'plots', {
        ...before,
        regeneration,
        regenerated: new Date().toISOString(),
      });
      await createAuditRepository(tx).record({
        actorId: actor.id,
        action: 'plot.regenerate',
        collection: 'plots',
        targetId: before.id,
        before: { regeneration: before.regeneration ?? 0, regenerated: before.regenerated ?? null },
        after: { regeneration: after.regeneration, regenerated: after.regenerated },
      });
      return after;
    });
  },

  async assignAdminBuildingStore(request) {
    const actor = signedInUser(request);
    const destination = request.body.destination.trim();
    return request.server.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ doc: StoredDoc }>(
        `SELECT doc FROM locations WHERE id = $1 OR doc->>'path' = $1 LIMIT 1`,
        [destination],
      );
      const location = rows[0]?.doc;
      if (!location) throw badRequest(RECORD_MESSAGES.locationNotFound);
      const before = await lockDocument(tx, 'buildings', request.params.id, RECORD_MESSAGES.buildingNotFound);
      const previous = before.storefront_slot as { owner?: string } | undefined;
      const storefrontSlot = {
        owner: previous?.owner ?? String(location.owner ?? ''),
        destination: String(location.path ?? location.id),
      };
      const after = await writeDocument(tx, 'buildings', {
        ...before,
        storefront: true,
        storefront_slot: storefrontSlot,
      });
      await createAuditRepository(tx).record({
        actorId: actor.id,
        action: 'building.assignstore',
        collection: 'buildings',
        targetId: before.id,
        before: { storefront: before.storefront ?? false, storefront_slot: before.storefront_slot ?? null },
        after: { storefront: true, storefront_slot: storefrontSlot },
      });
      return after;
    });
  },

  async teleportAdminBuilding(request) {
    const actor = signedInUser(request);
    const { db } = request.server;
    const building = await readDocument(db, 'buildings', request.params.id, RECORD_MESSAGES.buildingNotFound);
    const postcode = buildingPostcode(building);
    if (!postcode) throw badRequest(RECORD_MESSAGES.buildingWithoutAddress);
    const teleport = {
      building: building.id,
      postcode,
      cellx: Number(building.cellx),
      celly: Number(building.celly),
      subdistrictid: Number(building.subdistrictid),
      buildingid: Number(building.buildingid),
      requested: new Date().toISOString(),
      // The VR app's URL scheme: opening it moves the signed-in user to the building at once.
      deeplink: `multiverse://teleport/${postcode}`,
    };
    await db.transaction(async (tx) => {
      const user = await lockDocument(tx, 'users', actor.id, RECORD_MESSAGES.userNotFound);
      await writeDocument(tx, 'users', { ...user, pendingteleport: teleport });
      await createAuditRepository(tx).record({
        actorId: actor.id,
        action: 'user.teleport',
        collection: 'users',
        targetId: actor.id,
        before: { pendingteleport: user.pendingteleport ?? null },
        after: { pendingteleport: teleport },
      });
    });
    return teleport;
  },
} satisfies HandlerMap;
