/** Contact Us (owner-console.md §4, §5): the message goes to the support mailbox, reply-to the sender. */
import { EMAIL_PATTERN } from '../../../common/patterns.ts';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { SUPPORT_EMAIL } from '../../config.ts';
import { badRequest } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { HandlerMap } from '../types.ts';

export const CONTACT_TEXTS = {
  badEmail: COMMON_TEXTS.invalidEmail,
  subject: (subject: string, name: string) => `Contact Us (${subject}) from ${name || 'a user'}`,
} as const;

export const contactHandlers = {
  async contactUs(request) {
    const user = signedInUser(request);
    const { email, name, subject, description } = request.body;
    if (!EMAIL_PATTERN.test(email.trim())) throw badRequest(CONTACT_TEXTS.badEmail);
    await request.server.mail.send({
      to: SUPPORT_EMAIL,
      replyTo: email.trim(),
      subject: CONTACT_TEXTS.subject(subject, name.trim()),
      text: [
        `From: ${name.trim()} <${email.trim()}>`,
        `Account: ${user.name} (${user.id})`,
        `Subject: ${subject}`,
        '',
        description.trim() === '' ? '(no message)' : description,
      ].join('\n'),
    });
    return { sent: true };
  },
} satisfies HandlerMap;
