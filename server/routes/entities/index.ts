/**
 * Entity lists of a metaverse and their deletion (owner-console.md §2.11, §5, §6, §7): members read the
 * lists; managers delete, locations only the owner, with the owner-console.md §5 rules enforced here as on the page.
 */
import { entityDeleteBlock, type EntityTypes } from '../../../common/entityRules.ts';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { StoredEntity } from '../../repositories/entities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { ENTITY_DELETE_BLOCK_TEXT as BLOCK_TEXT, ENTITY_TEXTS as T } from './texts.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import { publicDomain } from '../metaverses/domains.ts';
import { supportDocsHandlers } from './support-docs.ts';
import { grantedDomain } from '../../authz/index.ts';
import type { HandlerMap } from '../types.ts';

/** An entity by id or name with whether the owner-console.md §5 rules let it be deleted. */
async function entityView(app: FastifyInstance, domain: DomainDoc, types: EntityTypes, key: string) {
  const entity = await app.repos.domains.findEntity(domain.id, types, key);
  if (!entity) throw notFound(MESSAGES.entityNotFound);
  const name = entity.name ?? entity.id;
  const locations = types === 'locations' ? await app.repos.entities.count(domain.id, 'locations') : 0;
  return { ...entity, name, deletable: entityDeleteBlock(types, name, locations) === null };
}

export const entitiesHandlers = {
  ...supportDocsHandlers,
  async listEntities(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const { types } = request.params;
    const { first, count, order, filter, specific_sort, when } = request.query;
    const rows = await app.repos.entities.list(access.domain.id, types, {
      // Validation applies the contract's defaults; the fallbacks only satisfy the optional types.
      first: first ?? 0,
      count: count ?? 25,
      order: order === -1 ? -1 : 1,
      filter,
      sort: specific_sort ?? 'nickname',
      when,
    });
    const locations =
      types === 'locations' ? await app.repos.entities.count(access.domain.id, 'locations') : 0;
    return rows.map((row: StoredEntity) => ({
      ...row,
      deletable: entityDeleteBlock(types, row.name, locations) === null,
    }));
  },

  async countEntities(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const { filter, when } = request.query;
    return { count: await app.repos.entities.count(access.domain.id, request.params.types, filter, when) };
  },

  async getEntity(request) {
    const app = request.server;
    return entityView(app, grantedDomain(request).domain, request.params.types, request.params.id);
  },

  async getPublicEntity(request) {
    const app = request.server;
    const domain = await publicDomain(app, request.params.domain);
    return entityView(app, domain, request.params.types, request.params.id);
  },

  async deleteEntity(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const { types, id } = request.params;
    if (types === 'locations' && access.role !== 'owner') throw forbidden(T.ownerDeletesLocations);
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const entity = await repos.entities.find(access.domain.id, types, id);
      if (!entity) throw notFound(MESSAGES.entityNotFound);
      const locations = types === 'locations' ? await repos.entities.count(access.domain.id, 'locations') : 0;
      const block = entityDeleteBlock(types, entity.name, locations);
      if (block) throw badRequest(BLOCK_TEXT[block]);
      await repos.entities.remove(types, id);
      await repos.recordDependents.remove(types === 'landmarks' ? 'locations' : types, entity);
      return entity;
    });
  },
} satisfies HandlerMap;
