/**
 * Storefronts: locations built from an approvable template (storefront, joke), read with their metaverse's
 * uri and their owner's nickname for the approvals page.
 */
import type { Queryable } from '../db/connection.ts';

export type LocationDoc = Record<string, unknown> & { id: string };

export interface StorefrontRow {
  doc: LocationDoc;
  domainuri: string | null;
  ownernickname: string | null;
}

const STOREFRONT_SELECT = `
  SELECT l.doc, d.doc->>'uri' AS domainuri, u.doc->>'nickname' AS ownernickname
  FROM locations l
  LEFT JOIN domains d ON d.id = l.doc->>'domain'
  LEFT JOIN users u ON u.id = l.doc->>'owner'`;

export interface StorefrontsRepository {
  /** Locations of these templates waiting for approval, oldest first. */
  listPending(templates: readonly string[], limit: number): Promise<StorefrontRow[]>;
  /** The location, locked until the end of the transaction, or null. */
  lock(id: string): Promise<StorefrontRow | null>;
  /** Merges `patch` into the location's document; returns the new document. */
  patch(id: string, patch: Record<string, unknown>): Promise<LocationDoc>;
}

/** The storefronts over a connection or a transaction. */
export function createStorefrontsRepository(q: Queryable): StorefrontsRepository {
  return {
    async listPending(templates, limit) {
      const { rows } = await q.query<StorefrontRow>(
        `${STOREFRONT_SELECT}
         WHERE l.doc->>'approval' = 'pending' AND l.doc->>'template' = ANY($1::text[])
         ORDER BY l.ts ASC, l.id ASC LIMIT $2`,
        [templates, limit],
      );
      return rows;
    },
    async lock(id) {
      const { rows } = await q.query<StorefrontRow>(`${STOREFRONT_SELECT} WHERE l.id = $1 FOR UPDATE OF l`, [
        id,
      ]);
      return rows[0] ?? null;
    },
    async patch(id, patch) {
      const { rows } = await q.query<{ doc: LocationDoc }>(
        'UPDATE locations SET doc = doc || $2::jsonb WHERE id = $1 RETURNING doc',
        [id, JSON.stringify(patch)],
      );
      return rows[0].doc;
    },
  };
}
