/** Texts of the staff mail outbox page (/admin/outbox). */
export const OUTBOX_TEXTS = {
  pageTitle: 'Mail outbox',
  intro:
    'Every message the server sent, newest first. With the local mail provider nothing leaves the server: this is where the messages are.',
  to: 'To address',
  apply: 'Filter',
  filters: 'Filters',
  empty: 'No messages.',
  paging: 'Outbox pages',
  when: 'when',
  recipient: 'to',
  subject: 'subject',
  transport: 'transport',
  message: 'message',
  replyTo: (address: string) => `Reply to: ${address}`,
  failed: (error: string) => `Delivery failed: ${error}`,
  transports: { local: 'Local outbox', smtp: 'SMTP' },
} as const;
