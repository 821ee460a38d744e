/** What the server needs from a mail transport: send one plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (e.g. the sender of a Contact Us message). */
  replyTo?: string;
}

export interface MailProvider {
  /** Sends the message; rejects when it cannot be delivered. Every message is kept in the outbox. */
  send(message: MailMessage): Promise<void>;
}

/** A message as kept in the outbox. */
export interface OutboxEntry {
  id: string;
  ts: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  transport: 'local' | 'smtp';
  error?: string;
}
