import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PageSizeSelect } from './PageSizeSelect';

export interface ListControlsState<S extends string> {
  q: string;
  sort: S;
  order: 1 | -1;
  per: number;
}

export interface ListControlsLabels {
  /** The search box's name; a list without one (the entity lists) leaves it out. */
  search?: string;
  sortBy: string;
  order: string;
  ascending: string;
  descending: string;
  perPage: string;
}

/**
 * Search, sort, order and page size of a list whose state lives in the URL (ADR 0005); each change goes there
 * through `go` and starts again at the first row. Enter or leaving the box searches. Without a search label
 * there is no box, and the controls are not a search form.
 */
export function ListControls<S extends string>({
  state,
  sorts,
  pageSizes,
  labels: T,
  go,
}: {
  state: ListControlsState<S>;
  sorts: readonly (readonly [S, string])[];
  pageSizes: readonly number[];
  labels: ListControlsLabels;
  go: (next: Partial<ListControlsState<S>> & { first: number }) => void;
}) {
  const [search, setSearch] = useState(state.q);
  // The box follows the URL when the search changes there (back, a link).
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setSearch(state.q);
  }
  const searchForm = T.search !== undefined && {
    component: 'form',
    role: 'search',
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      go({ q: search.trim(), first: 0 });
    },
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} {...searchForm}>
      {T.search !== undefined && (
        <TextField
          size="small"
          label={T.search}
          value={search}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(event) => setSearch(event.target.value)}
          // Enter searches: the form's other fields (the selects' hidden inputs) keep the browser from submitting.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            go({ q: search.trim(), first: 0 });
          }}
          onBlur={() => search.trim() !== state.q && go({ q: search.trim(), first: 0 })}
        />
      )}
      <TextField
        select
        size="small"
        label={T.sortBy}
        value={state.sort}
        onChange={(event) => go({ sort: event.target.value as S, first: 0 })}
        sx={{ minWidth: 160 }}
      >
        {sorts.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={T.order}
        value={String(state.order)}
        onChange={(event) => go({ order: event.target.value === '-1' ? -1 : 1, first: 0 })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="1">{T.ascending}</MenuItem>
        <MenuItem value="-1">{T.descending}</MenuItem>
      </TextField>
      <PageSizeSelect
        label={T.perPage}
        value={state.per}
        sizes={pageSizes}
        onChange={(per) => go({ per, first: 0 })}
      />
    </Stack>
  );
}
