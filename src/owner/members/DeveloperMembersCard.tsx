import Typography from '@mui/material/Typography';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { DataTable } from '../../components/DataTable';
import { SectionFrame } from '../../components/SectionFrame';
import { useDeveloperMembers } from '../../dataProvider/metaverses.queries';
import { MEMBERS_TEXTS as T } from './texts';

/**
 * The hidden developer members list (owner-console.md, other facts: developer-only, for the developer team). It
 * is asked for only by a user holding the developer permission, so every other Members page makes no call the
 * server would refuse; a developer off the team is still refused by the server, and nothing is shown.
 */
export function DeveloperMembersCard({ domainId }: { domainId: string }) {
  const developer = useHoldsPermission('developer');
  const list = useDeveloperMembers(domainId, developer);
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
