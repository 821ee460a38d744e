import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { reportSuccess } from '../../api/errors';
import { useRegeneratePlot } from '../../dataProvider/adminRecords.queries';
import type { SectionProps } from '../collections/sections';
import { PermissionNote } from '../../components/PermissionNote';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';

export const PLOT_TEXTS = {
  title: 'Regeneration',
  regenerate: 'Regenerate',
  done: 'Regeneration requested',
  state: (version: number, at: string) =>
    version ? `Version ${version}, requested ${at}` : 'Never regenerated',
} as const;

/** The plot's Regenerate action (admin_write_infiniverse; without it, the note says so). */
export function PlotRegenerate({ record, reload }: SectionProps) {
  const regenerate = useRegeneratePlot();
  const allowed = useHoldsPermission('admin_write_infiniverse');
  const version = typeof record.regeneration === 'number' ? record.regeneration : 0;
  return (
    <SectionFrame title={PLOT_TEXTS.title}>
      <Typography sx={{ mb: 1 }}>{PLOT_TEXTS.state(version, String(record.regenerated ?? ''))}</Typography>
      {allowed ? (
        <Button
          variant="outlined"
          disabled={regenerate.isPending}
          onClick={() =>
            // A failure is shown as a toast by the client.
            regenerate.mutate(record.id, {
              onSuccess: () => {
                reportSuccess(PLOT_TEXTS.done);
                reload();
              },
            })
          }
        >
          {PLOT_TEXTS.regenerate}
        </Button>
      ) : (
        <PermissionNote action={PLOT_TEXTS.regenerate} permission="admin_write_infiniverse" />
      )}
    </SectionFrame>
  );
}
