/**
 * The featured list (staff-and-agents.md §2.8, §3): an ordered list of ids of metaverses, locations and events,
 * kept in `admin_settings` under `featured`. Saving checks that every id exists and appears once.
 */
import type { Queryable } from '../../../db/connection.ts';
import { recordAudit } from '../../../repositories/audit-repository.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { requireStaff, requireStaffWith } from './access.ts';
import { readSetting, writeSetting } from '../../../repositories/settings-repository.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';

type FeaturedItem = ReplyBody<'lookupFeaturedItem'>;
type Kind = FeaturedItem['type'];

const SOURCES: readonly { kind: Kind; table: string; uri: string }[] = [
  { kind: 'domain', table: 'domains', uri: "t.doc->>'uri'" },
  { kind: 'location', table: 'locations', uri: "t.doc->>'path'" },
  { kind: 'event', table: 'events', uri: "t.doc->>'path'" },
];

interface ItemRow {
  id: string;
  doc: Record<string, unknown>;
  uri: string | null;
  ownernickname: string | null;
}

function toItem(kind: Kind, row: ItemRow): FeaturedItem {
  const text = (field: string): string | undefined =>
    typeof row.doc[field] === 'string' ? (row.doc[field] as string) : undefined;
  const optional = (field: string) => {
    const value = text(field);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    id: row.id,
    type: kind,
    name: text('name') ?? '',
    uri: row.uri ?? '',
    ...optional('nickname'),
    ...optional('owner'),
    ...(row.ownernickname !== null && { ownernickname: row.ownernickname }),
    ...optional('discoveryiconblob'),
    ...optional('discoverybannerblob'),
    ...optional('bannerblob'),
  };
}

/** The entries with these ids, from whichever collection holds them (a missing id is left out). */
async function itemsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, FeaturedItem>> {
  const found = new Map<string, FeaturedItem>();
  if (ids.length === 0) return found;
  for (const source of SOURCES) {
    const { rows } = await q.query<ItemRow>(
      `SELECT t.id, t.doc, ${source.uri} AS uri, u.doc->>'nickname' AS ownernickname
       FROM ${source.table} t LEFT JOIN users u ON u.id = t.doc->>'owner'
       WHERE t.id = ANY($1::text[])`,
      [ids],
    );
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, toItem(source.kind, row));
  }
  return found;
}

/** The first entry whose id, metaverse uri or entity path is `text`. */
async function itemByText(q: Queryable, text: string): Promise<FeaturedItem | null> {
  for (const source of SOURCES) {
    const { rows } = await q.query<ItemRow>(
      `SELECT t.id, t.doc, ${source.uri} AS uri, u.doc->>'nickname' AS ownernickname
       FROM ${source.table} t LEFT JOIN users u ON u.id = t.doc->>'owner'
       WHERE t.id = $1 OR ${source.uri} = $1 LIMIT 1`,
      [text],
    );
    if (rows[0]) return toItem(source.kind, rows[0]);
  }
  return null;
}

interface FeaturedSetting {
  featured: string[];
}

async function featuredIds(q: Queryable): Promise<string[]> {
  const setting = await readSetting<FeaturedSetting>(q, 'featured');
  return setting?.featured ?? [];
}

async function featuredList(q: Queryable, ids: string[]): Promise<ReplyBody<'getFeatured'>> {
  const items = await itemsByIds(q, ids);
  return { featured: ids, items: ids.flatMap((id) => items.get(id) ?? []) };
}

export const featuredHandlers = {
  async getFeatured(request) {
    requireStaff(request);
    const db = request.server.db;
    return featuredList(db, await featuredIds(db));
  },

  async setFeatured(request) {
    const actor = requireStaffWith(request, 'admin_write_entities');
    const ids = request.body.featured;
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) throw badRequest(TEXT.featuredDuplicate(id));
      seen.add(id);
    }
    return request.server.db.transaction(async (tx) => {
      const items = await itemsByIds(tx, ids);
      const missing = ids.filter((id) => !items.has(id));
      if (missing.length > 0) throw badRequest(TEXT.featuredUnknown(missing));
      const before = await featuredIds(tx);
      await writeSetting(tx, 'featured', { featured: ids });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'featured.save',
        collection: 'featured',
        targetId: 'featured',
        before: { featured: before },
        after: { featured: ids },
      });
      return featuredList(tx, ids);
    });
  },

  async lookupFeaturedItem(request) {
    requireStaff(request);
    const item = await itemByText(request.server.db, request.query.text.trim());
    if (!item) throw notFound(TEXT.featuredNothing);
    return item;
  },
} satisfies HandlerMap;
