import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { EntityTypes } from '../../../common/entityRules';
import { isApartmentTemplate, isHomeOf } from '../../../common/homeOffers';
import { isReadonlyTarget, readonlyText } from '../../../common/targetRules';
import type { Domain } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { useSession } from '../../authProvider/useSession';
import type { Entity } from '../../dataProvider/entities';
import type { PlanResource } from '../../dataProvider/metaverses';
import type { EntityImage } from '../../dataProvider/targets';
import { useEntityImage } from '../../dataProvider/targets.queries';
import { ENTITY_TEXTS as E } from '../entities/texts';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { TARGET_PAGE_TEXTS as T } from './texts';
import { AgentsCard } from './AgentsCard';
import { DiscoveryCard } from './DiscoveryCard';
import { EntitySettings } from './EntitySettings';
import { ApprovalBanner } from './ApprovalBanner';
import { EventCard } from './EventCard';
import { isLinkedEvent, PromotionCard } from './PromotionCard';
import { HomeOffersCard } from './HomeOffersCard';
import { StylesCard } from './styles/StylesCard';
import { CopyrightNotice, PlanControls, ReleaseSelector, type ReleaseChoice } from './TargetControls';
import { TargetHeader } from './TargetHeader';
import { UploadErrorDialog, uploadErrorText } from './UploadErrorDialog';

export interface EntityTargetProps {
  domain: Domain;
  plan: PlanResource;
  types: EntityTypes;
  /** The id or name the page was opened with. */
  entityKey: string;
  entity: Entity;
  /** The page's own buttons (launch, delete, back to the list). */
  actions: ReactNode;
  /** The release edited (`useRelease`, called by the page as it opens). */
  release: ReleaseChoice;
}

/**
 * `/domains/{uri}/{types}/{id}` for users with manage_domain (single-target-and-flows.md §2): header with icon
 * and banner uploads, plan badge with Upgrade and Add Member, release selector, copyright notice, settings that
 * save themselves, the discovery images, (locations and events) the styles editor, an event's headset promotion,
 * a storefront's approval, the AI agents card and, on the user's own apartment, the Home Location card with its
 * offers. A readonly target says so and edits nothing unless the user holds edit_readonly_entities (the server
 * refuses the same).
 */
export function EntityTarget({
  domain,
  plan,
  types,
  entityKey,
  entity,
  actions,
  release: choice,
}: EntityTargetProps) {
  const [release, setRelease] = choice;
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = useEntityImage(domain.id, types, entityKey);
  const mayEditReadonly = useHoldsPermission('edit_readonly_entities');
  const singular = E.singular[types].toLowerCase();
  const readonly = isReadonlyTarget(domain, entity);
  const editable = !readonly || mayEditReadonly;
  const title = entity.nickname ?? entity.name;
  const session = useSession();
  // The Home Location card: only on an apartment, only for the user whose home it is (single-target-and-flows.md §2).
  const isHome =
    types === 'locations' &&
    isApartmentTemplate(entity.template) &&
    session.status === 'authenticated' &&
    isHomeOf(session.user, entity);
  const change = (image: EntityImage, file: File | null) =>
    images
      .mutateAsync({ id: entity.id, image, file })
      .catch((error: unknown) => setUploadError(uploadErrorText(error)));

  return (
    <Stack spacing={2} sx={{ m: 2, maxWidth: 1000 }}>
      <TargetHeader
        title={title}
        subtitle={[E.singular[types], domain.name, entity.path].filter(Boolean).join(' · ')}
        iconblob={entity.iconblob}
        bannerblob={entity.bannerblob}
        editable={editable}
        uploading={images.isPending}
        onUpload={(image, file) => void change(image, file)}
        actions={
          <>
            {actions}
            {types === 'events' && (
              <Button
                variant="outlined"
                component={NavAnchor}
                href={paths.domain.createEvent(domain.uri, entity.name)}
              >
                {T.copyEvent}
              </Button>
            )}
            <PlanControls domain={domain} plan={plan} />
            {release && <ReleaseSelector release={release} onChange={setRelease} />}
          </>
        }
      />
      {readonly && <Alert severity="warning">{readonlyText(singular, domain, entity)}</Alert>}
      <CopyrightNotice target={entity.path ?? `${domain.uri}/${types}/${entity.name}`} />
      {types === 'locations' && (
        <ApprovalBanner domainId={domain.id} entityKey={entityKey} entity={entity} disabled={!editable} />
      )}
      {isHome && <HomeOffersCard domain={domain.id} uri={domain.uri} location={entity.name} />}
      <EntitySettings
        key={entity.id}
        domainId={domain.id}
        types={types}
        entityKey={entityKey}
        entity={entity}
        disabled={!editable}
        locked={isLinkedEvent(entity)}
      />
      {types === 'events' && (
        <>
          <EventCard
            key={`${entity.id}-event`}
            domain={domain}
            entityKey={entityKey}
            entity={entity}
            disabled={!editable}
            locked={isLinkedEvent(entity)}
          />
          {release && (
            <PromotionCard
              domain={domain}
              entityKey={entityKey}
              entity={entity}
              disabled={!editable}
              release={release}
            />
          )}
        </>
      )}
      {types === 'locations' && release && (
        <AgentsCard
          domain={domain.id}
          locationUri={`${domain.uri}/locations/${entity.name}`}
          type="location"
          editable={editable}
          release={release}
        />
      )}
      <DiscoveryCard
        target={entity}
        disabled={!editable}
        busy={images.isPending}
        onUpload={(image, file) => void change(image, file)}
        onClear={(image) => void change(image, null)}
      />
      {(types === 'locations' || types === 'events') && release && (
        <StylesCard
          target={{ domain: domain.id, entity: { types, id: entity.id } }}
          release={release}
          disabled={!editable}
        />
      )}
      <UploadErrorDialog message={uploadError} onClose={() => setUploadError(null)} />
    </Stack>
  );
}
