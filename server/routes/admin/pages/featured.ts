/**
 * The featured list (staff-and-agents.md §2.8, §3): an ordered list of ids of metaverses, locations and events,
 * kept in `admin_settings` under `featured`. Saving checks that every id exists and appears once.
 */
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { FeaturedRow } from '../../../repositories/featured-repository.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';

type FeaturedItem = ReplyBody<'lookupFeaturedItem'>;

function toItem(row: FeaturedRow): FeaturedItem {
  const text = (field: string): string | undefined =>
    typeof row.doc[field] === 'string' ? (row.doc[field] as string) : undefined;
  const optional = (field: string) => {
    const value = text(field);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    id: row.id,
    type: row.kind,
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
async function itemsByIds(repos: Repositories, ids: readonly string[]): Promise<Map<string, FeaturedItem>> {
  const rows = await repos.featured.byIds(ids);
  return new Map([...rows].map(([id, row]) => [id, toItem(row)]));
}

interface FeaturedSetting {
  featured: string[];
}

async function featuredIds(repos: Repositories): Promise<string[]> {
  const setting = await repos.settings.read<FeaturedSetting>('featured');
  return setting?.featured ?? [];
}

async function featuredList(repos: Repositories, ids: string[]): Promise<ReplyBody<'getFeatured'>> {
  const items = await itemsByIds(repos, ids);
  return { featured: ids, items: ids.flatMap((id) => items.get(id) ?? []) };
}

export const featuredHandlers = {
  async getFeatured(request) {
    const repos = request.server.repos;
    return featuredList(repos, await featuredIds(repos));
  },

  async setFeatured(request) {
    const actor = signedInUser(request);
    const ids = request.body.featured;
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) throw badRequest(TEXT.featuredDuplicate(id));
      seen.add(id);
    }
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const items = await itemsByIds(repos, ids);
      const missing = ids.filter((id) => !items.has(id));
      if (missing.length > 0) throw badRequest(TEXT.featuredUnknown(missing));
      const before = await featuredIds(repos);
      await repos.settings.write('featured', { featured: ids });
      await repos.audit.record({
        actorId: actor.id,
        action: 'featured.save',
        collection: 'featured',
        targetId: 'featured',
        before: { featured: before },
        after: { featured: ids },
      });
      return featuredList(repos, ids);
    });
  },

  async lookupFeaturedItem(request) {
    const row = await request.server.repos.featured.byText(request.query.text.trim());
    if (!row) throw notFound(TEXT.featuredNothing);
    return toItem(row);
  },
} satisfies HandlerMap;
