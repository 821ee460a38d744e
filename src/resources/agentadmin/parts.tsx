import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZES } from '../../custom/agents/rules';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/** A key/value list (the hub's stats, an agent's data). */
export function KeyValueList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {key}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Long text (a prompt, formatted JSON) as written, in a block that scrolls when it is long; the block can take
 * the keyboard's focus so it can be scrolled without a mouse.
 */
export function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 320,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** A page of the agent admin: its heading and the way back to the hub. */
export function AdminAgentsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Link component={NavAnchor} href={paths.admin.agents()}>
        {T.backToHub}
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface ListState<S extends string> {
  q: string;
  sort: S;
  order: 1 | -1;
  per: number;
}

/** Search, sort, order and page size of an agent admin list; each change goes to the URL through `go`. */
export function ListControls<S extends string>({
  state,
  sorts,
  go,
}: {
  state: ListState<S>;
  sorts: readonly (readonly [S, string])[];
  go: (next: Partial<ListState<S>> & { first: number }) => void;
}) {
  const [search, setSearch] = useState(state.q);
  // The box follows the URL when the search changes there (back, a link).
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setSearch(state.q);
  }
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        go({ q: search.trim(), first: 0 });
      }}
    >
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
      <TextField
        select
        size="small"
        label={T.perPage}
        value={String(state.per)}
        onChange={(event) => go({ per: Number(event.target.value), first: 0 })}
        sx={{ minWidth: 120 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {size}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
