/** The entity lists of a domain (locations, events, plots, landmarks) over the generic collection tables. */
import type { Queryable } from '../db/connection.ts';
import type { EntityTypes } from '../../common/entityRules.ts';

/** A stored entity document; extra fields of the document pass through. */
export interface StoredEntity {
  id: string;
  name: string;
  domain: string;
  [field: string]: unknown;
}

export interface EntityQuery {
  first: number;
  count: number;
  order: 1 | -1;
  filter?: string;
  sort: 'nickname' | 'timestamp' | 'created' | 'path';
  when?: EntityWhen;
}

/** The events page's tabs. */
export type EntityWhen = 'upcoming' | 'past';

// Fixed strings chosen by an enum value; the current time is a bound parameter.
const WHEN_SQL: Record<EntityWhen, string> = {
  upcoming: `doc->>'enddate' >= $WHEN`,
  past: `doc->>'enddate' < $WHEN`,
};

/** The extra condition and parameters of a filter and a tab, numbered after `used` parameters. */
function conditions(used: number, filter?: string, when?: EntityWhen): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter) {
    params.push(likePattern(filter));
    parts.push(`AND search LIKE $${used + params.length}`);
  }
  if (when) {
    params.push(new Date().toISOString());
    parts.push(`AND ${WHEN_SQL[when].replace('$WHEN', `$${used + params.length}`)}`);
  }
  return { sql: parts.join(' '), params };
}

/**
 * Landmarks are locations whose `type` is `landmark` (as for the icon routes), so the locations list
 * leaves them out.
 */
function source(types: EntityTypes): { table: string; where: string } {
  if (types === 'landmarks') return { table: 'locations', where: `doc->>'type' = 'landmark'` };
  if (types === 'locations') return { table: 'locations', where: `coalesce(doc->>'type', '') <> 'landmark'` };
  return { table: types, where: 'true' };
}

// Sort expressions are fixed strings chosen by an enum value, never built from input.
const SORT_SQL: Record<EntityQuery['sort'], string> = {
  // Natural order (migration 026): "Town Hall 5" before "Town Hall 29".
  nickname: `natural_sort_key(lower(coalesce(doc->>'nickname', doc->>'name')))`,
  timestamp: `doc->>'timestamp'`,
  created: `doc->>'created'`,
  path: `doc->>'path'`,
};

function likePattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The entities of metaverses over a connection or a transaction. */
export function createEntitiesRepository(q: Queryable) {
  return {
    async list(domainId: string, types: EntityTypes, query: EntityQuery): Promise<StoredEntity[]> {
      const { table, where } = source(types);
      const direction = query.order === 1 ? 'ASC' : 'DESC';
      const extra = conditions(3, query.filter, types === 'events' ? query.when : undefined);
      const params: unknown[] = [domainId, query.count, query.first, ...extra.params];
      const { rows } = await q.query<{ doc: StoredEntity }>(
        `SELECT doc FROM ${table} WHERE doc->>'domain' = $1 AND ${where} ${extra.sql}
       ORDER BY ${SORT_SQL[query.sort]} ${direction} NULLS LAST, id ${direction} LIMIT $2 OFFSET $3`,
        params,
      );
      return rows.map((r) => r.doc);
    },

    async count(domainId: string, types: EntityTypes, filter?: string, when?: EntityWhen): Promise<number> {
      const { table, where } = source(types);
      const extra = conditions(1, filter, types === 'events' ? when : undefined);
      const { rows } = await q.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM ${table} WHERE doc->>'domain' = $1 AND ${where} ${extra.sql}`,
        [domainId, ...extra.params],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async find(domainId: string, types: EntityTypes, id: string): Promise<StoredEntity | null> {
      const { table, where } = source(types);
      const { rows } = await q.query<{ doc: StoredEntity }>(
        `SELECT doc FROM ${table} WHERE doc->>'domain' = $1 AND id = $2 AND ${where}`,
        [domainId, id],
      );
      return rows[0]?.doc ?? null;
    },

    /**
     * Merges `patch` into the entity document (keys set to null are removed), stamps its timestamp and returns
     * the new document, or null when the domain has no such entity.
     */
    async patch(
      domainId: string,
      types: EntityTypes,
      id: string,
      patch: Record<string, unknown>,
    ): Promise<StoredEntity | null> {
      const { table, where } = source(types);
      const remove = Object.keys(patch).filter((key) => patch[key] === null);
      const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
      const { rows } = await q.query<{ doc: StoredEntity }>(
        `UPDATE ${table} SET doc = (doc || $3::jsonb || jsonb_build_object('timestamp', $5::text)) - $4::text[]
         WHERE doc->>'domain' = $1 AND id = $2 AND ${where} RETURNING doc`,
        [domainId, id, JSON.stringify(set), remove, new Date().toISOString()],
      );
      return rows[0]?.doc ?? null;
    },

    /** Whether an entity of the type in the domain has this name (the URL name). */
    async nameTaken(domainId: string, types: EntityTypes, name: string): Promise<boolean> {
      const { table, where } = source(types);
      const { rows } = await q.query(
        `SELECT 1 FROM ${table} WHERE doc->>'domain' = $1 AND doc->>'name' = $2 AND ${where} LIMIT 1`,
        [domainId, name],
      );
      return rows.length > 0;
    },

    /** Whether an entity of the type in the domain has this nickname (the name users read). */
    async nicknameTaken(domainId: string, types: EntityTypes, nickname: string): Promise<boolean> {
      const { table, where } = source(types);
      const { rows } = await q.query(
        `SELECT 1 FROM ${table} WHERE doc->>'domain' = $1 AND doc->>'nickname' = $2 AND ${where} LIMIT 1`,
        [domainId, nickname],
      );
      return rows.length > 0;
    },

    /** Stores a new entity document (locations, events or plots: a landmark is a location document). */
    async insert(table: 'locations' | 'events' | 'plots', doc: StoredEntity): Promise<void> {
      await q.query(`INSERT INTO ${table} (id, doc) VALUES ($1, $2::jsonb)`, [doc.id, JSON.stringify(doc)]);
    },

    async remove(types: EntityTypes, id: string): Promise<void> {
      await q.query(`DELETE FROM ${source(types).table} WHERE id = $1`, [id]);
    },
  };
}

export type EntitiesRepository = ReturnType<typeof createEntitiesRepository>;
