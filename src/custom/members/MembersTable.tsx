import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MemberEntry } from '../../dataProvider/metaverses';
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

/** Nickname, name, email and permissions of every member, with Edit and Remove (never the owner). */
export function MembersTable({ members, ownerId, onEdit, onRemove }: MembersTableProps) {
  return (
    <Table size="small" aria-label={T.title}>
      <TableHead>
        <TableRow>
          <TableCell>{T.nickname}</TableCell>
          <TableCell>{T.name}</TableCell>
          <TableCell>{T.email}</TableCell>
          <TableCell>{T.permissions}</TableCell>
          <TableCell>{T.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((entry) => {
          const id = entry.userentity.id;
          const roles = [...(id === ownerId ? [T.owner] : []), ...roleNames(entry.member.permissions)];
          const label = memberName(entry);
          return (
            <TableRow key={id}>
              <TableCell>{entry.userentity.nickname}</TableCell>
              <TableCell>{entry.userentity.name}</TableCell>
              <TableCell>{entry.userentity.email}</TableCell>
              <TableCell>{roles.join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" aria-label={T.editLabel(label)} onClick={() => onEdit(entry)}>
                  {T.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={T.removeLabel(label)}
                  disabled={!canRemoveMember(id, ownerId)}
                  onClick={() => onRemove(entry)}
                >
                  {T.remove}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
