import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Teleport } from '../../dataProvider/adminRecords';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { LocationPicker } from '../pickers';

export const BUILDING_TEXTS = {
  title: 'Building',
  postcode: 'Postcode',
  store: 'Store destination',
  none: 'none',
  assignStore: 'Assign Store',
  assignTitle: 'Choose the store destination',
  teleport: 'Teleport',
  teleported: (t: Teleport) => `Teleport to ${t.postcode} is pending; open ${t.deeplink} in the VR app.`,
  done: 'Store assigned',
} as const;

/** Postcode (N|S{y}-E|W{x}-subdistrict-building), assign store (location picker) and teleport. */
export function BuildingOperations({ record, reload }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const canWrite = useHoldsPermission('admin_write_infiniverse');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [teleport, setTeleport] = useState<Teleport | null>(null);
  const slot = record.storefront_slot as { destination?: string } | undefined;
  return (
    <SectionFrame title={BUILDING_TEXTS.title}>
      <Typography>
        {BUILDING_TEXTS.postcode}: {buildingPostcode(record) ?? ''}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {BUILDING_TEXTS.store}: {slot?.destination ?? BUILDING_TEXTS.none}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!canWrite || busy} onClick={() => setPicking(true)}>
          {BUILDING_TEXTS.assignStore}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            provider
              .teleportToBuilding(record.id)
              .then(setTeleport, () => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {BUILDING_TEXTS.teleport}
        </Button>
      </Stack>
      {teleport && (
        <Typography role="status" sx={{ mt: 1 }}>
          {BUILDING_TEXTS.teleported(teleport)}
        </Typography>
      )}
      <LocationPicker
        open={picking}
        title={BUILDING_TEXTS.assignTitle}
        busy={busy}
        onClose={() => setPicking(false)}
        onConfirm={(location) => {
          setBusy(true);
          provider
            .assignStore(record.id, String(location.path ?? location.id))
            .then(
              () => {
                notify(BUILDING_TEXTS.done, { type: 'success' });
                setPicking(false);
                reload();
              },
              () => undefined,
            )
            .finally(() => setBusy(false));
        }}
      />
    </SectionFrame>
  );
}
