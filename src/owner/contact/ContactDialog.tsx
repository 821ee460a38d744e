import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import type { User } from '../../api/types';
import { useContactUs } from '../../dataProvider/drives.queries';
import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  canSendContact,
  isContactEmail,
  type ContactSubject,
} from '../../lib/contactEmail';
import { CONTACT_DONE_MS, CONTACT_TEXTS } from './texts';

export interface ContactDialogProps {
  user: User;
  onClose: () => void;
  defaultSubject?: ContactSubject;
  defaultDescription?: string;
}

/** Contact Us: email and name prefilled, subject defaulting to Other; marked done on send, then closed. */
export function ContactDialog({ user, onClose, defaultSubject, defaultDescription }: ContactDialogProps) {
  const contact = useContactUs();
  const [email, setEmail] = useState(user.email ?? '');
  const [name, setName] = useState(user.nickname ?? user.name ?? '');
  const [subject, setSubject] = useState<ContactSubject>(defaultSubject ?? DEFAULT_CONTACT_SUBJECT);
  const [description, setDescription] = useState(defaultDescription ?? '');
  const sending = contact.isPending;
  const done = contact.isSuccess;
  const emailInvalid = email !== '' && !isContactEmail(email);
  // owner-console.md §5: only the email has a rule (the name has none, and none is set for the description).
  const canSend = canSendContact({ email, name, description }) && !sending && !done;

  // A failure is toasted by the client and the form can be sent again.
  const send = () => contact.mutate({ email: email.trim(), name, subject, description });

  // Once sent the dialog shows it is done for a moment, so the sender sees the message went, then closes.
  // The parent passes a new onClose on each render; that must not restart the timer.
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => close(), CONTACT_DONE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="contact-title" fullWidth maxWidth="sm">
      <DialogTitle id="contact-title">{CONTACT_TEXTS.title}</DialogTitle>
      <DialogContent>
        {done && (
          <Alert
            // eslint-disable-next-line no-restricted-syntax -- the dialog itself is marked done before it closes (owner-console.md §4 Contact Us)
            severity="success"
            role="status"
            sx={{ mb: 1 }}
          >
            {CONTACT_TEXTS.sent}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={CONTACT_TEXTS.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailInvalid}
            helperText={emailInvalid ? CONTACT_TEXTS.emailInvalid : undefined}
            sx={emailInvalid ? { '& .MuiInputBase-root': { backgroundColor: '#ffe5e5' } } : undefined}
          />
          <TextField
            label={CONTACT_TEXTS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            select
            label={CONTACT_TEXTS.subject}
            value={subject}
            onChange={(event) => setSubject(event.target.value as ContactSubject)}
          >
            {CONTACT_SUBJECTS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={CONTACT_TEXTS.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={4}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CONTACT_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={send} disabled={!canSend}>
          {done ? CONTACT_TEXTS.done : CONTACT_TEXTS.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
