/**
 * Widgets of the console's forms: date-time to the minute (local time in the field, ISO in the data) and a
 * stored image, uploaded from a file picker and shown as a preview.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { FileButton } from '../components/FileButton';
import { useUploadAdminBlob } from '../dataProvider/adminRecords.queries';
import { blobUrl } from '../lib/images';
import { FORM_TEXTS } from './editState';
import { fromLocalMinute, toLocalMinute, WIDGETS } from './formSchema';

function helperText(props: WidgetProps): string | undefined {
  return props.rawErrors && props.rawErrors.length > 0 ? props.rawErrors.join(' ') : undefined;
}

function MinuteDateTimeWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  // `ui:options.min` (an ISO date-time): the earliest moment the picker offers.
  const min = typeof props.options.min === 'string' ? toLocalMinute(props.options.min) : undefined;
  return (
    <TextField
      id={id}
      type="datetime-local"
      label={label}
      value={toLocalMinute(value)}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      helperText={helperText(props)}
      fullWidth
      onChange={(event) => onChange(fromLocalMinute(event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, ...(min && { min }) } }}
    />
  );
}

/**
 * A field holding a stored image (`x-blob: image`): the image's preview and a button opening the file picker;
 * the chosen file is uploaded (`uploadAdminBlob`) and the field takes the stored image's content address. A
 * refused upload shows the server's text under the field.
 */
function BlobWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, rawErrors } = props;
  const blob = typeof value === 'string' ? value : '';
  const upload = useUploadAdminBlob();
  const [refusal, setRefusal] = useState<string | null>(null);
  const off = disabled || readonly || upload.isPending;
  const problem = refusal ?? helperText(props);
  const helpId = `${id}-help`;

  async function store(file: File | undefined) {
    if (!file) return;
    setRefusal(null);
    try {
      onChange((await upload.mutateAsync(file)).blob);
    } catch (error) {
      setRefusal(error instanceof Error && error.message.trim() !== '' ? error.message : FORM_TEXTS.failed);
    }
  }

  return (
    <FormControl
      component="fieldset"
      error={Boolean(problem) || Boolean(rawErrors?.length)}
      required={required}
      fullWidth
    >
      <FormLabel component="legend">{label}</FormLabel>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        {blob !== '' ? (
          <Box
            component="img"
            src={blobUrl(blob)}
            alt={FORM_TEXTS.preview(label)}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Typography color="text.secondary">{FORM_TEXTS.noImage}</Typography>
        )}
        <FileButton
          inputId={id}
          accept="image/png,image/jpeg,image/gif,image/webp"
          variant="outlined"
          disabled={off}
          aria-describedby={helpId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void store(file);
          }}
        >
          {blob !== '' ? FORM_TEXTS.replace(label) : FORM_TEXTS.upload(label)}
        </FileButton>
        {blob !== '' && !required && (
          <Button onClick={() => onChange(undefined)} disabled={off}>
            {FORM_TEXTS.remove(label)}
          </Button>
        )}
        {upload.isPending && <CircularProgress size={24} aria-label={FORM_TEXTS.uploading} />}
      </Stack>
      <FormHelperText id={helpId} role={refusal ? 'alert' : undefined}>
        {problem ?? FORM_TEXTS.imageHint}
      </FormHelperText>
    </FormControl>
  );
}

/** The console's widgets, by the names `uiSchemaFor` uses. */
export const FORM_WIDGETS: RegistryWidgetsType = {
  [WIDGETS.dateTime]: MinuteDateTimeWidget,
  [WIDGETS.blob]: BlobWidget,
};
