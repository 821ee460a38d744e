/**
 * The ten generic staff collections as react-admin resources named `admin/{collection}`, so their routes are
 * `/admin/{collection}` (list) and `/admin/{collection}/{id}` (detail, a child route). They share one generic
 * list and one detail component, driven by each collection's field map.
 */
import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { CollectionName } from '../../api/types';
import { collectionResource } from '../../dataProvider';
import { collectionLabel } from './labels';

export { InvalidPermission } from './StaffOnly';

/**
 * The resource definition of a collection (the page registry lists the collections, and holds the list and
 * detail pages, loaded when first opened).
 */
export const collectionResourceProps = (collection: CollectionName, list: ReactElement): ResourceProps => ({
  name: collectionResource(collection),
  options: { label: collectionLabel(collection) },
  list,
  recordRepresentation: (record: { name?: unknown; id: unknown }) =>
    typeof record.name === 'string' && record.name ? record.name : String(record.id),
});
