import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { reportError, reportInfo } from '../../api/errors';
import { failureReason } from '../../components/ConfirmDialog';
import { useChangeSharedInvite, useSharedInvite } from '../../dataProvider/metaverses.queries';
import { FieldMenu } from './FieldMenu';
import { MANAGE_TEXTS as T } from './texts';

export interface InviteLinkFieldProps {
  uri: string;
  canInviteByLink: boolean;
  /** Called instead of creating a link when the plan does not allow link invites. */
  onNeedsUpgrade: () => void;
}

/**
 * The shared invite link with Create, Regenerate, Delete and Copy To Clipboard. A failed change is logged and
 * said under the field until the next change, so the link shown is not taken for the new one.
 */
export function InviteLinkField({ uri, canInviteByLink, onNeedsUpgrade }: InviteLinkFieldProps) {
  const link = useSharedInvite(uri).data?.link;
  const change = useChangeSharedInvite(uri);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (action: 'create' | 'delete') => {
    setFailure(null);
    change.mutateAsync(action).catch((error: unknown) => {
      console.error('Invite link change failed', error);
      setFailure(failureReason(error));
    });
  };
  const create = () => {
    if (!canInviteByLink) onNeedsUpgrade();
    else run('create');
  };
  const copy = () => {
    if (!link) return;
    navigator.clipboard.writeText(link).then(
      () => reportInfo(T.copied),
      (error: unknown) => {
        console.error('Copy failed', error);
        reportError(T.copyFailed);
      },
    );
  };

  return (
    <TextField
      label={T.inviteLink}
      value={link ?? T.noInviteLink}
      error={failure !== null}
      helperText={failure ?? undefined}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <FieldMenu
              label={T.inviteMenu}
              items={[
                { label: T.create, disabled: Boolean(link), onClick: create },
                { label: T.regenerate, disabled: !link, onClick: create },
                {
                  label: T.delete,
                  disabled: !link,
                  onClick: () => run('delete'),
                },
                { label: T.copy, disabled: !link, onClick: copy },
              ]}
            />
          ),
        },
      }}
    />
  );
}
