import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HeadsetEvent } from '../../dataProvider/adminPages';
import { NavAnchor } from '../../layout/navigation';
import { EVENTS_TEXTS as T } from './texts';
import { paths } from '../../paths';

/** The Oculus tab: Id, Title, Start, End, Published, Subscribers and the names of the linked events. */
export function OculusEventsTable({ events }: { events: HeadsetEvent[] }) {
  return (
    <Table size="small" aria-label={T.oculus}>
      <TableHead>
        <TableRow>
          <TableCell>{T.id}</TableCell>
          <TableCell>{T.eventTitle}</TableCell>
          <TableCell>{T.start}</TableCell>
          <TableCell>{T.end}</TableCell>
          <TableCell>{T.published}</TableCell>
          <TableCell align="right">{T.subscribers}</TableCell>
          <TableCell>{T.linkedEvents}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.oculusid}>
            <TableCell>{event.oculusid}</TableCell>
            <TableCell>{event.title}</TableCell>
            <TableCell>{new Date(event.start).toLocaleString()}</TableCell>
            <TableCell>{new Date(event.end).toLocaleString()}</TableCell>
            <TableCell>{event.published ? T.yes : T.no}</TableCell>
            <TableCell align="right">{event.subscribers}</TableCell>
            <TableCell>
              {event.event_entities.map((linked, index) => (
                <span key={linked._id}>
                  {index > 0 && ', '}
                  <Link component={NavAnchor} href={paths.admin.record('events', linked._id)}>
                    {linked.name}
                  </Link>
                </span>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
