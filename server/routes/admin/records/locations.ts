/**
 * Location record sections (staff-and-agents.md §2.3): slots leading to the location, and its styles
 * (variables and custom CSS per release, §7 "Styles") for staff or the domain's owner and managers.
 */
import type { FastifyRequest } from 'fastify';
import { domainRole, isStaff, meetsDomainRole } from '../../../authz/index.ts';
import type { Queryable } from '../../../db/connection.ts';
import { createAuditRepository } from '../../../repositories/audit-repository.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { UserDoc } from '../../../repositories/users-repository.ts';
import { readDocument, RECORD_MESSAGES, type StoredDoc } from './access.ts';
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

type Release = 'dev' | 'prod';

/** The location of a styles path (domain by id or uri, location by id or name in it) and the caller's right. */
async function styledLocation(
  request: FastifyRequest<{ Params: { domain: string; location: string } }>,
): Promise<{ user: UserDoc; location: StoredDoc }> {
  const user = signedInUser(request);
  const { db } = request.server;
  const { rows } = await db.query<{ doc: StoredDoc }>(
    `SELECT doc FROM domains WHERE id = $1 OR doc->>'uri' = $1 LIMIT 1`,
    [request.params.domain],
  );
  const domain = rows[0]?.doc;
  if (!domain) throw notFound(RECORD_MESSAGES.domainNotFound);
  // The right is checked before the location is looked up, so outsiders cannot probe location names.
  if (!isStaff(user)) {
    const membership = await db.query<{ permissions: string[] }>(
      'SELECT permissions FROM memberships WHERE domain_id = $1 AND user_id = $2',
      [domain.id, user.id],
    );
    const role = domainRole(user, { owner: String(domain.owner ?? '') }, membership.rows[0] ?? null);
    if (!meetsDomainRole(user, role, 'manager')) throw forbidden(MESSAGES.invalidPermission);
  }
  const found = await db.query<{ doc: StoredDoc }>(
    `SELECT doc FROM locations WHERE doc->>'domain' = $1 AND (id = $2 OR doc->>'name' = $2) LIMIT 1`,
    [domain.id, request.params.location],
  );
  const location = found.rows[0]?.doc;
  if (!location) throw notFound(RECORD_MESSAGES.locationNotFound);
  return { user, location };
}

interface StyleRow {
  variables: { id: string; value: string }[];
  customstyle: string;
}

async function styleRow(q: Queryable, locationId: string, release: Release): Promise<StyleRow> {
  const { rows } = await q.query<StyleRow>(
    'SELECT variables, customstyle FROM location_styles WHERE location_id = $1 AND release = $2',
    [locationId, release],
  );
  return rows[0] ?? { variables: [], customstyle: '' };
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
    const before = await styleRow(tx, locationId, release);
    const after = { ...before, ...change };
    await tx.query(
      `INSERT INTO location_styles (location_id, release, variables, customstyle, updated)
       VALUES ($1, $2, $3::jsonb, $4, now())
       ON CONFLICT (location_id, release) DO UPDATE
       SET variables = EXCLUDED.variables, customstyle = EXCLUDED.customstyle, updated = now()`,
      [locationId, release, JSON.stringify(after.variables), after.customstyle],
    );
    const field = 'variables' in change ? 'variables' : 'customstyle';
    await createAuditRepository(tx).record({
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
    const { db } = request.server;
    const location = await readDocument(db, 'locations', request.params.id, RECORD_MESSAGES.locationNotFound);
    const path = String(location.path ?? '');
    const { rows } = await db.query<{ doc: StoredDoc & { slots?: SlotDoc[] } }>(
      `SELECT doc FROM buildings WHERE doc->'slots' @> $1::jsonb ORDER BY doc->>'name', id LIMIT 1000`,
      [JSON.stringify([{ destination: path }])],
    );
    const slots = rows.flatMap(({ doc }) =>
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
    return (await styleRow(request.server.db, location.id, request.query.release ?? 'dev')).variables;
  },

  async setLocationStyleVariables(request) {
    const { user, location } = await styledLocation(request);
    const { release, variables } = request.body;
    return (await saveStyle(request, user, location.id, release, { variables })).variables;
  },

  async getLocationCustomStyle(request) {
    const { location } = await styledLocation(request);
    const release = request.query.release ?? 'dev';
    return { release, source: (await styleRow(request.server.db, location.id, release)).customstyle };
  },

  async setLocationCustomStyle(request) {
    const { user, location } = await styledLocation(request);
    const { release, source } = request.body;
    const saved = await saveStyle(request, user, location.id, release, { customstyle: source });
    return { release, source: saved.customstyle };
  },
} satisfies HandlerMap;
