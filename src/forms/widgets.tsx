/**
 * Widgets of the console's forms: date-time to the minute (local time in the field, ISO in the data) and a
 * stored blob (image) shown as a preview beside its id.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { blobUrl } from '../lib/images';
import { fromLocalMinute, toLocalMinute, WIDGETS } from './formSchema';

function helperText(props: WidgetProps): string | undefined {
  return props.rawErrors && props.rawErrors.length > 0 ? props.rawErrors.join(' ') : undefined;
}

function MinuteDateTimeWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
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
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}

function BlobWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const blob = typeof value === 'string' ? value : '';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        id={id}
        label={label}
        value={blob}
        required={required}
        disabled={disabled || readonly}
        error={Boolean(rawErrors?.length)}
        helperText={helperText(props)}
        fullWidth
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {blob !== '' && (
        <Box
          component="img"
          src={blobUrl(blob)}
          alt={`${label} preview`}
          sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
    </Stack>
  );
}

/** The console's widgets, by the names `uiSchemaFor` uses. */
export const FORM_WIDGETS: RegistryWidgetsType = {
  [WIDGETS.dateTime]: MinuteDateTimeWidget,
  [WIDGETS.blob]: BlobWidget,
};
