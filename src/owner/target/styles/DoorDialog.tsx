import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import {
  DOOR_KINDS,
  doorProblem,
  formatDoor,
  parseDoor,
  type DoorKind,
  type DoorValue,
} from '../../../../common/styleRules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { STYLES_TEXTS as T } from './texts';

/**
 * The door/link selector (single-target-and-flows.md §5): a location ([multiverse]), a web site ([browser]), a headset app ([oculus],
 * digits only), locked, or a custom value; a multiverse value containing /locations/ opens as custom. Save is
 * disabled while the value is unchanged or not valid, and web sites need a plan that allows them.
 */
export function DoorDialog({
  open,
  name,
  current,
  webSitesAllowed,
  onClose,
  onSave,
}: {
  open: boolean;
  name: string;
  current: string;
  webSitesAllowed: boolean;
  onClose: () => void;
  onSave: (value: string) => Promise<unknown>;
}) {
  const labelId = useId();
  const [door, setDoor] = useState<DoorValue>(() => parseDoor(current));
  const value = formatDoor(door);
  const problem = door.kind === 'custom' && door.text === '' ? null : doorProblem(door);
  const planMessage = door.kind === 'browser' && !webSitesAllowed ? T.webAndStreamsNeedPlan : null;
  const choose = (kind: DoorKind) => setDoor({ kind, text: kind === 'locked' ? '' : door.text });
  return (
    <ConfirmDialog
      open={open}
      title={`${T.doorTitle}: ${name}`}
      confirmLabel={T.save}
      confirmDisabled={value === current || problem !== null || planMessage !== null || value === ''}
      onClose={onClose}
      onConfirm={() => onSave(value)}
    >
      <FormControl>
        <FormLabel id={labelId}>{T.doorKind}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={door.kind}
          onChange={(event) => choose(event.target.value as DoorKind)}
        >
          {DOOR_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={T.doorKinds[kind]} />
          ))}
        </RadioGroup>
      </FormControl>
      {door.kind !== 'locked' && (
        <TextField
          fullWidth
          label={T.doorText[door.kind]}
          value={door.text}
          error={door.text !== '' && problem !== null}
          helperText={door.text !== '' ? (problem ?? ' ') : ' '}
          onChange={(event) => setDoor({ kind: door.kind, text: event.target.value })}
          sx={{ mt: 2 }}
          slotProps={door.kind === 'oculus' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
        />
      )}
      {planMessage && <Alert severity="warning">{planMessage}</Alert>}
    </ConfirmDialog>
  );
}
