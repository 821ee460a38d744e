import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminDocument } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { readFirst } from '../../lib/listState';
import { useTargetEntities } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { EVENTS_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';

const PAGE = 30;

/** Landmarks live in the locations collection with type landmark; plots have their own collection. */
const KINDS = {
  landmarks: { title: T.landmarksTitle, empty: T.noLandmarks, collection: 'locations', type: 'landmark' },
  plots: { title: T.plotsTitle, empty: T.noPlots, collection: 'plots', type: 'plot' },
} as const;

type Kind = keyof typeof KINDS;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function EntityList({ kind }: { kind: Kind }) {
  const { collection, type, empty, title } = KINDS[kind];
  const [params, setParams] = useSearchParams();
  const target = params.get('target') ?? '';
  const first = readFirst(params);
  const [draft, setDraft] = useState(target);
  // Each request has its own entry, so a new request shows "Loading..." without a reset.
  const result = useTargetEntities(collection, type, target, first, PAGE);
  const page = result.data ?? null;
  const error = result.isError ? errorText(result.error) : null;
  const go = (nextTarget: string, nextFirst: number) => {
    const next: Record<string, string> = {};
    if (nextTarget) next.target = nextTarget;
    if (nextFirst > 0) next.first = String(nextFirst);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 0);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} component="form" onSubmit={submit} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={T.target}
          helperText={T.targetHelp}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          {T.show}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && page === null && <Typography>{T.loading}</Typography>}
      {page?.documents.length === 0 && <Typography>{empty}</Typography>}
      {page && page.documents.length > 0 && (
        <>
          <DataTable<AdminDocument>
            label={title}
            rows={page.documents}
            rowKey={(doc) => doc.id}
            columns={[
              {
                heading: T.name,
                cell: (doc) => {
                  const path = text(doc.path);
                  return path ? (
                    <Link component={NavAnchor} href={paths.domain.entityAt(path)}>
                      {text(doc.nickname) || text(doc.name) || doc.id}
                    </Link>
                  ) : (
                    text(doc.nickname) || doc.id
                  );
                },
              },
              { heading: T.metaverse, cell: (doc) => text(doc.path).split('/')[0] },
              { heading: T.path, cell: (doc) => text(doc.path) },
              {
                heading: T.updated,
                cell: (doc) => (doc.timestamp ? formatDateTime(String(doc.timestamp)) : ''),
              },
            ]}
          />
          <Pager
            label={T.paging(title)}
            first={first}
            count={PAGE}
            total={page.total}
            onChange={(next) => go(target, next)}
          />
        </>
      )}
    </Stack>
  );
}

/** Staff lists of landmark or plot entities over every metaverse, or under one target (staff-and-agents.md §2.13). */
function TargetEntitiesPage({ kind }: { kind: Kind }) {
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {KINDS[kind].title}
        </Typography>
        <EntityList key={kind} kind={kind} />
      </Stack>
    </StaffOnly>
  );
}

/** `/admin/targets/landmarks`. */
export function LandmarksPage() {
  return <TargetEntitiesPage kind="landmarks" />;
}

/** `/admin/targets/plots`. */
export function PlotsPage() {
  return <TargetEntitiesPage kind="plots" />;
}
