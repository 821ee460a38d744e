import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { storeAccessDisabled, type DomainAccess } from '../lib/domainRules';
import { COMPONENT_TEXTS } from './texts';

/**
 * Who can enter a metaverse, as its create wizard and its manage page both ask: the Access select (Public /
 * Invite Only) and the store-access switch, which applies only to invite-only metaverses; one label for both, the
 * wizard's words in the spec (owner-console.md §2.8 "Access via stores").
 */
export function DomainAccessFields({
  access,
  onAccess,
  storeAccess,
  onStoreAccess,
  disabled = false,
}: {
  access: DomainAccess;
  onAccess: (access: DomainAccess) => void;
  /** Whether the switch shows as on. */
  storeAccess: boolean;
  onStoreAccess: (on: boolean) => void;
  /** Shown but not changeable (a readonly metaverse). */
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <>
      <FormControl disabled={disabled}>
        <InputLabel id={labelId}>{COMPONENT_TEXTS.access}</InputLabel>
        <Select
          labelId={labelId}
          label={COMPONENT_TEXTS.access}
          value={access}
          onChange={(event) => onAccess(event.target.value as DomainAccess)}
        >
          <MenuItem value="public">{COMPONENT_TEXTS.public}</MenuItem>
          <MenuItem value="invite_only">{COMPONENT_TEXTS.inviteOnly}</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={storeAccess}
            disabled={disabled || storeAccessDisabled(access)}
            onChange={(event) => onStoreAccess(event.target.checked)}
          />
        }
        label={COMPONENT_TEXTS.storeAccess}
      />
    </>
  );
}
