/**
 * Location record sections (staff-and-agents.md §2.3): slots leading to the location. Its styles are the
 * manage page's styles calls (`routes/target-styles/`), which staff may use on any metaverse.
 */
import type { StoredDoc } from '../../../repositories/records-repository.ts';
import { orNotFound, RECORD_MESSAGES } from './access.ts';
import type { HandlerMap } from '../../types.ts';

interface SlotDoc {
  slot: number;
  owner?: string;
  destination: string;
  boughtfor?: number;
  marketsale?: boolean;
  refuseoffers?: boolean;
  destdoorid?: number;
  iconurl?: string;
}

export const adminRecordsLocationHandlers = {
  async listAdminLocationSlots(request) {
    const { records } = request.server.repos;
    const location = orNotFound(
      await records.read('locations', request.params.id),
      RECORD_MESSAGES.locationNotFound,
    );
    const path = String(location.path ?? '');
    const buildings = (await records.buildingsWithSlotTo(path)) as (StoredDoc & { slots?: SlotDoc[] })[];
    const slots = buildings.flatMap((doc) =>
      (doc.slots ?? [])
        .filter((slot) => slot.destination === path)
        .map((slot) => ({
          ...slot,
          building: doc.id,
          buildingname: String(doc.name ?? ''),
          cellx: Number(doc.cellx),
          celly: Number(doc.celly),
          subdistrictid: Number(doc.subdistrictid),
          buildingid: Number(doc.buildingid),
        })),
    );
    return { slots };
  },
} satisfies HandlerMap;
