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
import { AuditTable } from './AuditTable';
import { AUDIT_TEXTS } from './texts';

const PAGE = 30;
const FILTERS = ['collection', 'target', 'actor'] as const;
type Filter = (typeof FILTERS)[number];

function AuditLog() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const first = Math.max(0, Number(params.get('first') ?? 0) || 0);
  const applied = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  ) as Partial<Record<Filter, string>>;
  const [draft, setDraft] = useState<Partial<Record<Filter, string>>>(applied);
  const load = useLoad(params.toString(), () => dataProvider.getAuditLog({ first, count: PAGE, ...applied }));
  const labels: Record<Filter, string> = {
    collection: AUDIT_TEXTS.collection,
    target: AUDIT_TEXTS.target,
    actor: AUDIT_TEXTS.actor,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTERS) if (draft[key]?.trim()) next.set(key, draft[key].trim());
    setParams(next);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {AUDIT_TEXTS.pageTitle}
      </Typography>
      <Typography>{AUDIT_TEXTS.intro}</Typography>
      <Stack
        component="form"
        aria-label={AUDIT_TEXTS.filters}
        direction="row"
        spacing={2}
        onSubmit={submit}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {FILTERS.map((key) => (
          <TextField
            key={key}
            size="small"
            label={labels[key]}
            value={draft[key] ?? ''}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="contained">
          {AUDIT_TEXTS.apply}
        </Button>
      </Stack>
      <SectionFrame title={AUDIT_TEXTS.pageTitle}>
        {(headingId) => (
          <Loaded load={load}>
            {(page) => (
              <>
                {page.total === 0 ? (
                  <Typography>{AUDIT_TEXTS.empty}</Typography>
                ) : (
                  <AuditTable entries={page.entries} labelledBy={headingId} withRecord />
                )}
                <Pager
                  label={AUDIT_TEXTS.paging}
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

/** `/admin/audit`: the browsable audit log of staff writes, filtered by collection, record or staff user. */
export function AuditPage() {
  return (
    <StaffOnly>
      <AuditLog />
    </StaffOnly>
  );
}
AuditPage.path = '/admin/audit';
