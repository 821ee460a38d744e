import type { CollectionName } from '../../api/types';
import { buildingPostcode } from '../../../common/postcode';
import { ADMIN_COLLECTIONS } from '../../layout/links';

/** The label of a collection, as in the sidebar ("Owned Plots" for plots). */
export function collectionLabel(collection: CollectionName): string {
  return ADMIN_COLLECTIONS.find((entry) => entry.collection === collection)?.label ?? collection;
}

/**
 * What people call a record: its name, else its nickname, else (a building) its postal code, else its id. The
 * record page's title and every reference to a record (an owner, a slot's building) read the same way.
 */
export function recordTitle(collection: CollectionName, record: Readonly<Record<string, unknown>>): string {
  const candidates = [
    record.name,
    record.nickname,
    collection === 'buildings' ? buildingPostcode(record) : null,
  ];
  return (
    candidates.find((value): value is string => typeof value === 'string' && value.length > 0) ??
    String(record.id)
  );
}
