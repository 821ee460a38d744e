/**
 * The entries the featured list can hold: metaverses (`domains`), locations and events, each with its uri
 * (a metaverse's uri, an entity's path) and its owner's nickname.
 */
import type { Queryable } from '../db/connection.ts';

export type FeaturedKind = 'domain' | 'location' | 'event';

/** A stored entry of one of the three collections. */
export interface FeaturedRow {
  kind: FeaturedKind;
  id: string;
  doc: Record<string, unknown>;
  uri: string | null;
  ownernickname: string | null;
}

// Fixed table names and uri expressions, never user input.
const SOURCES: readonly { kind: FeaturedKind; table: string; uri: string }[] = [
  { kind: 'domain', table: 'domains', uri: "t.doc->>'uri'" },
  { kind: 'location', table: 'locations', uri: "t.doc->>'path'" },
  { kind: 'event', table: 'events', uri: "t.doc->>'path'" },
];

export interface FeaturedRepository {
  /** The entries with these ids, by id, from the first collection that holds each (missing ids left out). */
  byIds(ids: readonly string[]): Promise<Map<string, FeaturedRow>>;
  /** The first entry whose id, metaverse uri or entity path is `text`, or null. */
  byText(text: string): Promise<FeaturedRow | null>;
}

/** The featured entries over a connection or a transaction. */
export function createFeaturedRepository(q: Queryable): FeaturedRepository {
  return {
    async byIds(ids) {
      const found = new Map<string, FeaturedRow>();
      if (ids.length === 0) return found;
      for (const source of SOURCES) {
        const { rows } = await q.query<Omit<FeaturedRow, 'kind'>>(
          `SELECT t.id, t.doc, ${source.uri} AS uri, u.doc->>'nickname' AS ownernickname
           FROM ${source.table} t LEFT JOIN users u ON u.id = t.doc->>'owner'
           WHERE t.id = ANY($1::text[])`,
          [ids],
        );
        for (const row of rows) if (!found.has(row.id)) found.set(row.id, { kind: source.kind, ...row });
      }
      return found;
    },
    async byText(text) {
      for (const source of SOURCES) {
        const { rows } = await q.query<Omit<FeaturedRow, 'kind'>>(
          `SELECT t.id, t.doc, ${source.uri} AS uri, u.doc->>'nickname' AS ownernickname
           FROM ${source.table} t LEFT JOIN users u ON u.id = t.doc->>'owner'
           WHERE t.id = $1 OR ${source.uri} = $1 LIMIT 1`,
          [text],
        );
        if (rows[0]) return { kind: source.kind, ...rows[0] };
      }
      return null;
    },
  };
}
