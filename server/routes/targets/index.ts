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
  locationSlug,
  readonlyText,
  TARGET_TEXTS,
} from '../../../common/targetRules.ts';
import { PLAN_RANKS } from '../../providers/payments/catalogue.ts';
import { isPlanType } from '../../../common/plans.ts';
import { newId } from '../../lib/ids.ts';
import { effectivePlanType } from '../metaverses/access.ts';
import { TEMPLATES } from '../metaverses/plans.ts';
import { grantedDomain, holdsPermission, type DomainAccess } from '../../authz/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { StoredEntity } from '../../repositories/entities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { view } from '../metaverses/metaverses.ts';
import { storeUploadedImage } from '../images.ts';
import type { HandlerMap, RequestBody } from '../types.ts';
import {
  LOCKED_WHEN_LINKED,
  PROMOTION_STAFF_PERMISSION,
  PROMOTION_TEXTS,
  promotionProblem,
  promotionProblemText,
} from '../../../common/promotionRules.ts';
import { findHeadsetEvent } from '../target-promotion/headset-events.ts';
import { TARGET_ROUTE_TEXTS as T } from './texts.ts';

export const SINGULAR: Record<EntityTypes, string> = {
  locations: 'location',
  events: 'event',
  plots: 'plot',
  landmarks: 'landmark',
};

/**
 * The promotion part of an event's update (single-target-and-flows.md §4, §5): who may move the promotion where,
 * the checks, the linked headset event (it must exist on the platform) and the fields it locks. Adds to `patch`.
 */
async function promotionPatch(
  request: FastifyRequest,
  access: DomainAccess,
  entity: StoredEntity,
  body: RequestBody<'updateEntity'>,
  patch: Record<string, unknown>,
): Promise<void> {
  const linked = typeof entity.oculuseventid === 'string' && entity.oculuseventid !== '';
  if (linked && body.oculuseventid !== '') {
    const changed = (field: (typeof LOCKED_WHEN_LINKED)[number]) => {
      const value = patch[field];
      if (value === undefined) return false;
      if (field === 'startdate' || field === 'enddate')
        return new Date(String(value)).getTime() !== new Date(String(entity[field])).getTime();
      return value !== entity[field];
    };
    if (LOCKED_WHEN_LINKED.some(changed)) throw badRequest(PROMOTION_TEXTS.locked);
  }
  const change = {
    oculussubmission: body.oculussubmission,
    oculuseventid: body.oculuseventid,
    oculusnotes: body.oculusnotes,
  };
  if (Object.values(change).every((value) => value === undefined)) return;
  const staff = holdsPermission(access.user, PROMOTION_STAFF_PERMISSION);
  // The event as this update leaves its other fields, with the promotion it had before.
  const current = {
    ...entity,
    ...patch,
    oculussubmission: entity.oculussubmission,
    oculuseventid: entity.oculuseventid,
  } as Parameters<typeof promotionProblem>[0];
  const problem = promotionProblem(current, change, { staff, now: new Date() });
  if (problem) {
    const text = promotionProblemText(problem);
    throw problem.kind === 'staffOnly' ? forbidden(text) : badRequest(text);
  }
  if (body.oculusnotes !== undefined) patch.oculusnotes = body.oculusnotes.trim() || null;
  if (body.oculuseventid === '') {
    Object.assign(patch, { oculuseventid: null, oculusapproved: null, subscribers: null });
  } else if (body.oculuseventid !== undefined) {
    const found = await findHeadsetEvent(request.server, body.oculuseventid);
    if (!found) throw badRequest(PROMOTION_TEXTS.eventNotFound);
    Object.assign(patch, { oculusapproved: true, subscribers: found.subscribers });
  }
  if (body.oculussubmission === 'refused') patch.oculusapproved = null;
}

/** Refuses a write to a readonly target unless the caller holds edit_readonly_entities. */
export function requireWritable(access: DomainAccess, type: string, entity?: StoredEntity | null): void {
  if (!isReadonlyTarget(access.domain, entity)) return;
  if (holdsPermission(access.user, 'edit_readonly_entities')) return;
  throw forbidden(readonlyText(type, access.domain, entity));
}

/** The entity named by the path (id or name) of the caller's metaverse; 404 when it has none. */
export async function managedEntity(request: FastifyRequest, types: EntityTypes, key: string) {
  const access = grantedDomain(request);
  const found = await request.server.repos.domains.findEntity(access.domain.id, types, key);
  if (!found) throw notFound(MESSAGES.entityNotFound);
  const entity = await request.server.repos.entities.find(access.domain.id, types, found.id);
  if (!entity) throw notFound(MESSAGES.entityNotFound);
  return { access, entity };
}

/** The entity named by the path (id or name) of the caller's metaverse, writable by the caller. */
export async function writableEntity(request: FastifyRequest, types: EntityTypes, key: string) {
  const found = await managedEntity(request, types, key);
  requireWritable(found.access, SINGULAR[types], found.entity);
  return found;
}

/** Writes the patch, audited when staff (not the metaverse's own managers) make it, as metaverse writes are. */
export async function patchEntity(
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

/**
 * Stores the uploaded picture as one image of the caller's metaverse (or clears it) and replies with the
 * metaverse; a readonly metaverse is refused before the body is read.
 */
async function patchDomainImage(request: FastifyRequest, image: string, clear = false) {
  const access = grantedDomain(request);
  requireWritable(access, 'metaverse');
  const blob = clear ? null : (await storeUploadedImage(request)).id;
  const domain = await request.server.repos.metaverses.patchDomain(access.domain.id, {
    [`${image}blob`]: blob,
  });
  return view(domain, access.permissions);
}

/** The template by its id when the metaverse's plan offers it; else a refusal. */
function offeredTemplate(access: DomainAccess, id: string) {
  const template = TEMPLATES.find((entry) => entry.template === id);
  const plan = effectivePlanType(access.domain, new Date());
  if (!template || !isPlanType(template.plan) || PLAN_RANKS[template.plan] > PLAN_RANKS[plan]) {
    throw badRequest(T.templateNotOnPlan);
  }
  return template;
}

/** Fields a copied event starts with (single-target-and-flows.md §2 Name Your Event: `copy`); never dates, publishing or promotion. */
const COPIED_FIELDS = [
  'description',
  'location',
  'visibility',
  'agegroup',
  'iconblob',
  'bannerblob',
  'discoverybannerblob',
  'discoveryiconblob',
  'doorimageblob',
  'brandingblob',
  'oculusbannerblob',
] as const;

const HOUR = 3_600_000;

/** A new event's dates: tomorrow at the next full hour, for an hour. */
function defaultDates(now: Date): { startdate: string; enddate: string } {
  const start = new Date(Math.ceil((now.getTime() + 24 * HOUR) / HOUR) * HOUR);
  return { startdate: start.toISOString(), enddate: new Date(start.getTime() + HOUR).toISOString() };
}

const asDate = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

export const targetsHandlers = {
  async updateEntity(request) {
    const { types, id } = request.params;
    const { access, entity } = await writableEntity(request, types, id);
    const body = request.body;
    const patch: Record<string, unknown> = { ...body };
    const eventFields = [
      'startdate',
      'enddate',
      'published',
      'location',
      'oculussubmission',
      'oculuseventid',
      'oculusnotes',
    ] as const;
    if (types !== 'events' && eventFields.some((field) => body[field] !== undefined)) {
      throw badRequest(T.eventsOnly);
    }
    // Publishing is usable only when the metaverse is public (single-target-and-flows.md §4); unpublishing always is.
    if (body.published === true && access.domain.domainaccess !== 'public') {
      throw badRequest(TARGET_TEXTS.eventNotPublic);
    }
    if (body.nickname !== undefined) {
      patch.nickname = body.nickname.trim();
      if (patch.nickname === '') throw badRequest(TARGET_TEXTS.nameEmpty);
    }
    if (body.location !== undefined) {
      const location = await request.server.repos.domains.findEntity(
        access.domain.id,
        'locations',
        body.location,
      );
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
    if (types === 'events') await promotionPatch(request, access, entity, body, patch);
    const updated = await patchEntity(request, access, types, entity, patch);
    return { ...updated, name: updated.name ?? updated.id };
  },

  async setLocationTemplate(request) {
    const { access, entity } = await writableEntity(request, 'locations', request.params.location);
    const template = offeredTemplate(access, request.body.template);
    const updated = await patchEntity(request, access, 'locations', entity, { template: template.template });
    return { ...updated, name: updated.name ?? updated.id };
  },

  async createLocation(request) {
    const app = request.server;
    const access = grantedDomain(request);
    requireWritable(access, 'metaverse');
    const nickname = request.body.nickname.trim();
    const name = locationSlug(nickname);
    if (name === '') throw badRequest(TARGET_TEXTS.nameEmpty);
    const template = offeredTemplate(access, request.body.template);
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      if (await repos.entities.nicknameTaken(access.domain.id, 'locations', nickname)) {
        throw badRequest(TARGET_TEXTS.nicknameTaken);
      }
      if (await repos.entities.nameTaken(access.domain.id, 'locations', name)) {
        throw badRequest(TARGET_TEXTS.slugTaken);
      }
      const now = new Date().toISOString();
      const location = {
        id: newId(),
        type: 'location',
        name,
        nickname,
        template: template.template,
        path: `${access.domain.uri}/locations/${name}`,
        domain: access.domain.id,
        owner: access.user.id,
        visibility: 'unlisted',
        created: now,
        timestamp: now,
      };
      await repos.entities.insert('locations', location);
      return { location };
    });
  },

  async suggestEntityName(request) {
    const access = grantedDomain(request);
    const base = request.query.name;
    for (let n = 1; n < 1000; n += 1) {
      const name = n === 1 ? base : `${base}_${n}`;
      if (!(await request.server.repos.entities.nameTaken(access.domain.id, 'events', name))) return { name };
    }
    throw badRequest(TARGET_TEXTS.eventNameTaken);
  },

  async createEvent(request) {
    const app = request.server;
    const access = grantedDomain(request);
    requireWritable(access, 'metaverse');
    const { name, copy } = request.body;
    const nickname = request.body.nickname.trim();
    if (nickname === '') throw badRequest(TARGET_TEXTS.nameEmpty);
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      let copied: Record<string, unknown> = {};
      if (copy !== undefined) {
        const found = await repos.domains.findEntity(access.domain.id, 'events', copy);
        const source = found && (await repos.entities.find(access.domain.id, 'events', found.id));
        if (!source) throw badRequest(T.unknownEvent);
        copied = Object.fromEntries(
          COPIED_FIELDS.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
        );
      }
      if (await repos.entities.nameTaken(access.domain.id, 'events', name)) {
        throw badRequest(TARGET_TEXTS.eventNameTaken);
      }
      const now = new Date();
      await repos.entities.insert('events', {
        ...copied,
        ...defaultDates(now),
        id: newId(),
        type: 'event',
        name,
        nickname,
        path: `${access.domain.uri}/events/${name}`,
        domain: access.domain.id,
        owner: access.user.id,
        published: false,
        created: now.toISOString(),
        timestamp: now.toISOString(),
      });
      return { name };
    });
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
    return patchDomainImage(request, 'icon');
  },

  async uploadDomainDiscoveryImage(request) {
    return patchDomainImage(request, request.params.types);
  },

  async clearDomainDiscoveryImage(request) {
    return patchDomainImage(request, request.params.types, true);
  },

  async uploadDomainBanner(request) {
    return patchDomainImage(request, 'banner');
  },
} satisfies HandlerMap;
