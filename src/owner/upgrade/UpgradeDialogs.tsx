import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../lib/planRanks';
import type { FlowEvent, FlowState } from '../../lib/upgradeFlow';
import { UPGRADE_TEXTS as T } from './texts';

export interface UpgradeDialogsProps {
  state: FlowState;
  planName: (type: string) => string;
  dispatch: (event: FlowEvent) => void;
}

/** The needs-owner dialog (owner-console.md §8), the downgrade warning and the proration confirm dialog (owner-console.md §4). */
export function UpgradeDialogs({ state, planName, dispatch }: UpgradeDialogsProps) {
  const dismiss = () => dispatch({ type: 'dismiss' });
  const confirm = () => dispatch({ type: 'confirm' });
  return (
    <>
      <Dialog open={state.kind === 'needsOwner'} onClose={dismiss} aria-labelledby="needs-owner-title">
        <DialogTitle id="needs-owner-title">{T.needsOwnerTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.needsOwner}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={dismiss} autoFocus>
            {T.ok}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={state.kind === 'confirmDowngrade'}
        title={T.downgradeTitle}
        confirmLabel={T.downgradeConfirm}
        cancelLabel={T.cancel}
        destructive
        onClose={dismiss}
        onConfirm={confirm}
      >
        <DialogContentText>
          {state.kind === 'confirmDowngrade' && T.downgradeWarning(planName(state.choice.plan))}
        </DialogContentText>
      </ConfirmDialog>
      {/* Confirming moves the flow on (upgrade, then sync); a failed call ends it with the reason on the page. */}
      <ConfirmDialog
        open={state.kind === 'confirmProration'}
        title={T.prorationTitle}
        confirmLabel={T.confirmPay}
        cancelLabel={T.cancel}
        onClose={dismiss}
        onConfirm={confirm}
      >
        {state.kind === 'confirmProration' && (
          <>
            <DialogContentText>{T.prorationIntro(planName(state.choice.plan))}</DialogContentText>
            <Table size="small" aria-label={T.prorationTitle}>
              <TableBody>
                {state.quote.lines.map((line, index) => (
                  <TableRow key={index}>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{formatMoney(line.amount / 100, line.currency)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                    {state.quote.total < 0 ? T.creditNow : T.totalNow}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                    {formatMoney(Math.abs(state.quote.total) / 100, state.quote.currency)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
