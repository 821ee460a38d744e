/**
 * Entity list rules (owner-console.md §5, §6, §9), shared by the console and the server so both refuse
 * the same deletes and sort the same way.
 */

/** Plural entity types the lists show. */
export type EntityTypes = 'locations' | 'events' | 'plots' | 'landmarks';

export const ENTITY_TYPES: readonly EntityTypes[] = ['locations', 'events', 'plots', 'landmarks'];

/** Whether a route segment names an entity type. */
export const isEntityTypes = (value: string | undefined): value is EntityTypes =>
  (ENTITY_TYPES as readonly (string | undefined)[]).includes(value);

/** Store and plot locations carry a 24-hex-character generated name. */
const GENERATED_NAME = /^[0-9a-f]{24}$/i;

/** Why an entity cannot be deleted, or null when the owner-console.md §5 rules allow it. */
export type DeleteBlock = 'plot' | 'only' | 'reserved' | 'generated';

/**
 * The owner-console.md §5 delete rule: plots never; a location not when it is the domain's only one, is named home or
 * map, or has a store/plot name of 24 hex characters.
 */
export function entityDeleteBlock(
  types: EntityTypes,
  name: string,
  locationCount: number,
): DeleteBlock | null {
  if (types === 'plots') return 'plot';
  if (types !== 'locations') return null;
  if (locationCount <= 1) return 'only';
  const lower = name.toLowerCase();
  if (lower === 'home' || lower === 'map') return 'reserved';
  if (GENERATED_NAME.test(name)) return 'generated';
  return null;
}

/** The sort choices of owner-console.md §9, in the order the console offers them. */
export const ENTITY_SORTS = ['Name', 'Location', 'Last Updated', 'Created'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];

/** The API's specific_sort key of each sort choice. */
export const SPECIFIC_SORT: Record<EntitySort, 'nickname' | 'path' | 'timestamp' | 'created'> = {
  Name: 'nickname',
  Location: 'path',
  'Last Updated': 'timestamp',
  Created: 'created',
};

/** Page sizes of owner-console.md §9; the default is 25, sorted by Name ascending. */
export const ENTITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ENTITY_DEFAULT_PAGE_SIZE = 25;
export const ENTITY_DEFAULT_SORT: EntitySort = 'Name';
