import Typography from '@mui/material/Typography';
import { useSession } from '../../authProvider/useSession';
import { DataTable } from '../../components/DataTable';
import { SectionFrame } from '../../components/SectionFrame';
import { useDeveloperMembers } from '../../dataProvider/metaverses.queries';
import { MEMBERS_TEXTS as T } from './texts';

/**
 * The hidden developer members list (owner-console.md, other facts: shown for the developer-team accounts). It is
 * asked for only when the session context says the user is on the team, so every other Members page makes no
 * call the server would refuse.
 */
export function DeveloperMembersCard({ domainId }: { domainId: string }) {
  const session = useSession();
  const list = useDeveloperMembers(domainId, session.status === 'authenticated' && session.developerList);
  if (!list.data) return null;
  return (
    <SectionFrame title={T.developerList}>
      {(headingId) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.developerListNote}
          </Typography>
          <DataTable
            rows={list.data.members}
            rowKey={(member) => member.id}
            labelledBy={headingId}
            columns={[
              { heading: T.nickname, cell: (member) => member.nickname },
              { heading: T.userId, cell: (member) => member.id },
              { heading: T.identity, cell: (member) => member.auth0userid },
              { heading: T.accountPermissions, cell: (member) => member.permissions.join(', ') },
              { heading: T.metaversePermissions, cell: (member) => member.domainpermissions.join(', ') },
            ]}
          />
        </>
      )}
    </SectionFrame>
  );
}
