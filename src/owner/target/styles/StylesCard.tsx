import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { styleCapabilities, youtubeCount } from '../../../../common/styleRules';
import { reportSuccess } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CustomStyleEditor } from '../../../components/CustomStyleEditor';
import { SectionFrame } from '../../../components/SectionFrame';
import type { Release, StyleTargetKey } from '../../../dataProvider/targetStyles';
import {
  useCustomStyle,
  useResetStyleVariables,
  useSaveCustomStyle,
  useSaveStyleVariables,
  useStyleSpec,
  useStyleVariables,
} from '../../../dataProvider/targetStyles.queries';
import { columnSize, layoutRows, overrideOf } from '../../../lib/styleLayout';
import { STYLES_TEXTS as T } from './texts';
import { VariableEditor } from './VariableEditor';

/**
 * The styles editor of the manage page (single-target-and-flows.md §2, §3, §5, §8): for the release the page's
 * selector shows, the template's variables in their layout rows (a full row, halves, thirds or quarters on
 * large screens), each with its override or default, Reset Overrides, and the custom style. An unknown
 * variable or type shows an error heading in its place.
 */
export function StylesCard({
  target,
  release,
  disabled,
}: {
  target: StyleTargetKey;
  release: Release;
  disabled: boolean;
}) {
  const spec = useStyleSpec(target, release);
  const overrides = useStyleVariables(target, release);
  const custom = useCustomStyle(target, release);
  const saveVariables = useSaveStyleVariables(target, release);
  const resetVariables = useResetStyleVariables(target, release);
  const saveCustom = useSaveCustomStyle(target, release);
  const [confirmReset, setConfirmReset] = useState(false);
  const [customVersion, setCustomVersion] = useState(0);

  if (spec.isPending || overrides.isPending || custom.isPending) {
    return (
      <SectionFrame title={T.title}>
        <CircularProgress size={24} aria-label={T.loading} />
      </SectionFrame>
    );
  }
  if (spec.isError || overrides.isError || custom.isError) {
    return (
      <SectionFrame title={T.title}>
        <Alert severity="error">{T.loadFailed}</Alert>
      </SectionFrame>
    );
  }

  const capabilities = styleCapabilities(spec.data.plan);
  const save = (id: string) => async (value: string) => {
    await saveVariables.mutateAsync([{ id, value }]);
    reportSuccess(T.saved);
  };
  const reset = (ids: string[]) => async () => {
    await resetVariables.mutateAsync(ids);
    reportSuccess(T.resetDone);
  };

  return (
    <SectionFrame
      title={T.title}
      actions={
        <Button
          variant="outlined"
          disabled={disabled || overrides.data.length === 0}
          onClick={() => setConfirmReset(true)}
        >
          {T.resetAll}
        </Button>
      }
    >
      <Stack spacing={2}>
        {layoutRows(spec.data.variables, spec.data.layout).map((row, index) =>
          row.kind === 'header' ? (
            <Typography key={`h${index}`} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
              {row.text}
            </Typography>
          ) : (
            <Grid key={`r${index}`} container spacing={2}>
              {row.cells.map((cell) => (
                <Grid
                  key={cell.kind === 'variable' ? cell.variable.id : `unknown-${cell.id}`}
                  size={{ xs: 12, md: columnSize(row.cells.length) }}
                >
                  {cell.kind === 'variable' ? (
                    <VariableEditor
                      key={`${release}:${cell.variable.id}`}
                      domain={target.domain}
                      variable={cell.variable}
                      value={overrideOf(overrides.data, cell.variable.id)}
                      youtubeElsewhere={
                        youtubeCount(
                          overrides.data
                            .filter((entry) => entry.id !== cell.variable.id)
                            .map((entry) => entry.value),
                        ) > 0
                      }
                      capabilities={capabilities}
                      disabled={disabled}
                      onSave={save(cell.variable.id)}
                      onReset={reset([cell.variable.id])}
                    />
                  ) : (
                    <Typography component="h4" variant="subtitle2" color="error">
                      {T.unknown(cell.id)}
                    </Typography>
                  )}
                </Grid>
              ))}
            </Grid>
          ),
        )}
        <CustomStyleEditor
          key={`${release}:${customVersion}`}
          label={T.customStyle}
          helperText={T.customStyleHelp}
          saveLabel={T.save}
          stored={custom.data.source}
          disabled={disabled}
          onSave={async (source) => {
            await saveCustom.mutateAsync(source);
            reportSuccess(T.customStyleSaved);
            setCustomVersion((current) => current + 1);
          }}
        />
      </Stack>
      <ConfirmDialog
        open={confirmReset}
        title={T.resetAllTitle}
        confirmLabel={T.resetAll}
        destructive
        onClose={() => setConfirmReset(false)}
        onConfirm={async () => {
          await reset(overrides.data.map((entry) => entry.id))();
          setConfirmReset(false);
        }}
      >
        <Typography>{T.resetAllText}</Typography>
      </ConfirmDialog>
    </SectionFrame>
  );
}
