import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResourceContextProvider, useGetList, useResourceContext } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminDocument, CollectionName } from '../../api/types';
import { collectionResource, resourceCollection, type ListCursors } from '../../dataProvider';
import { useAdminSpec } from '../../dataProvider/collections.queries';
import { errorText } from '../../dataProvider/queries';
import { specFields } from '../../lib/cellValue';
import { useListState } from '../../components/PagedList';
import {
  COLLECTION_LIST,
  collectionViewQuery,
  listRead,
  PAGE_SIZE,
  pageStart,
  readColumns,
  writeColumns,
} from './collectionView';
import { buildQuery, parseSearch } from '../../lib/searchMode';
import { useSearchMode } from './useSearchMode';
import { collectionLabel } from './labels';
import { COLLECTION_TEXTS } from './texts';
import { CollectionActions } from './CollectionActions';
import { CollectionWritesBar } from './CollectionWritesBar';
import { LiveListChip } from './LiveRecordNotice';
import { CollectionBulkBar } from './CollectionBulkBar';
import { recordWrites } from './recordWrites';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { useState } from 'react';
import { CollectionFieldTable } from './CollectionFieldTable';
import { Pager } from '../../components/Pager';
import { CollectionResultsTable } from './CollectionResultsTable';
import { CollectionSearchBar } from './CollectionSearchBar';
import { StaffOnly } from './StaffOnly';
import { paths } from '../../paths';

// The results table always shows these (id with the row button first, timestamp last).
const ALWAYS_VISIBLE = ['id', 'timestamp'];

const toggle = (list: readonly string[], field: string, on: boolean) =>
  on ? [...list.filter((f) => f !== field), field] : list.filter((f) => f !== field);

function CollectionListView({ collection, resource }: { collection: CollectionName; resource: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state, go } = useListState(COLLECTION_LIST);
  // The collection API pages by whole pages: an offset between two starts the page it falls in.
  const first = pageStart(state.first);
  const columnState = readColumns(params, collection);
  const spec = useAdminSpec(collection);
  const search = useSearchMode(state.q);
  const query = buildQuery(search, columnState.req);
  const { data, total, meta, error, isFetching, isPlaceholderData, dataUpdatedAt, refetch } =
    useGetList<AdminDocument>(
      resource,
      // The default view's read may have been asked for by the boot script already (`openingRead.ts`).
      listRead(state, query),
      // A query object in the address waits for its parser: no request without it.
      { placeholderData: (previous) => previous, enabled: search.kind !== 'pending' },
    );
  // A reply's cursors lead on from its own page: while another page loads (its rows still shown), the pager moves
  // by offset, so a second Next cannot land on the page the first one is fetching.
  const replyCursors = error ? undefined : (meta as ListCursors | undefined);
  const cursors =
    replyCursors && isPlaceholderData ? { ...replyCursors, next: null, prev: null } : replyCursors;
  // A refused search is not an empty result: the list clears at once and says why in the server's words.
  const rows = error ? [] : (data ?? []);
  const count = error ? 0 : (total ?? 0);
  const failure = error ? errorText(error) : null;

  const applySearch = (text: string) => {
    const mode = parseSearch(text);
    if (mode.kind === 'postcode' && collection !== 'buildings') {
      const buildings = COLLECTION_LIST.read(new URLSearchParams());
      const columns = readColumns(new URLSearchParams(), 'buildings');
      navigate(
        paths.admin.collection(
          'buildings',
          collectionViewQuery({ ...buildings, q: text }, columns, 'buildings'),
        ),
      );
      return;
    }
    go({ q: text, first: 0 });
  };

  const onSort = (field: string) => {
    const order = state.sort === field ? (state.order === 1 ? -1 : 1) : COLLECTION_LIST.startOrder(field);
    go({ sort: field, order, first: 0 });
  };

  // Bulk actions, for staff who may write the collection's records: the selection is of the rows shown.
  const canWrite = useHoldsPermission('admin_write_entities');
  const canBulk = canWrite && recordWrites(collection) !== undefined;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggleSelected = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const specDocument = spec.data?.document;
  const fields = specDocument
    ? specFields(specDocument).map((name) => ({ name, type: specDocument[name] }))
    : [];
  const columns = columnState.viz.filter((field) => !ALWAYS_VISIBLE.includes(field));

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {collectionLabel(collection)}
      </Typography>
      <CollectionWritesBar collection={collection} />
      <CollectionSearchBar key={state.q} applied={state.q} onApply={applySearch} />
      <CollectionActions
        collection={collection}
        state={state}
        columnState={columnState}
        query={query}
        columns={columns}
      />
      <LiveListChip
        collection={collection}
        rows={rows}
        fetching={isFetching}
        readAt={dataUpdatedAt}
        onRefresh={refetch}
      />
      <Pager
        label={COLLECTION_TEXTS.paging}
        first={first}
        count={PAGE_SIZE}
        total={count}
        cursors={cursors}
        {...(cursors?.totalCapped && { capped: { shown: rows.length } })}
        onChange={(first, cursor) => go({ first, cursor: cursor ?? '' })}
      />
      {canBulk && (
        <CollectionBulkBar collection={collection} rows={rows} selected={selected} onSelected={setSelected} />
      )}
      <CollectionResultsTable
        collection={collection}
        rows={rows}
        selection={canBulk ? { selected, onToggle: toggleSelected } : undefined}
        columns={columns}
        sort={state.sort}
        order={state.order}
        onSort={onSort}
        loading={isFetching || search.kind === 'pending'}
        failure={failure}
        placeholderRows={PAGE_SIZE}
      />
      {fields.length > 0 && (
        <CollectionFieldTable
          fields={fields}
          visible={columnState.viz}
          alwaysVisible={ALWAYS_VISIBLE}
          required={columnState.req}
          onVisible={(field, on) =>
            go({}, writeColumns({ ...columnState, viz: toggle(columnState.viz, field, on) }, collection))
          }
          onRequired={(field, on) =>
            go(
              { first: 0 },
              writeColumns({ ...columnState, req: toggle(columnState.req, field, on) }, collection),
            )
          }
        />
      )}
    </Stack>
  );
}

/** `/admin/{collection}`: the generic collection page (staff-and-agents.md §2.2). */
export function CollectionList() {
  const resource = useResourceContext() ?? '';
  const collection = resourceCollection(resource);
  if (!collection) return null;
  return (
    <StaffOnly>
      <CollectionListView collection={collection} resource={resource} />
    </StaffOnly>
  );
}

/** `/admin/allevents`: the events collection's generic page (the tabbed Events page holds `/admin/events`). */
export function EventCollectionList() {
  return (
    <ResourceContextProvider value={collectionResource('events')}>
      <CollectionList />
    </ResourceContextProvider>
  );
}
