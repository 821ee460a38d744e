import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useDataProvider } from 'react-admin';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import type { LocationSlotList } from '../../dataProvider/adminRecords';
import { NavAnchor } from '../../layout/navigation';
import { slotNumber } from '../../lib/permissionRules';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { SimpleTable } from '../domains/SimpleTable';
import { LOCATION_TEXTS } from './texts';
import { paths } from '../../paths';

type Slot = LocationSlotList['slots'][number];

const yesNo = (value: boolean | undefined) => (value ? LOCATION_TEXTS.yes : LOCATION_TEXTS.no);

/** The building-world slots whose door leads to this location, each linking to its building. */
export function LocationSlots({ record }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const load = useLoad(`slots:${record.id}`, () => provider.locationSlots(record.id));
  const { columns } = LOCATION_TEXTS;
  return (
    <SectionFrame title={LOCATION_TEXTS.slots}>
      {load.status === 'loading' && <CircularProgress size={24} aria-label={LOCATION_TEXTS.slots} />}
      {load.status === 'error' && <Alert severity="error">{LOCATION_TEXTS.failed}</Alert>}
      {load.status === 'ready' && (
        <SimpleTable<Slot>
          rows={load.value.slots}
          empty={LOCATION_TEXTS.noSlots}
          rowKey={(slot) => `${slot.building}:${slot.slot}`}
          columns={[
            [
              columns.building,
              (slot) => (
                <Link component={NavAnchor} href={paths.admin.record('buildings', slot.building)}>
                  {slot.buildingname || slot.building}
                </Link>
              ),
            ],
            [columns.postcode, (slot) => buildingPostcode(slot) ?? ''],
            [columns.slot, (slot) => slotNumber(slot.slot)],
            [columns.owner, (slot) => slot.owner ?? ''],
            [columns.boughtFor, (slot) => slot.boughtfor ?? ''],
            [columns.marketSale, (slot) => yesNo(slot.marketsale)],
            [columns.refuseOffers, (slot) => yesNo(slot.refuseoffers)],
          ]}
        />
      )}
    </SectionFrame>
  );
}
