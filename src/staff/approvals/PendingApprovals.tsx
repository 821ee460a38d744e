import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import type { Decision } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { RejectDialog } from './RejectDialog';
import { APPROVALS_TEXTS as T } from './texts';

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
  columns: Column<Item>[];
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
      {items && (
        <DataTable<Item>
          labelledBy={id}
          rows={items}
          rowKey={keyOf}
          empty={props.empty}
          columns={[
            ...props.columns,
            {
              heading: T.actions,
              cell: (item) => (
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
              ),
            },
          ]}
        />
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
