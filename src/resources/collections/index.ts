/**
 * The ten generic staff collections as react-admin resources named `admin/{collection}`, so their routes are
 * `/admin/{collection}` (list) and `/admin/{collection}/{id}` (detail, a child route). They share one generic
 * list and one detail component, driven by each collection's field map.
 */
import type { ResourceProps } from 'react-admin';
import { COLLECTIONS } from '../../../common/api/collections';
import { collectionResource } from '../../dataProvider';
import { CollectionList } from './CollectionList';
import { collectionLabel } from './labels';

export { CollectionShow } from './CollectionShow';
export { AdminFallback, AdminHome } from './AdminPages';
export { InvalidPermission } from './StaffOnly';

/** One resource definition per collection. */
export const collectionResources: ResourceProps[] = COLLECTIONS.map((collection) => ({
  name: collectionResource(collection),
  options: { label: collectionLabel(collection) },
  list: CollectionList,
  recordRepresentation: (record: { name?: unknown; id: unknown }) =>
    typeof record.name === 'string' && record.name ? record.name : String(record.id),
}));
