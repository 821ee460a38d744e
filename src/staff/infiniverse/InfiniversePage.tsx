import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CELL_OFFSET } from '../../../common/postcode';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { DataTable } from '../../components/DataTable';
import { PermissionNote } from '../../components/PermissionNote';
import { SectionFrame } from '../../components/SectionFrame';
import type { RegenerationStatus } from '../../dataProvider/liveMap';
import { useRegenerationAction, useRegenerationStatus } from '../../dataProvider/liveMap.queries';
import { errorText } from '../../dataProvider/queries';
import { formatDuration, regenerationBadge, truncationNote } from '../../lib/regeneration';
import { INFINIVERSE_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';

type RunningJob = RegenerationStatus['runningJobsDetails'][number];

const when = (iso: string | null) => (iso ? formatDateTime(iso) : T.none);

/** Regenerate and Stop, with a refusal shown as a danger banner (screens.md C15). */
function Actions() {
  const start = useRegenerationAction('start');
  const stop = useRegenerationAction('stop');
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: typeof start, text: (message: string) => string) => {
    setProblem(null);
    action.mutate(undefined, { onError: (error) => setProblem(text(errorText(error))) });
  };
  const busy = start.isPending || stop.isPending;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={busy} onClick={() => run(start, T.startFailed)}>
          {T.regenerate}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => run(stop, T.stopFailed)}>
          {T.stop}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

function StatusCard({ status }: { status: RegenerationStatus }) {
  const rows: [string, string][] = [
    [T.duration, formatDuration(status.durationSeconds)],
    [T.totalPlots, String(status.totalPlots)],
    [T.submittedJobs, String(status.submittedJobs)],
    [T.runningJobs, String(status.runningJobs)],
    [T.completedJobs, String(status.completedJobs)],
    [T.errorJobs, String(status.errorJobs)],
    [T.progress, `${status.progress}%`],
    [
      T.remaining,
      status.estimatedRemainingSeconds === null ? T.none : formatDuration(status.estimatedRemainingSeconds),
    ],
    [T.startTime, when(status.startTime)],
    [T.lastUpdate, when(status.lastUpdate)],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="span">{T.statusLabel}</Typography>
        {/* The badge's colour is its border; the text stays in the body colour, readable in both themes. */}
        <Chip
          label={status.status}
          color={regenerationBadge(status.status)}
          variant="outlined"
          sx={{ color: 'text.primary', borderWidth: 2 }}
        />
      </Stack>
      <Table size="small" aria-label={T.statusTitle} sx={{ maxWidth: 520 }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {status.error && <Alert severity="error">{`${T.error}: ${status.error}`}</Alert>}
    </Stack>
  );
}

function RunningJobs({ status }: { status: RegenerationStatus }) {
  const note = truncationNote(status.runningJobsDetails.length, status.runningJobs);
  return (
    <SectionFrame title={T.runningTitle}>
      {(headingId) => (
        <>
          <DataTable<RunningJob>
            labelledBy={headingId}
            rows={status.runningJobsDetails}
            rowKey={(job, index) => `${job.postcode}-${index}`}
            empty={<Typography>{T.noRunning}</Typography>}
            columns={[
              { heading: T.cellX, cell: (job) => job.cellx - CELL_OFFSET, align: 'right' },
              { heading: T.cellY, cell: (job) => job.celly - CELL_OFFSET, align: 'right' },
              { heading: T.postcode, cell: (job) => job.postcode },
            ]}
          />
          {note && <Typography sx={{ mt: 1 }}>{note}</Typography>}
        </>
      )}
    </SectionFrame>
  );
}

function Regeneration() {
  const canWrite = useHoldsPermission('admin_write_infiniverse');
  // A failed read is only logged (screens.md C15); the card keeps what it showed last.
  const status = useRegenerationStatus();
  useEffect(() => {
    if (status.error) console.error(errorText(status.error));
  }, [status.error]);
  return (
    <Stack spacing={3}>
      <Typography>{T.intro}</Typography>
      {canWrite ? <Actions /> : <PermissionNote action={T.regenerate} permission="admin_write_infiniverse" />}
      <SectionFrame title={T.statusTitle}>
        {status.data ? (
          <StatusCard status={status.data} />
        ) : (
          <Typography>{status.isError ? T.unknown : T.loading}</Typography>
        )}
      </SectionFrame>
      {status.data && <RunningJobs status={status.data} />}
    </Stack>
  );
}

/**
 * `/admin/infiniverse`: building-world regeneration (staff-and-agents.md §2.15). The registry opens it only to
 * staff holding admin_read_infiniverse.
 */
export function InfiniversePage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {T.title}
      </Typography>
      <Regeneration />
    </Stack>
  );
}
