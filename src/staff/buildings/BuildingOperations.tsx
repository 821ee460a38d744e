import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import type { Teleport } from '../../dataProvider/adminRecords';
import { useAssignStore, useTeleportToBuilding } from '../../dataProvider/adminRecords.queries';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { PermissionNote } from '../../components/PermissionNote';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { RecordPicker } from '../pickers';

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
  const assignStore = useAssignStore(record.id);
  const teleportTo = useTeleportToBuilding(record.id);
  const canWrite = useHoldsPermission('admin_write_infiniverse');
  const [picking, setPicking] = useState(false);
  const busy = assignStore.isPending || teleportTo.isPending;
  const teleport: Teleport | undefined = teleportTo.data;
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
        {canWrite && (
          <Button variant="outlined" disabled={busy} onClick={() => setPicking(true)}>
            {BUILDING_TEXTS.assignStore}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => teleportTo.mutate()}>
          {BUILDING_TEXTS.teleport}
        </Button>
      </Stack>
      {!canWrite && (
        <PermissionNote action={BUILDING_TEXTS.assignStore} permission="admin_write_infiniverse" />
      )}
      {teleport && (
        <Typography role="status" sx={{ mt: 1 }}>
          {BUILDING_TEXTS.teleported(teleport)}
        </Typography>
      )}
      <RecordPicker
        kind="location"
        open={picking}
        title={BUILDING_TEXTS.assignTitle}
        onClose={() => setPicking(false)}
        onConfirm={async (location) => {
          await assignStore.mutateAsync(String(location.path ?? location.id));
          reportSuccess(BUILDING_TEXTS.done);
          setPicking(false);
          reload();
        }}
      />
    </SectionFrame>
  );
}
