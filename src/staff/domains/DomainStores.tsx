import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useDomainStores } from '../../dataProvider/adminRecords.queries';
import type { StoreList } from '../../dataProvider/adminRecords';
import { NavAnchor } from '../../layout/navigation';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { DataTable } from '../../components/DataTable';
import { DOMAIN_TEXTS } from './texts';
import { paths } from '../../paths';

type Store = StoreList['stores'][number];

/** Building-world stores whose door leads into the domain; value in MC and dollars (staff-and-agents.md §9). */
export function DomainStores({ record }: SectionProps) {
  const load = useDomainStores(record.id);
  return (
    <SectionFrame title={DOMAIN_TEXTS.stores}>
      {load.isPending && <CircularProgress size={24} aria-label={DOMAIN_TEXTS.stores} />}
      {load.isSuccess && (
        <DataTable<Store>
          rows={load.data.stores}
          empty={DOMAIN_TEXTS.noStores}
          rowKey={(row) => row.id}
          columns={[
            {
              heading: DOMAIN_TEXTS.columns.building,
              cell: (row) => (
                <Link component={NavAnchor} href={paths.admin.record('buildings', row.id)}>
                  {row.name}
                </Link>
              ),
            },
            { heading: DOMAIN_TEXTS.columns.postcode, cell: (row) => buildingPostcode(row) ?? '' },
            {
              heading: DOMAIN_TEXTS.columns.value,
              cell: (row) => (row.buystore === undefined ? '' : DOMAIN_TEXTS.dollars(row.buystore)),
            },
            {
              heading: DOMAIN_TEXTS.columns.destination,
              cell: (row) => row.storefront_slot?.destination ?? '',
            },
          ]}
        />
      )}
    </SectionFrame>
  );
}
