/** Contact Us rules (owner-console.md §5): the email must look like something@something.something. */
import { EMAIL_PATTERN } from '../../common/patterns';

export const CONTACT_SUBJECTS = ['Sales', 'Support', 'Billing', 'Other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'Other';

/** Whether the text looks like an email address: something, an at sign, something, a dot, something. */
export function isContactEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * Whether Contact Us may be sent: the email must look like an address; the name and the description have no
 * rule (owner-console.md §5), so neither is required.
 */
export function canSendContact(message: { email: string; name: string; description: string }): boolean {
  return isContactEmail(message.email);
}
