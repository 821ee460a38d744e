import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Domain } from '../../api/types';
import type { MemberEntry, PlanResource } from '../../dataProvider/metaverses';
import {
  useMemberSummary,
  useMembers,
  useRemoveMember,
  useSetMemberPermissions,
} from '../../dataProvider/metaverses.queries';
import { Loaded } from '../../components/SectionFrame';
import { BlobAvatar } from '../../layout/UserAvatar';
import { UpgradeDialog } from '../manage/UpgradeDialog';
import { DomainGate } from '../metaverses/DomainGate';
import { EditPermissionsDialog } from './EditPermissionsDialog';
import { DeveloperMembersCard } from './DeveloperMembersCard';
import { InviteDialog } from './InviteDialog';
import { MembersTable, memberName } from './MembersTable';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { MEMBERS_TEXTS as T } from './texts';

/** `/domains/{uri}/members` (owner-console.md §2.9). */
export function MembersPage() {
  return (
    <DomainGate failedText={T.domainInvalid} notManagerText={T.notManager}>
      {({ domain, plan, user }) => <Members key={domain.id} domain={domain} plan={plan} selfId={user.id} />}
    </DomainGate>
  );
}

function Members({ domain, plan, selfId }: { domain: Domain; plan: PlanResource; selfId: string }) {
  const members = useMembers(domain.id);
  const summary = useMemberSummary(domain.id).data ?? null;
  const setPermissions = useSetMemberPermissions(domain.id);
  const removeMember = useRemoveMember(domain.id);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MemberEntry | null>(null);
  const [removing, setRemoving] = useState<MemberEntry | null>(null);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);

  // A refusal rejects, so the dialog stays open and says why.
  const savePermissions = async (entry: MemberEntry, permissions: string[]) => {
    await setPermissions.mutateAsync({ userId: entry.userentity.id, permissions });
    setEditing(null);
  };
  // A refusal rejects, so the dialog stays open and says why.
  const remove = async (entry: MemberEntry, block: boolean) => {
    await removeMember.mutateAsync({ userId: entry.userentity.id, block });
    setRemoving(null);
  };

  const count = summary?.count ?? members.data?.length ?? 0;
  // The summary lists only ids and pictures; its avatars take the nickname's initials from the member list.
  const nicknames = new Map(members.data?.map((entry) => [entry.userentity.id, entry.userentity.nickname]));
  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 1000 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Typography variant="subtitle1" component="p">
          {domain.name}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {summary && (
            <AvatarGroup max={6}>
              {summary.users.map((user) => (
                <BlobAvatar key={user.id} blob={user.iconblob} name={nicknames.get(user.id) ?? ''} />
              ))}
            </AvatarGroup>
          )}
          <Typography>{T.count(count)}</Typography>
          <Button variant="contained" onClick={() => setInviting(true)}>
            {T.invite}
          </Button>
        </Stack>
        <Loaded load={members}>
          {(list) => (
            <MembersTable members={list} ownerId={domain.owner} onEdit={setEditing} onRemove={setRemoving} />
          )}
        </Loaded>
        <DeveloperMembersCard domainId={domain.id} />
      </Stack>
      {inviting && (
        <InviteDialog
          domainId={domain.id}
          plan={plan}
          memberCount={count}
          onClose={() => setInviting(false)}
          onNeedsUpgrade={(message) => {
            setInviting(false);
            setUpgradeMessage(message);
          }}
        />
      )}
      {editing && (
        <EditPermissionsDialog
          name={memberName(editing)}
          permissions={editing.member.permissions}
          context={{
            canManageRoles: plan.canManageRoles,
            memberId: editing.userentity.id,
            selfId,
            ownerId: domain.owner,
          }}
          uri={domain.uri}
          onClose={() => setEditing(null)}
          onSave={(permissions) => savePermissions(editing, permissions)}
        />
      )}
      {removing && (
        <RemoveMemberDialog
          name={memberName(removing)}
          onClose={() => setRemoving(null)}
          onConfirm={(block) => remove(removing, block)}
        />
      )}
      <UpgradeDialog message={upgradeMessage} uri={domain.uri} onClose={() => setUpgradeMessage(null)} />
    </Paper>
  );
}
