import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Domain } from '../../api/types';
import type { Entity } from '../../dataProvider/entities';
import { useDeleteEntity, useEntity } from '../../dataProvider/entities.queries';
import { NotFound } from '../../layout/NotFound';
import { BlobAvatar } from '../../layout/UserAvatar';
import { isEntityTypes, type EntityTypes } from '../../../common/entityRules';
import { LaunchDialog } from '../launch/LaunchDialog';
import { useHeadsetLaunch } from '../launch/useHeadsetLaunch';
import { DomainGate } from '../metaverses/DomainGate';
import { DeleteEntityDialog } from './DeleteEntityDialog';
import { formatDateTime } from '../../lib/dates';
import { mayDelete } from './EntityListPage';
import { ENTITY_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { PageProblem } from '../../components/PageProblem';
import type { PlanResource } from '../../dataProvider/metaverses';
import { EntityTarget } from '../target/EntityTarget';
import { useRelease } from '../target/TargetControls';
import { managesTargets } from '../../authProvider/canAccess';

/** The rows of the details list: label and value, for the fields the entity has. */
function detailRows(entity: Entity, types: EntityTypes): [string, string][] {
  const rows: [string, string | undefined][] = [
    [T.name, entity.name],
    [T.nickname, entity.nickname],
    [T.path, entity.path],
    [T.description, entity.description],
    [T.template, entity.template],
    [T.visibility, entity.visibility],
    ...(types === 'events'
      ? ([
          [T.start, formatDateTime(entity.startdate)],
          [T.end, formatDateTime(entity.enddate)],
          [T.published, entity.published ? T.yes : T.no],
        ] as [string, string | undefined][])
      : []),
    [T.lastUpdated, formatDateTime(entity.timestamp)],
    [T.created, formatDateTime(entity.created)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
}

function EntityView({
  domain,
  plan,
  types,
  name,
  canDelete,
  manages,
}: {
  domain: Domain;
  plan: PlanResource;
  types: EntityTypes;
  name: string;
  canDelete: boolean;
  manages: boolean;
}) {
  const navigate = useNavigate();
  const { data: entity, isError: failed } = useEntity(domain.id, types, name);
  const deleteEntity = useDeleteEntity(domain.id, types);
  const [deleting, setDeleting] = useState<Entity | null>(null);
  const { phase, start, launch, cancel } = useHeadsetLaunch();
  const release = useRelease();

  const listPath = paths.domain.entities(domain.uri, types);
  if (failed) return <PageProblem>{T.notFound(T.singular[types])}</PageProblem>;
  if (!entity) return null;
  const title = entity.nickname ?? entity.name;
  // A refused delete stays in the dialog with its reason.
  const remove = async (target: Entity) => {
    await deleteEntity.mutateAsync(target.id);
    void navigate(listPath);
  };
  const actions = (
    <>
      {types === 'locations' && (
        <Button
          variant="contained"
          onClick={() => void start({ domain: domain.uri, location: entity.name }, 'confirm')}
        >
          {T.launchInVr}
        </Button>
      )}
      {canDelete && (
        <Button color="error" disabled={entity.deletable === false} onClick={() => setDeleting(entity)}>
          {T.delete}
        </Button>
      )}
      <Link component={RouterLink} to={listPath}>
        {T.backToList(T.titles[types])}
      </Link>
    </>
  );
  if (manages) {
    return (
      <>
        <EntityTarget
          domain={domain}
          plan={plan}
          types={types}
          entityKey={name}
          entity={entity}
          actions={actions}
          release={release}
        />
        <DeleteEntityDialog entity={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
        <LaunchDialog phase={phase} onLaunch={launch} onCancel={cancel} />
      </>
    );
  }
  return (
    <Paper sx={{ m: 2, p: 3, maxWidth: 800 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <BlobAvatar blob={entity.iconblob} name={title} sx={{ width: 56, height: 56 }} />
        <div>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {T.singular[types]} · {domain.name}
          </Typography>
        </div>
      </Stack>
      <Typography variant="h6" component="h2" id="entity-details">
        {T.details}
      </Typography>
      <Stack component="dl" aria-labelledby="entity-details" sx={{ m: 0, mb: 2 }}>
        {detailRows(entity, types).map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2}>
            <Typography component="dt" sx={{ minWidth: 140, fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {actions}
      </Stack>
      <DeleteEntityDialog entity={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
      <LaunchDialog phase={phase} onLaunch={launch} onCancel={cancel} />
    </Paper>
  );
}

/**
 * `/domains/{uri}/{types}/{name}`: one location, event, plot or landmark, where the list rows link: its manage
 * screen for users with manage_domain, its details for other members.
 */
export function EntityPage() {
  const { types, name } = useParams();
  if (!isEntityTypes(types) || !name) return <NotFound />;
  return (
    <DomainGate failedText={T.domainLoadFailed}>
      {({ domain, plan, user, manages }) => (
        <EntityView
          key={`${domain.id}/${types}/${name}`}
          domain={domain}
          plan={plan}
          manages={managesTargets(user, domain)}
          types={types}
          name={name}
          canDelete={mayDelete(types, domain, user.id, manages)}
        />
      )}
    </DomainGate>
  );
}
