/**
 * Entity lists of a metaverse and their deletion (owner-console.md §2.11, §5, §6, §7): members read the
 * lists; managers delete, locations only the owner, with the §5 rules enforced here as on the page.
 */
import { entityDeleteBlock, type DeleteBlock } from '../../src/lib/entityRules.ts';
import { badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import { signedInUser } from '../plugins/auth.ts';
import { entitiesRepository as repo, type StoredEntity } from '../repositories/entities-repository.ts';
import { ENTITY_TEXTS as T } from './entities-texts.ts';
import { supportDocsHandlers } from './support-docs.ts';
import { domainAccess, requireManager, requireMember } from './metaverses-access.ts';
import type { HandlerMap } from './types.ts';

const BLOCK_TEXT: Record<DeleteBlock, string> = {
  plot: T.plotsCannotBeDeleted,
  only: T.onlyLocation,
  reserved: T.reservedLocation,
  generated: T.generatedLocation,
};

export const entitiesHandlers = {
  ...supportDocsHandlers,
  async listEntities(request) {
    const app = request.server;
    const access = await domainAccess(app, signedInUser(request), request.params.domain);
    requireMember(access);
    const { types } = request.params;
    const { first, count, order, filter, specific_sort, when } = request.query;
    const rows = await repo.list(app.db, access.domain.id, types, {
      // Validation applies the contract's defaults; the fallbacks only satisfy the optional types.
      first: first ?? 0,
      count: count ?? 25,
      order: order === -1 ? -1 : 1,
      filter,
      sort: specific_sort ?? 'nickname',
      when,
    });
    const locations = types === 'locations' ? await repo.count(app.db, access.domain.id, 'locations') : 0;
    return rows.map((row: StoredEntity) => ({
      ...row,
      deletable: entityDeleteBlock(types, row.name, locations) === null,
    }));
  },

  async countEntities(request) {
    const app = request.server;
    const access = await domainAccess(app, signedInUser(request), request.params.domain);
    requireMember(access);
    const { filter, when } = request.query;
    return { count: await repo.count(app.db, access.domain.id, request.params.types, filter, when) };
  },

  async deleteEntity(request) {
    const app = request.server;
    const access = await domainAccess(app, signedInUser(request), request.params.domain);
    requireManager(access);
    const { types, id } = request.params;
    if (types === 'locations' && access.role !== 'owner') throw forbidden(T.ownerDeletesLocations);
    return app.db.transaction(async (tx) => {
      const entity = await repo.find(tx, access.domain.id, types, id);
      if (!entity) throw notFound(MESSAGES.entityNotFound);
      const locations = types === 'locations' ? await repo.count(tx, access.domain.id, 'locations') : 0;
      const block = entityDeleteBlock(types, entity.name, locations);
      if (block) throw badRequest(BLOCK_TEXT[block]);
      await repo.remove(tx, types, id);
      return entity;
    });
  },
} satisfies HandlerMap;
