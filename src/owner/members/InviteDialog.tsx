import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportError, reportSuccess, reportInfo } from '../../api/errors';
import { failureReason } from '../../components/ConfirmDialog';
import type { PlanResource } from '../../dataProvider/metaverses';
import {
  useChangeSharedInvite,
  useSendEmailInvites,
  useSharedInvite,
} from '../../dataProvider/metaverses.queries';
import { emailInviteBlock, parseEmailList } from '../../lib/memberRules';
import { MEMBERS_TEXTS as T } from './texts';

export interface InviteDialogProps {
  domainId: string;
  plan: PlanResource;
  memberCount: number;
  onClose: () => void;
  /** A plan limit was hit: the page shows the upgrade dialog with this text. */
  onNeedsUpgrade: (message: string) => void;
}

/**
 * Invite by link (the shared link) or by email (a comma-separated list). Sent invites say so in a toast; a
 * refusal (a bad address, the member limit) is said in the dialog, which stays open, and logged.
 */
export function InviteDialog({ domainId, plan, memberCount, onClose, onNeedsUpgrade }: InviteDialogProps) {
  const sendInvites = useSendEmailInvites(domainId);
  const sending = sendInvites.isPending;
  const [method, setMethod] = useState<'link' | 'email'>('link');
  const link = useSharedInvite(domainId).data?.link;
  const changeLink = useChangeSharedInvite(domainId);
  const [emails, setEmails] = useState('');
  const list = parseEmailList(emails);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (what: string, error: unknown) => {
    console.error(what, error);
    setFailure(failureReason(error));
  };

  const createLink = () => {
    if (!plan.canInviteByLink) return onNeedsUpgrade(T.linkInvitesNeedPlan);
    setFailure(null);
    changeLink.mutateAsync('create').catch((error: unknown) => fail('Invite link failed', error));
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
  const invite = async () => {
    if (!list) return;
    const block = emailInviteBlock(plan, memberCount);
    if (block === 'plan') return onNeedsUpgrade(T.emailInvitesNeedPlan);
    if (block === 'limit') return onNeedsUpgrade(T.memberLimit(plan.maxMembers));
    setFailure(null);
    try {
      const reply = await sendInvites.mutateAsync(list);
      reportSuccess(T.sent(reply.sent));
      onClose();
    } catch (error) {
      fail('Invite failed', error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <DialogTitle id="invite-title">{T.inviteTitle}</DialogTitle>
      <DialogContent>
        <Tabs
          value={method}
          onChange={(_, value: 'link' | 'email') => {
            setMethod(value);
            setFailure(null);
          }}
          aria-label={T.inviteMethod}
        >
          <Tab value="link" label={T.byLink} />
          <Tab value="email" label={T.byEmail} />
        </Tabs>
        {method === 'link' ? (
          <Stack spacing={2} sx={{ pt: 2 }}>
            <Typography>{link ? T.linkHelp : T.noLink}</Typography>
            {link && <TextField label={T.byLink} value={link} slotProps={{ input: { readOnly: true } }} />}
            <Stack direction="row" spacing={2}>
              {link ? (
                <Button onClick={copy}>{T.copyLink}</Button>
              ) : (
                <Button variant="outlined" onClick={createLink}>
                  {T.createLink}
                </Button>
              )}
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 2 }}>
            <TextField
              label={T.emailsLabel}
              value={emails}
              onChange={(event) => {
                setEmails(event.target.value);
                setFailure(null);
              }}
              helperText={T.emailsHelp}
              error={emails.trim() !== '' && list === null}
              multiline
              minRows={2}
            />
          </Stack>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
        {method === 'email' && (
          <Button variant="contained" disabled={list === null || sending} onClick={() => void invite()}>
            {T.invite}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
