import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { SectionFrame } from '../../components/SectionFrame';
import { useSetRecordOwner } from '../../dataProvider/adminRecords.queries';
import { UserPicker } from '../pickers/UserPicker';
import { RecordRef } from './RecordRef';
import type { SectionProps } from './sections';
import { COLLECTION_TEXTS as T } from './texts';

/**
 * The owner of an ownable record (a location, plot, event or file; a metaverse's is on its operations): who it
 * is, and Change Owner for staff holding admin_write_entities (`setAdminOwner`, staff-and-agents.md §4). The
 * picker keeps a refusal in its dialog; the page reads the record again after the change.
 */
export function OwnerSection({ record, reload }: SectionProps) {
  const canWrite = useHoldsPermission('admin_write_entities');
  const setOwner = useSetRecordOwner(record.id);
  const [picking, setPicking] = useState(false);
  const owner = typeof record.owner === 'string' && record.owner !== '' ? record.owner : null;
  return (
    <SectionFrame
      title={T.owner}
      actions={
        canWrite && (
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {T.changeOwner}
          </Button>
        )
      }
    >
      <Typography>{owner ? <RecordRef collection="users" id={owner} /> : T.noOwner}</Typography>
      <UserPicker
        open={picking}
        title={T.changeOwnerTitle}
        onClose={() => setPicking(false)}
        onConfirm={async (user) => {
          await setOwner.mutateAsync(user.id);
          reportSuccess(T.ownerChanged(user.nickname));
          setPicking(false);
          reload();
        }}
      />
    </SectionFrame>
  );
}
