import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  HEADSET_EVENT_LOOKUP_DEBOUNCE_MS,
  headsetEventMismatches,
  PROMOTION_STAFF_PERMISSION,
  PROMOTION_TEXTS,
  promotionChecks,
  type PromotionState,
} from '../../../common/promotionRules';
import type { Domain } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionFrame } from '../../components/SectionFrame';
import type { Entity } from '../../dataProvider/entities';
import type { TargetUpdate } from '../../dataProvider/targets';
import { useOculusEvent, useUpdateEntity } from '../../dataProvider/targets.queries';
import { oculusEventUrl } from '../../lib/eventTabs';
import type { Release } from './TargetControls';
import { TARGET_PAGE_TEXTS } from './texts';

const T = TARGET_PAGE_TEXTS.promotion;
type Dialog = 'request' | 'terms' | 'assign' | 'refuse' | 'clear';

/** Whether an event is linked to a headset-platform event (its name, description and dates are then locked). */
export const isLinkedEvent = (entity: Entity): boolean => (entity.oculuseventid ?? '') !== '';

/**
 * An event's headset-platform promotion (single-target-and-flows.md §4, §5, §6): the checks, Request (confirm
 * disabled while a check fails) → started, the Oculus terms (Accept only once the box is ticked) → submitted;
 * on the Work In Progress release, staff holding admin_write_entities assign the Oculus event id (looked up 1 s
 * after typing stops; mismatches shown unless ignored) → accepted, refuse, or clear the id → started. The server
 * applies the same rules.
 */
export function PromotionCard({
  domain,
  entityKey,
  entity,
  disabled,
  release,
}: {
  domain: Domain;
  entityKey: string;
  entity: Entity;
  disabled: boolean;
  release: Release;
}) {
  const update = useUpdateEntity(domain.id, 'events', entityKey);
  const staff = useHoldsPermission(PROMOTION_STAFF_PERMISSION);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [notes, setNotes] = useState('');
  const state = entity.oculussubmission as PromotionState | undefined;
  const checks = promotionChecks(entity, new Date());
  const ready = checks.every((result) => result.ok);
  const linked = isLinkedEvent(entity);
  const close = () => setDialog(null);
  const save = async (changes: TargetUpdate) => {
    await update.mutateAsync({ id: entity.id, changes });
    close();
  };
  const open = (next: Dialog) => {
    setTermsAccepted(false);
    setNotes('');
    setDialog(next);
  };
  const checkList = (
    <List dense aria-label={T.checksHeading}>
      {checks.map(({ check, ok }) => (
        <ListItem key={check} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {ok ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <CancelIcon color="error" fontSize="small" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText primary={PROMOTION_TEXTS.checks[check]} secondary={ok ? T.passed : T.failed} />
        </ListItem>
      ))}
    </List>
  );

  return (
    <SectionFrame title={T.title}>
      <Stack spacing={2}>
        <Typography>{T.intro}</Typography>
        <Typography sx={{ fontWeight: 'bold' }} data-testid="promotion-state">
          {T.states[state ?? 'none']}
        </Typography>
        {linked && (
          <Typography>
            <Link href={oculusEventUrl(entity.oculuseventid ?? '')} target="_blank" rel="noopener noreferrer">
              {T.linked(entity.oculuseventid ?? '')}
            </Link>
            {entity.subscribers !== undefined && ` · ${T.subscribers(entity.subscribers)}`}
          </Typography>
        )}
        {linked && <Alert severity="info">{T.locked}</Alert>}
        {entity.oculusnotes && (
          <Alert severity={state === 'refused' ? 'warning' : 'info'}>
            {T.notes}: {entity.oculusnotes}
          </Alert>
        )}
        {(state === undefined || state === 'refused' || state === 'started') && (
          <>
            <Typography variant="subtitle2" component="h3">
              {T.checksHeading}
            </Typography>
            {checkList}
          </>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(state === undefined || state === 'refused') && (
            <Button variant="contained" disabled={disabled} onClick={() => open('request')}>
              {state === 'refused' ? T.requestAgain : T.request}
            </Button>
          )}
          {state === 'started' && (
            <Button variant="contained" disabled={disabled || !ready} onClick={() => open('terms')}>
              {T.submit}
            </Button>
          )}
        </Stack>
        {release === 'dev' && staff && (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {T.devControls}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {!linked && (
                <Button variant="outlined" disabled={disabled} onClick={() => open('assign')}>
                  {T.assign}
                </Button>
              )}
              {state !== 'refused' && state !== undefined && (
                <Button variant="outlined" color="error" disabled={disabled} onClick={() => open('refuse')}>
                  {T.refuse}
                </Button>
              )}
              {linked && (
                <Button variant="outlined" disabled={disabled} onClick={() => open('clear')}>
                  {T.clearId}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        open={dialog === 'request'}
        title={T.requestTitle}
        confirmLabel={T.confirm}
        confirmDisabled={!ready}
        onClose={close}
        onConfirm={() => save({ oculussubmission: 'started' })}
      >
        {checkList}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'terms'}
        title={T.termsTitle}
        confirmLabel={T.accept}
        confirmDisabled={!termsAccepted}
        onClose={close}
        onConfirm={() => save({ oculussubmission: 'submitted' })}
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
          onAssign={(oculuseventid) => save({ oculussubmission: 'accepted', oculuseventid })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'refuse'}
        title={T.refuseTitle}
        confirmLabel={T.refuse}
        destructive
        onClose={close}
        onConfirm={() =>
          save({
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
        onConfirm={() => save({ oculussubmission: 'started', oculuseventid: '' })}
      >
        <Typography>{T.clearText}</Typography>
      </ConfirmDialog>
    </SectionFrame>
  );
}

/** The id typed settles for a second before it is looked up (single-target-and-flows.md §5, §9). */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
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
            {T.found(
              found.title,
              new Date(found.start).toLocaleString(),
              new Date(found.end).toLocaleString(),
              found.subscribers,
            )}
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
