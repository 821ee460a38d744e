import Stack from '@mui/material/Stack';
import type { CollectionName } from '../../api/types';
import type { ListState } from '../../lib/listState';
import type { CollectionColumns } from './collectionView';
import { CollectionExportButton } from './CollectionExportButton';
import { SavedSearchesMenu } from './SavedSearchesMenu';

/** The collection page's tools beyond the spec: CSV export of the current search and saved searches. */
export function CollectionActions(props: {
  collection: CollectionName;
  state: ListState;
  columnState: CollectionColumns;
  query: Record<string, unknown> | undefined;
  columns: readonly string[];
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <CollectionExportButton
        collection={props.collection}
        state={props.state}
        query={props.query}
        columns={props.columns}
      />
      <SavedSearchesMenu collection={props.collection} state={props.state} columnState={props.columnState} />
    </Stack>
  );
}
