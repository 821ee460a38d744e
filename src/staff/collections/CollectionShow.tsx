import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useGetOne, useResourceContext } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AdminDocument, CollectionName } from '../../api/types';
import { resourceCollection } from '../../dataProvider';
import { NavAnchor } from '../../layout/navigation';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { collectionLabel, recordTitle } from './labels';
import { recordWrites } from './recordWrites';
import { sectionsFor } from './sections';
import { RevealTogether } from '../../components/RevealTogether';
import { StaffOnly } from './StaffOnly';
import { COLLECTION_TEXTS } from './texts';
import { paths } from '../../paths';
import { RecordEditor } from './recordEditorLoader';
import { LiveRecordNotice } from './LiveRecordNotice';

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? '';
}

function AllFields({ record }: { record: AdminDocument }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="all-fields-title"
      sx={{ overflowX: 'auto' }}
    >
      <Typography id="all-fields-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {COLLECTION_TEXTS.allFields}
      </Typography>
      <Table size="small" aria-labelledby="all-fields-title">
        <TableHead>
          <TableRow>
            <TableCell>{COLLECTION_TEXTS.field}</TableCell>
            <TableCell>{COLLECTION_TEXTS.value}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(record).map(([field, value]) => (
            <TableRow key={field}>
              <TableCell sx={{ verticalAlign: 'top', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {field}
              </TableCell>
              <TableCell
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: typeof value === 'object' && value !== null ? 'monospace' : undefined,
                }}
              >
                {valueText(value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function RawData({ record, open, onToggle }: { record: AdminDocument; open: boolean; onToggle: () => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="raw-data-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="raw-data-title" variant="h6" component="h2">
          {COLLECTION_TEXTS.rawData}
        </Typography>
        <Button onClick={onToggle} aria-expanded={open} aria-controls="raw-data">
          {open ? COLLECTION_TEXTS.hideRaw : COLLECTION_TEXTS.showRaw}
        </Button>
      </Stack>
      {open && (
        <Box
          component="pre"
          id="raw-data"
          role="region"
          tabIndex={0}
          aria-label={COLLECTION_TEXTS.rawData}
          sx={{ m: 0, mt: 1, fontSize: 13, overflowX: 'auto' }}
        >
          {JSON.stringify(record, null, 2)}
        </Box>
      )}
    </Paper>
  );
}

type EditorMode = 'edit' | 'new' | 'clone';

const EDITOR_TITLES: Record<EditorMode, string> = {
  edit: COLLECTION_TEXTS.editRecord,
  new: COLLECTION_TEXTS.newRecord,
  clone: COLLECTION_TEXTS.cloneRecord,
};

function CollectionShowView({
  collection,
  resource,
  id,
}: {
  collection: CollectionName;
  resource: string;
  id: string;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view') === 'raw';
  const { data: record, error, isFetching, refetch } = useGetOne<AdminDocument>(resource, { id });
  const canWrite = useHoldsPermission('admin_write_entities');
  const writes = canWrite ? recordWrites(collection) : undefined;
  const [editor, setEditor] = useState<EditorMode | null>(null);
  // Bumped to start the form over from a freshly read record (after someone else's change).
  const [editorRun, setEditorRun] = useState(0);
  const label = collectionLabel(collection);
  // The record's name once it is read (not its id first: a long id wraps, and the heading would then shrink).
  const title = record ? recordTitle(collection, record) : error ? id : '';

  return (
    <Stack spacing={2}>
      <Link component={NavAnchor} href={paths.admin.collection(collection)}>
        {COLLECTION_TEXTS.backTo(label)}
      </Link>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {label}: {title}
      </Typography>
      <RevealTogether>
        {record && (
          <LiveRecordNotice
            collection={collection}
            record={record}
            fetching={isFetching}
            onReload={refetch}
          />
        )}
        {error && <Alert severity="error">{COLLECTION_TEXTS.notFound}</Alert>}
        {record && writes && editor === null && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setEditor('edit')}>
              {COLLECTION_TEXTS.edit}
            </Button>
            {writes.create && (
              <>
                <Button variant="outlined" onClick={() => setEditor('new')}>
                  {COLLECTION_TEXTS.new}
                </Button>
                <Button variant="outlined" onClick={() => setEditor('clone')}>
                  {COLLECTION_TEXTS.clone}
                </Button>
              </>
            )}
          </Stack>
        )}
        {record && writes && editor !== null && (
          <SectionFrame title={EDITOR_TITLES[editor]}>
            <Suspense fallback={<CircularProgress aria-label={COLLECTION_TEXTS.loading} />}>
              <RecordEditor
                key={`${editor}-${editorRun}`}
                collection={collection}
                writes={writes}
                record={editor === 'edit' ? record : null}
                template={editor === 'clone' ? record : undefined}
                onBack={() => setEditor(null)}
                onNew={writes.create ? () => setEditor('new') : undefined}
                onReload={() => void refetch().then(() => setEditorRun((run) => run + 1))}
              />
            </Suspense>
          </SectionFrame>
        )}
        {record &&
          sectionsFor(collection).map((Section, index) => (
            <Section key={index} record={record} collection={collection} reload={() => void refetch()} />
          ))}
        {record && <AllFields record={record} />}
        {record && (
          <RawData
            record={record}
            open={raw}
            onToggle={() => setParams(raw ? {} : { view: 'raw' }, { replace: true })}
          />
        )}
      </RevealTogether>
    </Stack>
  );
}

/**
 * `/admin/{collection}/{id}`: the record's own sections (see `sections.ts`), then its All Fields table and its
 * Raw data view (staff-and-agents.md §2.3).
 */
export function CollectionShow() {
  const resource = useResourceContext() ?? '';
  const { id } = useParams<'id'>();
  const collection = resourceCollection(resource);
  if (!collection || !id) return null;
  return (
    <StaffOnly>
      <CollectionShowView key={id} collection={collection} resource={resource} id={id} />
    </StaffOnly>
  );
}
