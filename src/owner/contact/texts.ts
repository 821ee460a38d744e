/** Contact Us dialog texts (owner-console.md §2.4, §4, §5; screens.md A8). */
import { COMMON_TEXTS } from '../../../common/texts';

export const CONTACT_TEXTS = {
  menu: 'Contact Us',
  title: 'Contact Us',
  email: 'Email',
  emailInvalid: COMMON_TEXTS.invalidEmail,
  name: 'Name',
  subject: 'Subject',
  description: 'How can we help?',
  send: 'Send',
  cancel: 'Cancel',
  sent: 'Thank you, your message has been sent.',
  done: 'Done',
} as const;

/** How long the sent dialog shows it is done before it closes. */
export const CONTACT_DONE_MS = 1500;
