import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '../../components/Pager';
import { readFirst, withFirst } from '../../lib/listState';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { StaffOnly } from './StaffOnly';

/** Rows per page of a staff log. */
export const LOG_PAGE = 30;

export interface FilteredLogProps<Key extends string, Page extends { total: number }> {
  texts: { pageTitle: string; intro: string; filters: string; apply: string; empty: string; paging: string };
  /** The filter fields, kept in the URL under their keys, with their labels. */
  filters: Record<Key, string>;
  /** The query hook of one page from `first`, with the applied (non-empty) filters. */
  useLog(first: number, count: number, applied: Partial<Record<Key, string>>): UseQueryResult<Page>;
  /** The page's rows, in a table labelled by the section heading. */
  children(page: Page, headingId: string): ReactNode;
}

function FilteredLog<Key extends string, Page extends { total: number }>({
  texts,
  filters,
  useLog,
  children,
}: FilteredLogProps<Key, Page>) {
  const keys = Object.keys(filters) as Key[];
  const [params, setParams] = useSearchParams();
  const first = readFirst(params);
  const applied = Object.fromEntries(
    keys.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  ) as Partial<Record<Key, string>>;
  const [draft, setDraft] = useState<Partial<Record<Key, string>>>(applied);
  const load = useLog(first, LOG_PAGE, applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of keys) if (draft[key]?.trim()) next.set(key, draft[key].trim());
    setParams(next);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {texts.pageTitle}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <Stack
        component="form"
        aria-label={texts.filters}
        direction="row"
        spacing={2}
        useFlexGap
        onSubmit={submit}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {keys.map((key) => (
          <TextField
            key={key}
            size="small"
            label={filters[key]}
            value={draft[key] ?? ''}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="contained">
          {texts.apply}
        </Button>
      </Stack>
      <SectionFrame title={texts.pageTitle}>
        {(headingId) => (
          <Loaded load={load}>
            {(page: Page) => (
              <>
                {page.total === 0 ? <Typography>{texts.empty}</Typography> : children(page, headingId)}
                <Pager
                  label={texts.paging}
                  first={first}
                  count={LOG_PAGE}
                  total={page.total}
                  onChange={(next) => setParams(withFirst(params, next))}
                />
              </>
            )}
          </Loaded>
        )}
      </SectionFrame>
    </Stack>
  );
}

/** A staff page of a paged log with filter fields in the URL (the audit log, the mail outbox). */
export function FilteredLogPage<Key extends string, Page extends { total: number }>(
  props: FilteredLogProps<Key, Page>,
) {
  return (
    <StaffOnly>
      <FilteredLog {...props} />
    </StaffOnly>
  );
}
