import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { Domain } from '../../api/types';
import type { Entity } from '../../dataProvider/entities';
import { useDeleteEntity } from '../../dataProvider/entities.queries';
import type { EntityTypes } from '../../../common/entityRules';
import { DomainGate } from '../metaverses/DomainGate';
import { DeleteEntityDialog } from './DeleteEntityDialog';
import { BASE_COLUMNS } from './EntityTable';
import { EntityListView } from './EntityListView';
import { ListHeading } from './ListHeading';
import { ENTITY_TEXTS as T } from './texts';

/** Who may delete on a list: locations only the owner (owner-console.md §6), other lists those with manage_domain. */
export function mayDelete(types: EntityTypes, domain: Domain, userId: string, manages: boolean): boolean {
  if (types === 'plots') return false;
  if (types === 'locations') return domain.owner === userId;
  return manages;
}

function EntityList({
  domain,
  types,
  canDelete,
  manages,
}: {
  domain: Domain;
  types: EntityTypes;
  canDelete: boolean;
  manages: boolean;
}) {
  const deleteEntity = useDeleteEntity(domain.id, types);
  const [deleting, setDeleting] = useState<Entity | null>(null);
  // A refused delete stays in the dialog with its reason; the list is read again either way.
  const confirm = async (entity: Entity) => {
    await deleteEntity.mutateAsync(entity.id);
    setDeleting(null);
  };
  return (
    <Paper sx={{ m: 2, p: 2 }}>
      <ListHeading
        title={T.titles[types]}
        uri={domain.uri}
        creates={manages && types === 'locations' ? types : undefined}
      />
      <EntityListView
        domainId={domain.id}
        types={types}
        label={T.titles[types]}
        columns={BASE_COLUMNS}
        empty={T.empty[types]}
        pagerLabel={T.pager[types]}
        onDelete={canDelete ? setDeleting : undefined}
      />
      <DeleteEntityDialog entity={deleting} onCancel={() => setDeleting(null)} onConfirm={confirm} />
    </Paper>
  );
}

function makePage(types: EntityTypes) {
  const Page = () => (
    <DomainGate failedText={T.domainLoadFailed}>
      {({ domain, user, manages }) => (
        <EntityList
          key={`${domain.id}/${types}`}
          domain={domain}
          types={types}
          canDelete={mayDelete(types, domain, user.id, manages)}
          manages={manages}
        />
      )}
    </DomainGate>
  );
  return Page;
}

/** `/domains/{uri}/locations`: rows link to their path; only the owner deletes (owner-console.md §6). */
export const DomainLocationsPage = makePage('locations');
/** `/domains/{uri}/plots`: plots cannot be deleted (owner-console.md §5). */
export const DomainPlotsPage = makePage('plots');
/** `/domains/{uri}/landmarks`. */
export const DomainLandmarksPage = makePage('landmarks');
