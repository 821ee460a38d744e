import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/DataTable';
import type { OutboxMessage } from '../../dataProvider/payments';
import { OUTBOX_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';

/** The outbox messages with their full text (mails are short: invites, notices). */
export function OutboxTable({ messages, labelledBy }: { messages: OutboxMessage[]; labelledBy: string }) {
  return (
    <DataTable<OutboxMessage>
      labelledBy={labelledBy}
      rows={messages}
      rowKey={(message) => message.id}
      columns={[
        { heading: T.when, nowrap: true, cell: (message) => formatDateTime(message.ts) },
        { heading: T.recipient, cell: (message) => message.to },
        { heading: T.subject, cell: (message) => message.subject },
        {
          heading: T.transport,
          cell: (message) => (
            <>
              {T.transports[message.transport]}
              {message.error && (
                <Typography variant="body2" color="error">
                  {T.failed(message.error)}
                </Typography>
              )}
            </>
          ),
        },
        {
          heading: T.message,
          cell: (message) => (
            <>
              {message.replyTo && <Typography variant="body2">{T.replyTo(message.replyTo)}</Typography>}
              <Typography
                variant="body2"
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}
              >
                {message.text}
              </Typography>
            </>
          ),
        },
      ]}
    />
  );
}
