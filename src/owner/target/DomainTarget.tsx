import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isReadonlyTarget, readonlyText } from '../../../common/targetRules';
import type { Domain, User } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import type { PlanResource } from '../../dataProvider/metaverses';
import type { EntityImage } from '../../dataProvider/targets';
import { useDomainImage } from '../../dataProvider/targets.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { ManageForm } from '../manage/ManagePage';
import { PlanText } from '../metaverses/DomainRow';
import { METAVERSES_TEXTS as M } from '../metaverses/texts';
import { DiscoveryCard } from './DiscoveryCard';
import { AgentsCard } from './AgentsCard';
import { LocationsCard } from './LocationsCard';
import { StylesCard } from './styles/StylesCard';
import { DomainJoinedDialog } from '../flows/DomainJoinedDialog';
import { CopyrightNotice, PlanControls, ReleaseSelector, type ReleaseChoice } from './TargetControls';
import { TargetHeader } from './TargetHeader';
import { UploadErrorDialog, uploadErrorText } from './UploadErrorDialog';

export interface DomainTargetProps {
  domain: Domain;
  plan: PlanResource;
  user: User;
  manages: boolean;
  /** The user's role in words (Owner, Manager, Member, …). */
  role: string;
  /** The release edited (`useRelease`, called by the page as it opens). */
  release: ReleaseChoice;
}

/**
 * `/domains/{uri}`: the metaverse as a manage target (single-target-and-flows.md §2). Everyone sees the header
 * with the plan and their role; with manage_domain also the icon and banner uploads, the plan badge with Upgrade
 * and Add Member, the release selector, the copyright notice, the settings (the Manage Metaverse form), the
 * discovery images, the AI agents card, the styles editor and the locations. The "Domain Joined!" dialog mounts
 * here, the one place an accepted invite lands.
 */
export function DomainTarget({ domain, plan, user, manages, role, release: choice }: DomainTargetProps) {
  const [release, setRelease] = choice;
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = useDomainImage(domain.id);
  const mayEditReadonly = useHoldsPermission('edit_readonly_entities');
  const readonly = isReadonlyTarget(domain);
  const editable = manages && (!readonly || mayEditReadonly);
  const change = (image: EntityImage, file: File | null) =>
    images.mutateAsync({ image, file }).catch((error: unknown) => setUploadError(uploadErrorText(error)));

  return (
    <Stack spacing={2} sx={{ m: 2, maxWidth: 1000 }}>
      <DomainJoinedDialog name={domain.name} />
      <TargetHeader
        title={domain.name}
        subtitle={`${paths.domain.home(domain.uri)} · ${M.role}: ${role}`}
        iconblob={domain.iconblob}
        bannerblob={domain.bannerblob}
        editable={editable}
        uploading={images.isPending}
        onUpload={(image, file) => void change(image, file)}
        actions={
          manages ? (
            <>
              <PlanControls domain={domain} plan={plan} />
              <Button variant="outlined" component={NavAnchor} href={paths.domain.members(domain.uri)}>
                {M.members}
              </Button>
              {release && <ReleaseSelector release={release} onChange={setRelease} />}
            </>
          ) : (
            <Typography>
              {M.plan}: <PlanText domain={domain} now={new Date()} />
            </Typography>
          )
        }
      />
      {manages && (
        <>
          {readonly && <Alert severity="warning">{readonlyText('metaverse', domain)}</Alert>}
          <CopyrightNotice target={domain.uri} />
          <ManageForm
            key={`${domain.id}-${domain.timestamp ?? ''}`}
            initial={domain}
            isOwner={domain.owner === user.id}
            canInviteByLink={plan.canInviteByLink}
            embedded
            disabled={!editable}
          />
          <DiscoveryCard
            target={domain}
            disabled={!editable}
            busy={images.isPending}
            onUpload={(image, file) => void change(image, file)}
            onClear={(image) => void change(image, null)}
          />
          {release && (
            <>
              <AgentsCard
                domain={domain.id}
                locationUri={domain.uri}
                type="metaverse"
                editable={editable}
                release={release}
              />
              <StylesCard target={{ domain: domain.id }} release={release} disabled={!editable} />
            </>
          )}
          <LocationsCard domainId={domain.id} uri={domain.uri} />
        </>
      )}
      <UploadErrorDialog message={uploadError} onClose={() => setUploadError(null)} />
    </Stack>
  );
}
