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
import { useEnvironment } from '../../dataProvider/public.queries';
import { NavAnchor } from '../../layout/navigation';
import { useStoredChoice } from '../../lib/storedChoice';
import { paths } from '../../paths';
import { InviteDialog } from '../members/InviteDialog';
import { PlanText } from '../metaverses/DomainRow';
import { UpgradeDialog } from '../manage/UpgradeDialog';
import { TARGET_PAGE_TEXTS as T } from './texts';

export const RELEASES = ['dev', 'prod'] as const;
export type Release = (typeof RELEASES)[number];

/** The environment whose manage pages start on the Published release (single-target-and-flows.md §9). */
export const PRODUCTION_ENVIRONMENT = 'prod';

/**
 * The release a manage page starts on before one is chosen in this browser: prod in production, dev (Work In
 * Progress) elsewhere; prod when the environment cannot be read (what players see is the safer page to show).
 */
export function defaultRelease(environment: string | null): Release {
  return environment === null || environment === PRODUCTION_ENVIRONMENT ? 'prod' : 'dev';
}

/**
 * The release the manage page edits and its setter: the one chosen in this browser (kept in local storage),
 * else the environment's default (single-target-and-flows.md §9); undefined until the environment is known.
 * The manage pages call it as they open, so the environment is read alongside the page's own reads.
 */
export function useRelease(): ReleaseChoice {
  const [chosen, choose] = useStoredChoice<Release | ''>('manage-release', ['', ...RELEASES], '');
  const environment = useEnvironment();
  return [chosen || (environment === undefined ? undefined : defaultRelease(environment)), choose];
}

export type ReleaseChoice = readonly [Release | undefined, (release: Release) => void];

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
