import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useDomainStores } from '../../dataProvider/adminRecords.queries';
import type { StoreList } from '../../dataProvider/adminRecords';
import { NavAnchor } from '../../layout/navigation';
import { buildingPostcode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { SimpleTable } from './SimpleTable';
import { DOMAIN_TEXTS } from './texts';
import { paths } from '../../paths';

type Store = StoreList['stores'][number];

/** Building-world stores whose door leads into the domain; value in MC and dollars (§9). */
export function DomainStores({ record }: SectionProps) {
  const load = useDomainStores(record.id);
  return (
    <SectionFrame title={DOMAIN_TEXTS.stores}>
      {load.isPending && <CircularProgress size={24} aria-label={DOMAIN_TEXTS.stores} />}
      {load.isSuccess && (
        <SimpleTable<Store>
          rows={load.data.stores}
          empty={DOMAIN_TEXTS.noStores}
          rowKey={(row) => row.id}
          columns={[
            [
              DOMAIN_TEXTS.columns.building,
              (row) => (
                <Link component={NavAnchor} href={paths.admin.record('buildings', row.id)}>
                  {row.name}
                </Link>
              ),
            ],
            [DOMAIN_TEXTS.columns.postcode, (row) => buildingPostcode(row) ?? ''],
            [
              DOMAIN_TEXTS.columns.value,
              (row) => (row.buystore === undefined ? '' : DOMAIN_TEXTS.dollars(row.buystore)),
            ],
            [DOMAIN_TEXTS.columns.destination, (row) => row.storefront_slot?.destination ?? ''],
          ]}
        />
      )}
    </SectionFrame>
  );
}
