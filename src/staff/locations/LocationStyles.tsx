import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
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
import { CustomStyleEditor } from '../../components/CustomStyleEditor';
import { LOCATION_TEXTS } from './texts';

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
              label={LOCATION_TEXTS.customStyle}
              helperText={LOCATION_TEXTS.customStyleHelp}
              saveLabel={LOCATION_TEXTS.save}
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
