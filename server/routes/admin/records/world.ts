/**
 * Building-world record operations (staff-and-agents.md §7 "Domains, buildings, plots"): regenerate a plot,
 * make a building a store leading to a location, and teleport the staff user to a building.
 */
import { buildingPostcode } from '../../../../common/postcode.ts';
import { createRepositories } from '../../../repositories/index.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { orNotFound, RECORD_MESSAGES } from './access.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap } from '../../types.ts';
import { queuePlotRegeneration } from '../regeneration/run.ts';

export const adminRecordsWorldHandlers = {
  async regenerateAdminPlot(request) {
    const actor = signedInUser(request);
    const plot = await request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = orNotFound(
        await repos.records.lock('plots', request.params.id),
        RECORD_MESSAGES.plotNotFound,
      );
      const regeneration = (typeof before.regeneration === 'number' ? before.regeneration : 0) + 1;
      const after = await repos.records.write('plots', {
        ...before,
        regeneration,
        regenerated: new Date().toISOString(),
      });
      await repos.audit.record({
        actorId: actor.id,
        action: 'plot.regenerate',
        collection: 'plots',
        targetId: before.id,
        before: { regeneration: before.regeneration ?? 0, regenerated: before.regenerated ?? null },
        after: { regeneration: after.regeneration, regenerated: after.regenerated },
      });
      return after;
    });
    // The same job a whole-world run queues per plot; queued once the new version is committed.
    const address = await request.server.repos.map.plotAddress(plot.id);
    if (address) await queuePlotRegeneration(request.server, address);
    return plot;
  },

  async assignAdminBuildingStore(request) {
    const actor = signedInUser(request);
    const destination = request.body.destination.trim();
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const location = await repos.records.locationByIdOrPath(destination);
      if (!location) throw badRequest(RECORD_MESSAGES.locationNotFound);
      const before = orNotFound(
        await repos.records.lock('buildings', request.params.id),
        RECORD_MESSAGES.buildingNotFound,
      );
      const previous = before.storefront_slot as { owner?: string } | undefined;
      const storefrontSlot = {
        owner: previous?.owner ?? String(location.owner ?? ''),
        destination: String(location.path ?? location.id),
      };
      const after = await repos.records.write('buildings', {
        ...before,
        storefront: true,
        storefront_slot: storefrontSlot,
      });
      await repos.audit.record({
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
    const { db, repos } = request.server;
    const building = orNotFound(
      await repos.records.read('buildings', request.params.id),
      RECORD_MESSAGES.buildingNotFound,
    );
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
      const inTx = createRepositories(tx);
      const user = orNotFound(await inTx.records.lock('users', actor.id), RECORD_MESSAGES.userNotFound);
      await inTx.records.write('users', { ...user, pendingteleport: teleport });
      await inTx.audit.record({
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
