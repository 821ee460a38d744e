import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CollectionName } from '../../api/types';
import { failureReason } from '../../components/ConfirmDialog';
import { useDeleteCascade } from '../../dataProvider/collections.queries';
import { COLLECTION_TEXTS as T } from './texts';

/**
 * In a record's delete confirmation: what the server deletes with it (getAdminDeleteCascade), read when the
 * confirmation opens, so staff see the styles, agents settings or sessions that go before they confirm.
 */
export function DeleteCascade({ collection, id }: { collection: CollectionName; id: string }) {
  const cascade = useDeleteCascade(collection, id);
  if (cascade.isPending) return <Typography role="status">{T.cascadeLoading}</Typography>;
  if (cascade.isError)
    return <Typography color="error">{T.cascadeFailed(failureReason(cascade.error))}</Typography>;
  const items = cascade.data.items;
  if (items.length === 0) return <Typography sx={{ mt: 1 }}>{T.cascadeNone}</Typography>;
  return (
    <>
      <Typography sx={{ mt: 1 }}>{T.cascadeHeading}</Typography>
      <List dense aria-label={T.cascadeHeading}>
        {items.map((item) => (
          <ListItem key={item.what}>{T.cascadeItem(item.count, item.what)}</ListItem>
        ))}
      </List>
    </>
  );
}
