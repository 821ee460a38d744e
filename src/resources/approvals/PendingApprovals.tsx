import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { Decision } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { RejectDialog } from './RejectDialog';
import { APPROVALS_TEXTS as T } from './texts';

/** One column of a pending list: its header and what a row shows in it. */
export interface PendingColumn<Item> {
  header: string;
  align?: 'right';
  cell(item: Item): ReactNode;
}

export interface PendingApprovalsProps<Item> {
  /** Id of the section heading (also labels the table). */
  id: string;
  title: string;
  empty: string;
  /** The pending items (undefined while loading) and why they could not be loaded. */
  items: Item[] | undefined;
  loadError: unknown;
  keyOf(item: Item): string;
  /** The item's name in button labels and the reject dialog's title. */
  nameOf(item: Item): string;
  columns: PendingColumn<Item>[];
  /** Decides on an item; once decided it leaves `items`. */
  decide(item: Item, decision: Decision): Promise<unknown>;
  /** The reject dialog: its title, and the text field (a required reason, or an optional message). */
  rejectTitle(name: string): string;
  rejectField: { label: string; help: string; required: boolean };
}

/**
 * A pending list with Approve and Reject (staff-and-agents.md §2.7): a decided item disappears; a failure
 * shows in a red alert and the item stays.
 */
export function PendingApprovals<Item>(props: PendingApprovalsProps<Item>) {
  const { id, keyOf, nameOf } = props;
  const items = props.items ?? null;
  const [decideError, setDecideError] = useState<string | null>(null);
  const error = decideError ?? (props.loadError ? errorText(props.loadError) : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Item | null>(null);

  // A refused rejection stays in its dialog with the reason.
  const reject = async (item: Item, text: string) => {
    setBusy(keyOf(item));
    setDecideError(null);
    try {
      await props.decide(item, { approve: false, text });
      setRejecting(null);
    } finally {
      setBusy(null);
    }
  };

  const decide = async (item: Item, decision: Decision) => {
    setBusy(keyOf(item));
    setDecideError(null);
    try {
      await props.decide(item, decision);
      setRejecting(null);
    } catch (failure) {
      setDecideError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id}>
        {props.title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {items === null && !error && <Typography>{T.loading}</Typography>}
      {items?.length === 0 && <Typography>{props.empty}</Typography>}
      {items && items.length > 0 && (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {props.columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell>{T.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={keyOf(item)}>
                {props.columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.cell(item)}
                  </TableCell>
                ))}
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.approveLabel(nameOf(item))}
                      onClick={() => void decide(item, { approve: true })}
                    >
                      {T.approve}
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.rejectLabel(nameOf(item))}
                      onClick={() => setRejecting(item)}
                    >
                      {T.reject}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rejecting !== null && (
        <RejectDialog
          title={props.rejectTitle(nameOf(rejecting))}
          {...props.rejectField}
          onCancel={() => setRejecting(null)}
          onReject={(text) => reject(rejecting, text)}
        />
      )}
    </Stack>
  );
}
