import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import { StaffOnly } from '../collections/StaffOnly';
import { Pager } from '../users/Pager';
import { Loaded, SectionFrame } from '../users/SectionFrame';
import { OutboxTable } from './OutboxTable';
import { OUTBOX_TEXTS as T } from './texts';

const PAGE = 30;

function Outbox() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const first = Math.max(0, Number(params.get('first') ?? 0) || 0);
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const load = useLoad(params.toString(), () => dataProvider.listOutbox(first, PAGE, to || undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {T.pageTitle}
      </Typography>
      <Typography>{T.intro}</Typography>
      <Stack
        component="form"
        aria-label={T.filters}
        direction="row"
        spacing={2}
        onSubmit={submit}
        sx={{ alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={T.to}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {T.apply}
        </Button>
      </Stack>
      <SectionFrame title={T.pageTitle}>
        {(headingId) => (
          <Loaded load={load}>
            {(page) => (
              <>
                {page.total === 0 ? (
                  <Typography>{T.empty}</Typography>
                ) : (
                  <OutboxTable messages={page.messages} labelledBy={headingId} />
                )}
                <Pager
                  label={T.paging}
                  first={first}
                  count={PAGE}
                  total={page.total}
                  onChange={(next) => {
                    const copy = new URLSearchParams(params);
                    copy.set('first', String(next));
                    setParams(copy);
                  }}
                />
              </>
            )}
          </Loaded>
        )}
      </SectionFrame>
    </Stack>
  );
}

/** `/admin/outbox`: the mail outbox for staff, paged, filtered by recipient address. */
export function OutboxPage() {
  return (
    <StaffOnly>
      <Outbox />
    </StaffOnly>
  );
}
OutboxPage.path = '/admin/outbox';
