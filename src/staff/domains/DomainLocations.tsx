import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { AdminDocument } from '../../api/types';
import { useDomainLocations } from '../../dataProvider/adminRecords.queries';
import { NavAnchor } from '../../layout/navigation';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { DataTable } from '../../components/DataTable';
import { DOMAIN_TEXTS } from './texts';
import { paths } from '../../paths';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The domain's locations, each linking to its record page. */
export function DomainLocations({ record }: SectionProps) {
  const load = useDomainLocations(record.id, String(record.timestamp));
  return (
    <SectionFrame title={DOMAIN_TEXTS.locations}>
      {load.isPending && <CircularProgress size={24} aria-label={DOMAIN_TEXTS.locations} />}
      {load.isSuccess && (
        <DataTable<AdminDocument>
          rows={load.data.documents}
          empty={DOMAIN_TEXTS.noLocations}
          rowKey={(row) => row.id}
          columns={[
            {
              heading: DOMAIN_TEXTS.columns.name,
              cell: (row) => (
                <Link component={NavAnchor} href={paths.admin.record('locations', row.id)}>
                  {text(row.name)}
                </Link>
              ),
            },
            { heading: DOMAIN_TEXTS.columns.nickname, cell: (row) => text(row.nickname) },
            { heading: DOMAIN_TEXTS.columns.visibility, cell: (row) => text(row.visibility) },
          ]}
        />
      )}
    </SectionFrame>
  );
}
