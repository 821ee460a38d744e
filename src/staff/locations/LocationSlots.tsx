import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useLocationSlots } from '../../dataProvider/adminRecords.queries';
import type { LocationSlotList } from '../../dataProvider/adminRecords';
import { NavAnchor } from '../../layout/navigation';
import { slotNumber } from '../../lib/permissionRules';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { DataTable } from '../../components/DataTable';
import { LOCATION_TEXTS } from './texts';
import { paths } from '../../paths';
import { RecordRef } from '../collections/RecordRef';

type Slot = LocationSlotList['slots'][number];

const yesNo = (value: boolean | undefined) => (value ? LOCATION_TEXTS.yes : LOCATION_TEXTS.no);

/** The building-world slots whose door leads to this location, each linking to its building. */
export function LocationSlots({ record }: SectionProps) {
  const load = useLocationSlots(record.id);
  const { columns } = LOCATION_TEXTS;
  return (
    <SectionFrame title={LOCATION_TEXTS.slots}>
      {load.isPending && <CircularProgress size={24} aria-label={LOCATION_TEXTS.slots} />}
      {load.isError && <Alert severity="error">{LOCATION_TEXTS.failed}</Alert>}
      {load.isSuccess && (
        <DataTable<Slot>
          rows={load.data.slots}
          empty={LOCATION_TEXTS.noSlots}
          rowKey={(slot) => `${slot.building}:${slot.slot}`}
          columns={[
            {
              heading: columns.building,
              cell: (slot) => (
                <Link component={NavAnchor} href={paths.admin.record('buildings', slot.building)}>
                  {slot.buildingname || slot.building}
                </Link>
              ),
            },
            { heading: columns.postcode, cell: (slot) => buildingPostcode(slot) ?? '' },
            { heading: columns.slot, cell: (slot) => slotNumber(slot.slot) },
            {
              heading: columns.owner,
              cell: (slot) => (slot.owner ? <RecordRef collection="users" id={slot.owner} /> : ''),
            },
            { heading: columns.boughtFor, cell: (slot) => slot.boughtfor ?? '' },
            { heading: columns.marketSale, cell: (slot) => yesNo(slot.marketsale) },
            { heading: columns.refuseOffers, cell: (slot) => yesNo(slot.refuseoffers) },
          ]}
        />
      )}
    </SectionFrame>
  );
}
