import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '../../dataProvider/payments';
import { OUTBOX_TEXTS as T } from './texts';

/** The outbox messages with their full text (mails are short: invites, notices). */
export function OutboxTable({ messages, labelledBy }: { messages: OutboxMessage[]; labelledBy: string }) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell>{T.when}</TableCell>
          <TableCell>{T.recipient}</TableCell>
          <TableCell>{T.subject}</TableCell>
          <TableCell>{T.transport}</TableCell>
          <TableCell>{T.message}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((message) => (
          <TableRow key={message.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(message.ts).toLocaleString()}</TableCell>
            <TableCell>{message.to}</TableCell>
            <TableCell>{message.subject}</TableCell>
            <TableCell>
              {T.transports[message.transport]}
              {message.error && (
                <Typography variant="body2" color="error">
                  {T.failed(message.error)}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {message.replyTo && <Typography variant="body2">{T.replyTo(message.replyTo)}</Typography>}
              <Typography
                variant="body2"
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}
              >
                {message.text}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
