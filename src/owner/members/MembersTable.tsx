import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataTable } from '../../components/DataTable';
import type { MemberEntry } from '../../dataProvider/metaverses';
import { BlobAvatar } from '../../layout/UserAvatar';
import { canRemoveMember, roleNames } from '../../lib/memberRules';
import { MEMBERS_TEXTS as T } from './texts';

/** The name a member is shown by: nickname, else name, else id. */
export function memberName(entry: MemberEntry): string {
  return entry.userentity.nickname || entry.userentity.name || entry.userentity.id;
}

export interface MembersTableProps {
  members: MemberEntry[];
  ownerId: string;
  onEdit: (entry: MemberEntry) => void;
  onRemove: (entry: MemberEntry) => void;
}

/**
 * Nickname (with the member's picture, else the nickname's initials), name, email and permissions of every
 * member, with Edit and Remove (never the owner).
 */
export function MembersTable({ members, ownerId, onEdit, onRemove }: MembersTableProps) {
  return (
    <DataTable<MemberEntry>
      label={T.title}
      rows={members}
      rowKey={(entry) => entry.userentity.id}
      columns={[
        {
          heading: T.nickname,
          cell: ({ userentity }) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BlobAvatar
                blob={userentity.iconblob}
                name={userentity.nickname ?? ''}
                sx={{ width: 32, height: 32, fontSize: 14 }}
              />
              <span>{userentity.nickname}</span>
            </Stack>
          ),
        },
        { heading: T.name, cell: ({ userentity }) => userentity.name },
        { heading: T.email, cell: ({ userentity }) => userentity.email },
        {
          heading: T.permissions,
          cell: (entry) =>
            [
              ...(entry.userentity.id === ownerId ? [T.owner] : []),
              ...roleNames(entry.member.permissions),
            ].join(', '),
        },
        {
          heading: T.actions,
          nowrap: true,
          cell: (entry) => {
            const label = memberName(entry);
            return (
              <>
                <Button size="small" aria-label={T.editLabel(label)} onClick={() => onEdit(entry)}>
                  {T.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={T.removeLabel(label)}
                  disabled={!canRemoveMember(entry.userentity.id, ownerId)}
                  onClick={() => onRemove(entry)}
                >
                  {T.remove}
                </Button>
              </>
            );
          },
        },
      ]}
    />
  );
}
