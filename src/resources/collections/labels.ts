import type { CollectionName } from '../../api/types';
import { ADMIN_COLLECTIONS } from '../../layout/links';

/** The label of a collection, as in the sidebar ("Owned Plots" for plots). */
export function collectionLabel(collection: CollectionName): string {
  return ADMIN_COLLECTIONS.find((entry) => entry.collection === collection)?.label ?? collection;
}
