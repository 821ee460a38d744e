import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';

export const PLOT_TEXTS = {
  title: 'Regeneration',
  regenerate: 'Regenerate',
  done: 'Regeneration requested',
  state: (version: number, at: string) =>
    version ? `Version ${version}, requested ${at}` : 'Never regenerated',
} as const;

/** The plot's Regenerate action (admin_write_infiniverse). */
export function PlotRegenerate({ record, reload }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const allowed = useHoldsPermission('admin_write_infiniverse');
  const [busy, setBusy] = useState(false);
  const version = typeof record.regeneration === 'number' ? record.regeneration : 0;
  return (
    <SectionFrame title={PLOT_TEXTS.title}>
      <Typography sx={{ mb: 1 }}>{PLOT_TEXTS.state(version, String(record.regenerated ?? ''))}</Typography>
      <Button
        variant="outlined"
        disabled={!allowed || busy}
        onClick={async () => {
          setBusy(true);
          try {
            await provider.regeneratePlot(record.id);
            notify(PLOT_TEXTS.done, { type: 'success' });
            reload();
          } catch {
            // Shown as a toast by the client.
          } finally {
            setBusy(false);
          }
        }}
      >
        {PLOT_TEXTS.regenerate}
      </Button>
    </SectionFrame>
  );
}
