import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useSettled } from '../../lib/settled';
import {
  HEADSET_EVENT_LOOKUP_DEBOUNCE_MS,
  headsetEventMismatches,
  PROMOTION_TEXTS,
} from '../../../common/promotionRules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Entity } from '../../dataProvider/entities';
import type { TargetUpdate } from '../../dataProvider/targets';
import { useOculusEvent } from '../../dataProvider/targets.queries';
import { TARGET_PAGE_TEXTS } from './texts';
import { formatDateTime } from '../../lib/dates';

const T = TARGET_PAGE_TEXTS.promotion;
type Dialog = 'request' | 'terms' | 'assign' | 'refuse' | 'clear';

/** The promotion dialog open, and the terms ticked and the notes typed in it (both cleared as one opens). */
export function usePromotionDialog() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [notes, setNotes] = useState('');
  const open = (next: Dialog) => {
    setTermsAccepted(false);
    setNotes('');
    setDialog(next);
  };
  return { dialog, open, close: () => setDialog(null), termsAccepted, setTermsAccepted, notes, setNotes };
}

/**
 * The dialogs of an event's headset-platform promotion (single-target-and-flows.md §4, §5, §6): Request (the
 * checks; confirm disabled while one fails) → started, the Oculus terms (Accept only once the box is ticked) →
 * submitted, and for staff Assign Oculus Event Id → accepted, Refuse (with notes) → refused, Clear Id → started.
 */
export function PromotionDialogs({
  dialogs,
  entity,
  linked,
  ready,
  checkList,
  onSave,
}: {
  dialogs: ReturnType<typeof usePromotionDialog>;
  entity: Entity;
  linked: boolean;
  ready: boolean;
  checkList: ReactNode;
  /** Saves the change, then closes the dialog. */
  onSave: (changes: TargetUpdate) => Promise<void>;
}) {
  const { dialog, close, termsAccepted, setTermsAccepted, notes, setNotes } = dialogs;
  return (
    <>
      <ConfirmDialog
        open={dialog === 'request'}
        title={T.requestTitle}
        confirmLabel={T.confirm}
        confirmDisabled={!ready}
        onClose={close}
        onConfirm={() => onSave({ oculussubmission: 'started' })}
      >
        {checkList}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'terms'}
        title={T.termsTitle}
        confirmLabel={T.accept}
        confirmDisabled={!termsAccepted}
        onClose={close}
        onConfirm={() => onSave({ oculussubmission: 'submitted' })}
      >
        <Typography sx={{ mb: 2 }}>{T.terms}</Typography>
        <FormControlLabel
          control={
            <Checkbox checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
          }
          label={T.acceptTerms}
        />
      </ConfirmDialog>
      {dialog === 'assign' && (
        <AssignDialog
          entity={entity}
          onClose={close}
          onAssign={(oculuseventid) => onSave({ oculussubmission: 'accepted', oculuseventid })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'refuse'}
        title={T.refuseTitle}
        confirmLabel={T.refuse}
        destructive
        onClose={close}
        onConfirm={() =>
          onSave({
            oculussubmission: 'refused',
            ...(linked && { oculuseventid: '' }),
            ...(notes.trim() !== '' && { oculusnotes: notes.trim() }),
          })
        }
      >
        <TextField
          label={T.refuseNotes}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          rows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'clear'}
        title={T.clearTitle}
        confirmLabel={T.clearId}
        onClose={close}
        onConfirm={() => onSave({ oculussubmission: 'started', oculuseventid: '' })}
      >
        <Typography>{T.clearText}</Typography>
      </ConfirmDialog>
    </>
  );
}

/** Assign Oculus Event Id (dev release, staff): lookup, the three mismatch texts, Event not found, Ignore Errors. */
function AssignDialog({
  entity,
  onClose,
  onAssign,
}: {
  entity: Entity;
  onClose: () => void;
  onAssign: (id: string) => Promise<void>;
}) {
  const [typed, setTyped] = useState('');
  const [ignore, setIgnore] = useState(false);
  const id = typed.trim();
  const valid = /^[0-9]+$/.test(id);
  const settled = useSettled(valid ? id : '', HEADSET_EVENT_LOOKUP_DEBOUNCE_MS);
  const lookup = useOculusEvent(settled);
  const current = settled === id && valid;
  const found = current ? lookup.data : undefined;
  const mismatches = found
    ? headsetEventMismatches(
        { title: entity.nickname ?? entity.name, start: entity.startdate, end: entity.enddate },
        found,
      )
    : [];
  const looking = valid && (!current || lookup.isFetching);
  const canAssign = !!found && !looking && (mismatches.length === 0 || ignore);
  return (
    <ConfirmDialog
      open
      title={T.assignTitle}
      confirmLabel={T.assignConfirm}
      confirmDisabled={!canAssign}
      onClose={onClose}
      onConfirm={() => onAssign(id)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={T.eventId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={T.eventIdHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          autoFocus
        />
        {looking && <Typography role="status">{T.looking}</Typography>}
        {current && !looking && lookup.isError && (
          <Alert severity="error">{PROMOTION_TEXTS.eventNotFound}</Alert>
        )}
        {found && !looking && (
          <Typography>
            {T.found(found.title, formatDateTime(found.start), formatDateTime(found.end), found.subscribers)}
          </Typography>
        )}
        {!looking &&
          mismatches.map((mismatch) => (
            <Alert key={mismatch} severity="warning">
              {PROMOTION_TEXTS[mismatch]}
            </Alert>
          ))}
        {found && !looking && mismatches.length > 0 && (
          <FormControlLabel
            control={<Checkbox checked={ignore} onChange={(event) => setIgnore(event.target.checked)} />}
            label={T.ignoreErrors}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
