import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import { useLocationChoices } from '../../../dataProvider/entities.queries';
import { STYLES_TEXTS as T } from './texts';

/**
 * A door's location: one of the metaverse's locations, chosen from a list that narrows as the user types (by
 * display name or URL name), or any text typed (the value may name a location the list does not hold).
 */
function LocationChoice({
  domain,
  text,
  problem,
  onChange,
}: {
  domain: string;
  text: string;
  problem: string | null;
  onChange: (text: string) => void;
}) {
  const locations = useLocationChoices(domain);
  const rows = locations.data?.rows ?? [];
  const names = rows.map((row) => row.name);
  const label = (name: string) => {
    const row = rows.find((item) => item.name === name);
    return row?.nickname && row.nickname !== name ? `${row.nickname} (${name})` : name;
  };
  return (
    <Autocomplete
      freeSolo
      options={names}
      getOptionLabel={label}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLowerCase();
        return options.filter((name) => label(name).toLowerCase().includes(typed));
      }}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        // Choosing an option writes its label into the box: the door keeps the location's URL name.
        if (reason !== 'reset') onChange(value);
      }}
      onChange={(_event, value) => onChange(typeof value === 'string' ? value : '')}
      loading={locations.isPending}
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.doorText.multiverse}
          error={text !== '' && problem !== null}
          helperText={text !== '' ? (problem ?? ' ') : ' '}
        />
      )}
      sx={{ mt: 2 }}
    />
  );
}

/**
 * The door/link selector (single-target-and-flows.md §5): a location ([multiverse], chosen from the metaverse's
 * locations or typed), a web site ([browser]), a headset app ([oculus], digits only), locked, or a custom value; a multiverse value containing /locations/ opens as custom. Save is
 * disabled while the value is unchanged or not valid, and web sites need a plan that allows them.
 */
export function DoorDialog({
  domain,
  open,
  name,
  current,
  webSitesAllowed,
  onClose,
  onSave,
}: {
  /** The target's metaverse, whose locations a door may lead to. */
  domain: string;
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
      {door.kind === 'multiverse' && (
        <LocationChoice
          domain={domain}
          text={door.text}
          problem={problem}
          onChange={(text) => setDoor({ kind: 'multiverse', text })}
        />
      )}
      {door.kind !== 'locked' && door.kind !== 'multiverse' && (
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
