import Link from '@mui/material/Link';
import { useGetOne } from 'react-admin';
import type { AdminDocument, CollectionName } from '../../api/types';
import { collectionResource } from '../../dataProvider';
import { NavAnchor } from '../../layout/navigation';
import { recordTitle } from './labels';
import { paths } from '../../paths';

/** A reference read once and kept while the page is open: names change rarely. */
const NAME_STALE_MS = 5 * 60_000;

/**
 * A link to a staff record that reads as the record's title (a user's name, a building's postal code, see
 * `recordTitle`) rather than its id. The record is read once per id and shared by every reference on the page;
 * the id shows while it loads, or when it cannot be read (a deleted record).
 */
export function RecordRef({
  collection,
  id,
  text,
}: {
  collection: CollectionName;
  id: string;
  text?: string;
}) {
  const { data } = useGetOne<AdminDocument>(
    collectionResource(collection),
    { id },
    { enabled: text === undefined, staleTime: NAME_STALE_MS, retry: false },
  );
  return (
    <Link component={NavAnchor} href={paths.admin.record(collection, id)}>
      {text ?? (data ? recordTitle(collection, data) : id)}
    </Link>
  );
}
