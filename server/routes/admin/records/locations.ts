/**
 * Location record sections (staff-and-agents.md §2.3): slots leading to the location, and its styles
 * (variables and custom CSS per release, §7 "Styles") for staff or the domain's owner and managers.
 */
import type { FastifyRequest } from 'fastify';
import { domainRole, isStaff, meetsDomainRole } from '../../../authz/index.ts';
import { createRepositories } from '../../../repositories/index.ts';
import type { Release, StoredDoc, StyleRow } from '../../../repositories/records-repository.ts';
import { forbidden } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { UserDoc } from '../../../repositories/users-repository.ts';
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

/** The location of a styles path (domain by id or uri, location by id or name in it) and the caller's right. */
async function styledLocation(
  request: FastifyRequest<{ Params: { domain: string; location: string } }>,
): Promise<{ user: UserDoc; location: StoredDoc }> {
  const user = signedInUser(request);
  const { repos } = request.server;
  const domain = orNotFound(
    await repos.records.domainByIdOrUri(request.params.domain),
    RECORD_MESSAGES.domainNotFound,
  );
  // The right is checked before the location is looked up, so outsiders cannot probe location names.
  if (!isStaff(user)) {
    const permissions = await repos.domains.membership(domain.id, user.id);
    const role = domainRole(
      user,
      { owner: String(domain.owner ?? '') },
      permissions ? { permissions } : null,
    );
    if (!meetsDomainRole(user, role, 'manager')) throw forbidden(MESSAGES.invalidPermission);
  }
  const location = orNotFound(
    await repos.records.locationInDomain(domain.id, request.params.location),
    RECORD_MESSAGES.locationNotFound,
  );
  return { user, location };
}

/** Writes one column of a location's style row, audited with the value before and after. */
async function saveStyle(
  request: FastifyRequest,
  user: UserDoc,
  locationId: string,
  release: Release,
  change: { variables: StyleRow['variables'] } | { customstyle: string },
): Promise<StyleRow> {
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const before = await repos.records.styleRow(locationId, release);
    const after = { ...before, ...change };
    await repos.records.saveStyleRow(locationId, release, after);
    const field = 'variables' in change ? 'variables' : 'customstyle';
    await repos.audit.record({
      actorId: user.id,
      action: `location.styles.${field}`,
      collection: 'locations',
      targetId: locationId,
      before: { release, [field]: before[field] },
      after: { release, [field]: after[field] },
    });
    return after;
  });
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

  async getLocationStyleVariables(request) {
    const { location } = await styledLocation(request);
    return (await request.server.repos.records.styleRow(location.id, request.query.release ?? 'dev'))
      .variables;
  },

  async setLocationStyleVariables(request) {
    const { user, location } = await styledLocation(request);
    const { release, variables } = request.body;
    return (await saveStyle(request, user, location.id, release, { variables })).variables;
  },

  async getLocationCustomStyle(request) {
    const { location } = await styledLocation(request);
    const release = request.query.release ?? 'dev';
    return {
      release,
      source: (await request.server.repos.records.styleRow(location.id, release)).customstyle,
    };
  },

  async setLocationCustomStyle(request) {
    const { user, location } = await styledLocation(request);
    const { release, source } = request.body;
    const saved = await saveStyle(request, user, location.id, release, { customstyle: source });
    return { release, source: saved.customstyle };
  },
} satisfies HandlerMap;
