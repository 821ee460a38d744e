import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { components } from '../../../common/api/schema';
import { useUserOperation, type UserOperation } from '../../dataProvider/adminUsers.queries';
import type { SectionProps } from '../collections/sections';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionFrame } from '../../components/SectionFrame';
import { USER_TEXTS } from './texts';
import { paths } from '../../paths';

type Property = components['schemas']['AdminUserProperty'];
const PROPERTIES: readonly Property[] = [
  'nickname',
  'name',
  'email',
  'showdeveloper',
  'showrepresentative',
  'globalignore',
];
const isFlag = (property: Property) =>
  property === 'showdeveloper' || property === 'showrepresentative' || property === 'globalignore';

/** User operations (staff-and-agents.md §7 Users): set a property, unlink store accounts, delete with confirmation. */
export function UserOperations({ record, reload }: SectionProps) {
  const operation = useUserOperation(record.id);
  const navigate = useNavigate();
  const [property, setProperty] = useState<Property>('nickname');
  const [text, setText] = useState('');
  const [flag, setFlag] = useState(false);
  const busy = operation.isPending;
  const [confirming, setConfirming] = useState(false);
  const name = typeof record.nickname === 'string' ? record.nickname : record.id;

  const run = async (work: UserOperation, after: () => void = reload) => {
    try {
      await operation.mutateAsync(work);
      after();
    } catch {
      // The failure text is already shown as a toast by the client.
    }
  };

  const choose = (next: Property) => {
    setProperty(next);
    const current = record[next];
    if (isFlag(next)) setFlag(current === true);
    else setText(typeof current === 'string' ? current : '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ kind: 'property', update: { property, value: isFlag(property) ? flag : text } });
  };

  return (
    <SectionFrame title={USER_TEXTS.operations}>
      {() => (
        <Stack spacing={2}>
          <Stack
            component="form"
            direction="row"
            spacing={2}
            useFlexGap
            onSubmit={submit}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <TextField
              select
              size="small"
              label={USER_TEXTS.property}
              value={property}
              onChange={(event) => choose(event.target.value as Property)}
              sx={{ minWidth: 200 }}
            >
              {PROPERTIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
            {isFlag(property) ? (
              <FormControlLabel
                control={<Switch checked={flag} onChange={(event) => setFlag(event.target.checked)} />}
                label={USER_TEXTS.value}
              />
            ) : (
              <TextField
                size="small"
                label={USER_TEXTS.value}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {USER_TEXTS.setProperty}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={busy} onClick={() => void run({ kind: 'unlink' })}>
              {USER_TEXTS.unlink}
            </Button>
            <Typography variant="body2">{USER_TEXTS.unlinkHelp}</Typography>
          </Stack>
          <div>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
              {USER_TEXTS.deleteUser}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={USER_TEXTS.deleteTitle(name)}
            confirmLabel={USER_TEXTS.deleteConfirm}
            destructive
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              await operation.mutateAsync({ kind: 'delete' });
              void navigate(paths.admin.collection('users'));
            }}
          >
            <DialogContentText>{USER_TEXTS.deleteContent}</DialogContentText>
          </ConfirmDialog>
        </Stack>
      )}
    </SectionFrame>
  );
}
