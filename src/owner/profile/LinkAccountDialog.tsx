import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { LinkRequestRules } from '../../../common/api/field-rules.gen';
import { reportSuccess } from '../../api/errors';
import type { User } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRequestAccountLink } from '../../dataProvider/flows.queries';
import { linkEmailProblem } from '../../lib/accountLink';
import { PROFILE_TEXTS } from './texts';

/**
 * Asks to link the signed-in account into the user's account of another email address (requestAccountLink):
 * the server mails that address the `/linkaccounts` link, where the other account confirms. The address is
 * checked when the field is left or Send is pressed; the server's refusal stays in the dialog (the call passes
 * `hideErrors`); a sent request is said in a toast and the dialog closes.
 */
export function LinkAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const request = useRequestAccountLink();
  const [email, setEmail] = useState('');
  const [left, setLeft] = useState(false);
  const problem = linkEmailProblem(email, user.email);
  const shown = left && problem ? PROFILE_TEXTS.linkEmailProblems[problem] : null;

  const send = async () => {
    // A press with an address that cannot be sent says why under the field, and sends nothing.
    if (problem) {
      setLeft(true);
      return;
    }
    const reply = await request.mutateAsync(email.trim());
    reportSuccess(PROFILE_TEXTS.linkSent(reply.email));
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={PROFILE_TEXTS.linkTitle}
      confirmLabel={PROFILE_TEXTS.linkSend}
      onClose={onClose}
      onConfirm={send}
    >
      <DialogContentText sx={{ mb: 2 }}>{PROFILE_TEXTS.linkText}</DialogContentText>
      <TextField
        label={PROFILE_TEXTS.linkEmail}
        type="email"
        autoComplete="off"
        autoFocus
        fullWidth
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setLeft(true)}
        error={shown !== null}
        helperText={shown ?? PROFILE_TEXTS.linkEmailHint}
        slotProps={{ htmlInput: { maxLength: LinkRequestRules.email.maxLength } }}
      />
    </ConfirmDialog>
  );
}
