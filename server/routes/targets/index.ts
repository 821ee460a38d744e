/**
 * The single-target manage page's writes (single-target-and-flows.md §2, §5, §7): the target update (ours: the
 * spec leaves its path unshown), icon, banner and discovery images of a metaverse or one of its entities.
 * Managers (manage_domain) and staff only, from the contract. A readonly target refuses every write unless the
 * caller holds edit_readonly_entities (our decision; the spec lists the permission without its effect).
 */
import type { FastifyRequest } from 'fastify';
import type { EntityTypes } from '../../../common/entityRules.ts';
import {
  eventDatesProblem,
  isReadonlyTarget,
  readonlyText,
  TARGET_TEXTS,
} from '../../../common/targetRules.ts';
import { grantedDomain, holdsPermission, type DomainAccess } from '../../authz/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { StoredEntity } from '../../repositories/entities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { view } from '../metaverses/metaverses.ts';
import { storeUploadedImage } from '../images.ts';
import type { HandlerMap } from '../types.ts';
import { TARGET_ROUTE_TEXTS as T } from './texts.ts';

const SINGULAR: Record<EntityTypes, string> = {
  locations: 'location',
  events: 'event',
  plots: 'plot',
  landmarks: 'landmark',
};

/** Refuses a write to a readonly target unless the caller holds edit_readonly_entities. */
function requireWritable(access: DomainAccess, type: string, entity?: StoredEntity | null): void {
  if (!isReadonlyTarget(access.domain, entity)) return;
  if (holdsPermission(access.user, 'edit_readonly_entities')) return;
  throw forbidden(readonlyText(type, access.domain, entity));
}

/** The entity named by the path (id or name) of the caller's metaverse, writable by the caller. */
async function writableEntity(request: FastifyRequest, types: EntityTypes, key: string) {
  const access = grantedDomain(request);
  const found = await request.server.repos.domains.findEntity(access.domain.id, types, key);
  if (!found) throw notFound(MESSAGES.entityNotFound);
  const entity = await request.server.repos.entities.find(access.domain.id, types, found.id);
  if (!entity) throw notFound(MESSAGES.entityNotFound);
  requireWritable(access, SINGULAR[types], entity);
  return { access, entity };
}

/** Writes the patch, audited when staff (not the metaverse's own managers) make it, as metaverse writes are. */
async function patchEntity(
  request: FastifyRequest,
  access: DomainAccess,
  types: EntityTypes,
  entity: StoredEntity,
  patch: Record<string, unknown>,
) {
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const updated = await repos.entities.patch(access.domain.id, types, entity.id, patch);
    if (!updated) throw notFound(MESSAGES.entityNotFound);
    if (access.role !== 'owner' && access.role !== 'manager') {
      await repos.audit.record({
        actorId: access.user.id,
        action: 'entity.update',
        collection: types === 'landmarks' ? 'locations' : types,
        targetId: entity.id,
        before: entity,
        after: updated,
      });
    }
    return updated;
  });
}

const asDate = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

export const targetsHandlers = {
  async updateEntity(request) {
    const { types, id } = request.params;
    const { access, entity } = await writableEntity(request, types, id);
    const body = request.body;
    const patch: Record<string, unknown> = { ...body };
    const eventFields = ['startdate', 'enddate', 'published', 'location'] as const;
    if (types !== 'events' && eventFields.some((field) => body[field] !== undefined)) {
      throw badRequest(T.eventsOnly);
    }
    if (body.nickname !== undefined) {
      patch.nickname = body.nickname.trim();
      if (patch.nickname === '') throw badRequest(T.nameEmpty);
    }
    if (body.location !== undefined) {
      const location = await request.server.repos.domains.findEntity(access.domain.id, 'locations', body.location);
      if (!location) throw badRequest(T.unknownLocation);
      patch.location = location.name ?? location.id;
    }
    if (body.startdate !== undefined || body.enddate !== undefined) {
      const start = asDate(body.startdate ?? entity.startdate);
      const end = asDate(body.enddate ?? entity.enddate);
      if (start && end) {
        const problem = eventDatesProblem({ start, end }, new Date(), {
          mayExceedMaximum: holdsPermission(access.user, 'admin_write_entities'),
          startChanged: body.startdate !== undefined && body.startdate !== entity.startdate,
        });
        if (problem) throw badRequest(TARGET_TEXTS[problem]);
      }
      if (body.startdate !== undefined) patch.startdate = start?.toISOString();
      if (body.enddate !== undefined) patch.enddate = end?.toISOString();
    }
    const updated = await patchEntity(request, access, types, entity, patch);
    return { ...updated, name: updated.name ?? updated.id };
  },

  async uploadEntityImage(request) {
    const { types, id, image } = request.params;
    const { access, entity } = await writableEntity(request, types, id);
    const blob = await storeUploadedImage(request);
    const updated = await patchEntity(request, access, types, entity, { [`${image}blob`]: blob.id });
    return { ...updated, name: updated.name ?? updated.id };
  },

  async clearEntityImage(request) {
    const { types, id, image } = request.params;
    const { access, entity } = await writableEntity(request, types, id);
    const updated = await patchEntity(request, access, types, entity, { [`${image}blob`]: null });
    return { ...updated, name: updated.name ?? updated.id };
  },

  async uploadDomainIcon(request) {
    const access = grantedDomain(request);
    requireWritable(access, 'metaverse');
    const blob = await storeUploadedImage(request);
    const domain = await request.server.repos.metaverses.patchDomain(access.domain.id, { iconblob: blob.id });
    return view(domain, access.permissions);
  },

  async uploadDomainBanner(request) {
    const access = grantedDomain(request);
    requireWritable(access, 'metaverse');
    const blob = await storeUploadedImage(request);
    const domain = await request.server.repos.metaverses.patchDomain(access.domain.id, { bannerblob: blob.id });
    return view(domain, access.permissions);
  },
} satisfies HandlerMap;
