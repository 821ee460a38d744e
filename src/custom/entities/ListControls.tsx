import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { ENTITY_PAGE_SIZES, ENTITY_SORTS, type EntitySort } from '../../../common/entityRules';
import { ENTITY_TEXTS as T } from './texts';
import type { EntityListState } from './useEntityList';

/** Sort choice, order and pager of an entity list. */
export function ListControls({ list }: { list: EntityListState }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <FormControl size="small">
        <InputLabel id="entity-sort">{T.sortBy}</InputLabel>
        <Select
          labelId="entity-sort"
          label={T.sortBy}
          value={list.sort}
          onChange={(e) => list.setSort(e.target.value as EntitySort)}
        >
          {ENTITY_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small">
        <InputLabel id="entity-order">{T.order}</InputLabel>
        <Select
          labelId="entity-order"
          label={T.order}
          value={String(list.order)}
          onChange={(e) => list.setOrder(e.target.value === '-1' ? -1 : 1)}
        >
          <MenuItem value="1">{T.ascending}</MenuItem>
          <MenuItem value="-1">{T.descending}</MenuItem>
        </Select>
      </FormControl>
      <TablePagination
        component="div"
        count={list.total}
        page={list.page}
        rowsPerPage={list.perPage}
        rowsPerPageOptions={[...ENTITY_PAGE_SIZES]}
        labelRowsPerPage={T.pageSize}
        onPageChange={(_, page) => list.setPage(page)}
        onRowsPerPageChange={(e) => list.setPerPage(Number(e.target.value))}
      />
    </Stack>
  );
}
