/** Domains (metaverses), their memberships and the icons of their entities. */
import type { components } from '../../common/api/schema.d.ts';
import type { EntityTypes } from '../../common/entityRules.ts';
import type { Queryable } from '../db/connection.ts';

/** A stored domain document. */
export interface DomainDoc extends Omit<components['schemas']['Domain'], 'domainPermissions'> {
  created: string;
  timestamp: string;
}

/** A domain with the member's permissions inside it. */
export interface Membership {
  domain: DomainDoc;
  permissions: string[];
}

/** The parts of an entity the icon routes read. */
export interface EntityDoc {
  id: string;
  name?: string;
  /** The display name (locations and events). */
  nickname?: string;
  domain: string;
  iconblob?: string;
}

/**
 * The table each entity type lives in. Landmarks are not a collection of their own: they are
 * locations whose `type` is `landmark`.
 */
const ENTITY_TABLES: Record<EntityTypes, { table: string; landmark: boolean }> = {
  locations: { table: 'locations', landmark: false },
  events: { table: 'events', landmark: false },
  plots: { table: 'plots', landmark: false },
  landmarks: { table: 'locations', landmark: true },
};

export interface DomainsRepository {
  /** A domain by id or by uri. */
  findByKey(key: string): Promise<DomainDoc | null>;
  /** The user's membership permissions in the domain, or null when not a member. */
  membership(domainId: string, userId: string): Promise<string[] | null>;
  /** Every domain the user is a member of, with the membership permissions. */
  listForUser(userId: string): Promise<Membership[]>;
  /** An entity of the domain by id or by name. */
  findEntity(domainId: string, types: EntityTypes, key: string): Promise<EntityDoc | null>;
  /** How many of these users own a metaverse on a paid (Stripe) subscription. */
  countPayingOwners(userIds: readonly string[]): Promise<number>;
}

/** A domains repository over a connection or a transaction. */
export function createDomainsRepository(db: Queryable): DomainsRepository {
  return {
    async findByKey(key) {
      const { rows } = await db.query<{ doc: DomainDoc }>(
        `SELECT doc FROM domains WHERE id = $1 OR doc->>'uri' = $1 ORDER BY (id = $1) DESC LIMIT 1`,
        [key],
      );
      return rows[0]?.doc ?? null;
    },

    async membership(domainId, userId) {
      const { rows } = await db.query<{ permissions: string[] }>(
        'SELECT permissions FROM memberships WHERE domain_id = $1 AND user_id = $2',
        [domainId, userId],
      );
      return rows[0]?.permissions ?? null;
    },

    async listForUser(userId) {
      const { rows } = await db.query<{ doc: DomainDoc; permissions: string[] }>(
        `SELECT d.doc, m.permissions FROM memberships m JOIN domains d ON d.id = m.domain_id
         WHERE m.user_id = $1 ORDER BY lower(d.doc->>'name'), d.id`,
        [userId],
      );
      return rows.map((row) => ({ domain: row.doc, permissions: row.permissions }));
    },

    async findEntity(domainId, types, key) {
      const { table, landmark } = ENTITY_TABLES[types];
      const { rows } = await db.query<{ doc: EntityDoc }>(
        `SELECT doc FROM ${table}
         WHERE doc->>'domain' = $1 AND (id = $2 OR doc->>'name' = $2)
           AND ($3 = false OR doc->>'type' = 'landmark')
         ORDER BY (id = $2) DESC LIMIT 1`,
        [domainId, key, landmark],
      );
      return rows[0]?.doc ?? null;
    },

    async countPayingOwners(userIds) {
      const { rows } = await db.query<{ n: number | string }>(
        `SELECT count(DISTINCT doc->>'owner') AS n FROM domains
         WHERE doc->>'owner' = ANY($1::text[])
           AND (coalesce(doc->>'stripesubscription', '') <> '' OR doc->'plan'->>'plan' LIKE '%-stripe')`,
        [userIds],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
