import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { Domain } from '../../api/types';
import { canUpgrade } from '../../authProvider/canAccess';
import type { PlanResource } from '../../dataProvider/metaverses';
import { useMemberSummary } from '../../dataProvider/metaverses.queries';
import { NavAnchor } from '../../layout/navigation';
import { useStoredChoice } from '../../lib/storedChoice';
import { paths } from '../../paths';
import { InviteDialog } from '../members/InviteDialog';
import { PlanText } from '../metaverses/DomainRow';
import { UpgradeDialog } from '../manage/UpgradeDialog';
import { TARGET_PAGE_TEXTS as T } from './texts';

export const RELEASES = ['dev', 'prod'] as const;
export type Release = (typeof RELEASES)[number];

/** The release the manage page edits, kept in this browser; prod by default (single-target-and-flows.md §9). */
export function useRelease() {
  return useStoredChoice<Release>('manage-release', RELEASES, 'prod');
}

/** Upgrade is hidden for the enterprise and paperclip plans (single-target-and-flows.md §2). */
export function showsUpgrade(domain: Domain): boolean {
  return canUpgrade(domain) && domain.plan?.type !== 'paperclip';
}

/** The plan badge, Upgrade (to the plan page) and Add Member (the members page's invite dialog). */
export function PlanControls({ domain, plan }: { domain: Domain; plan: PlanResource }) {
  const [inviting, setInviting] = useState(false);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const summary = useMemberSummary(domain.id);
  return (
    <>
      {/* With the trial's state (Expired, Expiring Now, days left), as the plan reads everywhere (owner-console.md §2.5). */}
      <Chip
        label={
          <>
            {`${T.plan}: `}
            <PlanText domain={domain} now={new Date()} />
          </>
        }
        variant="outlined"
      />
      {showsUpgrade(domain) && (
        <Button variant="contained" component={NavAnchor} href={paths.domain.upgrade(domain.uri, 'upgrade')}>
          {T.upgrade}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setInviting(true)}>
        {T.addMember}
      </Button>
      {inviting && (
        <InviteDialog
          domainId={domain.id}
          plan={plan}
          memberCount={summary.data?.count ?? 0}
          onClose={() => setInviting(false)}
          onNeedsUpgrade={(message) => {
            setInviting(false);
            setUpgradeMessage(message);
          }}
        />
      )}
      <UpgradeDialog message={upgradeMessage} uri={domain.uri} onClose={() => setUpgradeMessage(null)} />
    </>
  );
}

/** Dev ("Work In Progress") or prod ("Published"), remembered in this browser (single-target-and-flows.md §2, §9). */
export function ReleaseSelector({
  release,
  onChange,
}: {
  release: Release;
  onChange: (release: Release) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={T.release}
      value={release}
      onChange={(event) => onChange(event.target.value as Release)}
      sx={{ minWidth: 200 }}
    >
      {RELEASES.map((value) => (
        <MenuItem key={value} value={value}>
          {T.releases[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The copyright notice; its dismissal is remembered per target in this browser (single-target-and-flows.md §2). */
export function CopyrightNotice({ target }: { target: string }) {
  const [dismissed, setDismissed] = useStoredChoice<'yes' | 'no'>(
    `copyright-dismissed:${target}`,
    ['yes', 'no'],
    'no',
  );
  if (dismissed === 'yes') return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setDismissed('yes')}>
          {T.dismiss}
        </Button>
      }
    >
      {T.copyright}
    </Alert>
  );
}
