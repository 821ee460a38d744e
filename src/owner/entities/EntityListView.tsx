import Alert from '@mui/material/Alert';
import { ListControls } from '../../components/ListControls';
import { useListState } from '../../components/PagedList';
import { Pager } from '../../components/Pager';
import type { Entity } from '../../dataProvider/entities';
import { useEntityPage } from '../../dataProvider/entities.queries';
import type { EntityTypes } from '../../../common/entityRules';
import { EntityTable, type EntityColumn } from './EntityTable';
import { ENTITY_LIST, ENTITY_SORT_CHOICES, type EventsWhen } from './rules';
import { ENTITY_TEXTS as T } from './texts';

const LABELS = {
  sortBy: T.sortBy,
  order: T.order,
  ascending: T.ascending,
  descending: T.descending,
  perPage: T.pageSize,
};

/**
 * A page of a metaverse's entities whose state lives in the URL (`rules.ts`, ADR 0005): sort, order and page
 * size above the table, the console's `Pager` below it once the page has loaded; a change of sort, order or size
 * starts again at the first row.
 */
export function EntityListView({
  domainId,
  types,
  when,
  label,
  columns,
  empty,
  pagerLabel,
  onDelete,
}: {
  domainId: string;
  types: EntityTypes;
  when?: EventsWhen;
  /** The table's name. */
  label: string;
  columns: EntityColumn[];
  /** What the list says when it has no rows. */
  empty: string;
  pagerLabel: string;
  onDelete?: (row: Entity) => void;
}) {
  const { state, go, pageSizes } = useListState(ENTITY_LIST);
  const page = useEntityPage(domainId, types, when, {
    first: state.first,
    count: state.per,
    order: state.order,
    specific_sort: state.sort,
  });
  if (page.isError) return <Alert severity="error">{T.error}</Alert>;
  return (
    <>
      <ListControls state={state} sorts={ENTITY_SORT_CHOICES} pageSizes={pageSizes} labels={LABELS} go={go} />
      <EntityTable
        label={label}
        rows={page.data?.rows ?? []}
        columns={columns}
        empty={empty}
        onDelete={onDelete}
      />
      {page.data && (
        <Pager
          first={state.first}
          count={state.per}
          total={page.data.total}
          onChange={(first) => go({ first })}
          label={pagerLabel}
        />
      )}
    </>
  );
}
