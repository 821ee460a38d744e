import Button from '@mui/material/Button';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { useEntityPage } from '../../dataProvider/entities.queries';
import { BASE_COLUMNS, EntityTable } from '../entities/EntityTable';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { TARGET_PAGE_TEXTS as T } from './texts';

const FIRST_PAGE = { first: 0, count: 100, order: 1, specific_sort: 'nickname' } as const;

/** The metaverse's locations, each linking to its own manage page (domain target only, single-target-and-flows.md §2). */
export function LocationsCard({ domainId, uri }: { domainId: string; uri: string }) {
  const page = useEntityPage(domainId, 'locations', undefined, FIRST_PAGE);
  return (
    <SectionFrame
      title={T.locations}
      actions={
        <Button variant="outlined" component={NavAnchor} href={paths.domain.createLocation(uri)}>
          {T.createLocation}
        </Button>
      }
    >
      <Loaded load={page}>
        {({ rows }) => (
          <EntityTable label={T.locations} rows={rows} columns={BASE_COLUMNS} empty={T.noLocations} />
        )}
      </Loaded>
    </SectionFrame>
  );
}
