import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useDataProvider } from 'react-admin';
import type { AdminDocument } from '../../api/types';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import { NavAnchor } from '../../layout/navigation';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { SimpleTable } from './SimpleTable';
import { DOMAIN_TEXTS } from './texts';
import { paths } from '../../paths';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The domain's locations, each linking to its record page. */
export function DomainLocations({ record }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const load = useLoad(`locations:${record.id}:${String(record.timestamp)}`, () =>
    provider.domainLocations(record.id),
  );
  return (
    <SectionFrame title={DOMAIN_TEXTS.locations}>
      {load.status === 'loading' && <CircularProgress size={24} aria-label={DOMAIN_TEXTS.locations} />}
      {load.status === 'ready' && (
        <SimpleTable<AdminDocument>
          rows={load.value.documents}
          empty={DOMAIN_TEXTS.noLocations}
          rowKey={(row) => row.id}
          columns={[
            [
              DOMAIN_TEXTS.columns.name,
              (row) => (
                <Link component={NavAnchor} href={paths.admin.record('locations', row.id)}>
                  {text(row.name)}
                </Link>
              ),
            ],
            [DOMAIN_TEXTS.columns.nickname, (row) => text(row.nickname)],
            [DOMAIN_TEXTS.columns.visibility, (row) => text(row.visibility)],
          ]}
        />
      )}
    </SectionFrame>
  );
}
