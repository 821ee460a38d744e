import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import type { Release, StyleTargetKey } from '../../dataProvider/targetStyles';
import {
  useCustomStyle,
  useSaveCustomStyle,
  useStyleVariables,
} from '../../dataProvider/targetStyles.queries';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { DataTable } from '../../components/DataTable';
import { canSaveStyle, editorText } from './styleDraft';
import { LOCATION_TEXTS } from './texts';

/** The custom CSS of one release: editable, saved with Save, which is enabled only when the text changed. */
function CustomStyleEditor({
  stored,
  onSave,
}: {
  stored: string;
  onSave: (source: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = editorText(stored, draft);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={LOCATION_TEXTS.customStyle}
        helperText={LOCATION_TEXTS.customStyleHelp}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={6}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button
        variant="contained"
        disabled={!canSaveStyle(stored, draft, saving)}
        onClick={async () => {
          setSaving(true);
          try {
            await onSave(text);
            setDraft(null);
          } catch {
            // The client shows the server's message; the draft stays for another try.
          } finally {
            setSaving(false);
          }
        }}
      >
        {LOCATION_TEXTS.save}
      </Button>
    </Stack>
  );
}

/** The location's styles per release (dev or prod): its variables and its custom CSS editor. */
export function LocationStyles({ record }: SectionProps) {
  const [release, setRelease] = useState<Release>('dev');
  const [version, setVersion] = useState(0);
  const domain = typeof record.domain === 'string' ? record.domain : '';
  const target: StyleTargetKey = { domain, entity: { types: 'locations', id: record.id } };
  const variables = useStyleVariables(target, release, domain !== '');
  const custom = useCustomStyle(target, release, domain !== '');
  const save = useSaveCustomStyle(target, release);
  const pending = variables.isPending || custom.isPending;

  return (
    <SectionFrame title={LOCATION_TEXTS.styles}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography id="style-release-label">{LOCATION_TEXTS.release}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={release}
            aria-labelledby="style-release-label"
            onChange={(_, value: Release | null) => value && setRelease(value)}
          >
            <ToggleButton value="dev">{LOCATION_TEXTS.dev}</ToggleButton>
            <ToggleButton value="prod">{LOCATION_TEXTS.prod}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {pending && <CircularProgress size={24} aria-label={LOCATION_TEXTS.loading} />}
        {(variables.isError || custom.isError) && <Alert severity="error">{LOCATION_TEXTS.failed}</Alert>}
        {variables.isSuccess && custom.isSuccess && (
          <>
            <Typography variant="subtitle1" component="h3">
              {LOCATION_TEXTS.variables}
            </Typography>
            <DataTable
              rows={variables.data}
              empty={LOCATION_TEXTS.noVariables}
              rowKey={(variable) => variable.id}
              columns={[
                { heading: LOCATION_TEXTS.columns.id, cell: (variable) => variable.id },
                { heading: LOCATION_TEXTS.columns.value, cell: (variable) => variable.value },
              ]}
            />
            <CustomStyleEditor
              key={`${release}:${version}`}
              stored={custom.data.source}
              onSave={async (source) => {
                await save.mutateAsync(source);
                reportSuccess(LOCATION_TEXTS.saved);
                setVersion((current) => current + 1);
              }}
            />
          </>
        )}
      </Stack>
    </SectionFrame>
  );
}
