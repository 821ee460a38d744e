/** Typed custom methods of the entity lists and the Knowledge Base (owner-console.md §7 "Domains"). */
import { api, data, hideErrors } from '../api/client';
import type { components, operations } from '../../common/api/schema';
import type { EntityTypes } from '../../common/entityRules';
import type { Signal } from './queries';

export type Entity = components['schemas']['Entity'];
export type SupportDoc = components['schemas']['ContentItem'];
export type EntityListQuery = NonNullable<operations['listEntities']['parameters']['query']>;

export const entityMethods = {
  /** One page of a metaverse's entities of a type. */
  listEntities(
    domain: string,
    types: EntityTypes,
    query: EntityListQuery,
    { signal }: Signal = {},
  ): Promise<Entity[]> {
    return data(
      api.GET('/v2/domains/{domain}/{types}', { params: { path: { domain, types }, query }, signal }),
    );
  },
  /** How many entities the list has (for the pager). */
  async countEntities(
    domain: string,
    types: EntityTypes,
    when: 'upcoming' | 'past' | undefined,
    { signal }: Signal = {},
  ): Promise<number> {
    const reply = await data(
      api.GET('/v2/domains/{domain}/{types}/querycount', {
        params: { path: { domain, types }, query: when ? { when } : {} },
        signal,
      }),
    );
    return reply.count;
  },
  /** One entity by id or name, with whether the owner-console.md §5 rules let it be deleted. */
  getEntity(domain: string, types: EntityTypes, id: string, { signal }: Signal = {}): Promise<Entity> {
    // The page says so itself when the entity does not exist; no toast on top.
    return data(
      api.GET('/v2/domains/{domain}/{types}/{id}', {
        params: { path: { domain, types, id } },
        headers: hideErrors,
        signal,
      }),
    );
  },
  /** Deletes an entity (the server applies the same rules as the page); the confirm dialog shows a refusal. */
  deleteEntity(domain: string, types: EntityTypes, id: string): Promise<Entity> {
    return data(
      api.DELETE('/v2/domains/{domain}/{types}/{id}', {
        params: { path: { domain, types, id } },
        headers: hideErrors,
      }),
    );
  },
  /** The Knowledge Base's public documents. */
  listSupportDocs(domain: string, { signal }: Signal = {}): Promise<SupportDoc[]> {
    return data(api.GET('/v2/domains/{domain}/supportdocs', { params: { path: { domain } }, signal }));
  },
};
