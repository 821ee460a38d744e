import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminDocument } from '../../api/types';
import { NavAnchor } from '../../layout/navigation';
import { oculusEventUrl } from './eventTabs';
import { EVENTS_TEXTS as T } from './texts';
import { paths } from '../../paths';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): string => (typeof value === 'string' ? new Date(value).toLocaleString() : '');
const yesNo = (value: unknown): string => (value === true ? T.yes : T.no);

/** The event's manage page: /domains/{domain}/events/{name}, from its path `{domain uri}/events/{name}`. */
function eventHref(event: AdminDocument): string | null {
  const path = text(event.path);
  return path ? paths.domain.entityAt(path) : null;
}

/** The §2.12 event table: icon, Name, Owner, Start, End, Published, OculusId, Approved, Subscribers. */
export function EventsTable({ events, label }: { events: AdminDocument[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{T.icon}</TableCell>
          <TableCell>{T.name}</TableCell>
          <TableCell>{T.owner}</TableCell>
          <TableCell>{T.start}</TableCell>
          <TableCell>{T.end}</TableCell>
          <TableCell>{T.published}</TableCell>
          <TableCell>{T.oculusId}</TableCell>
          <TableCell>{T.approved}</TableCell>
          <TableCell align="right">{T.subscribers}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => {
          const name = text(event.nickname) || text(event.name) || event.id;
          const href = eventHref(event);
          const oculusId = text(event.oculuseventid);
          const icon = text(event.iconblob);
          return (
            <TableRow key={event.id}>
              <TableCell>
                {icon && <img src={`/v2/public/blobs/${icon}`} alt={T.iconOf(name)} width={32} height={32} />}
              </TableCell>
              <TableCell>
                {href ? (
                  <Link component={NavAnchor} href={href}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </TableCell>
              <TableCell>{text(event.ownernickname) || text(event.owner)}</TableCell>
              <TableCell>{date(event.startdate)}</TableCell>
              <TableCell>{date(event.enddate)}</TableCell>
              <TableCell>{yesNo(event.published)}</TableCell>
              <TableCell>
                {oculusId ? (
                  <Link
                    href={oculusEventUrl(oculusId)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={T.oculusLink(oculusId)}
                  >
                    {oculusId}
                  </Link>
                ) : (
                  T.none
                )}
              </TableCell>
              <TableCell>{yesNo(event.oculusapproved)}</TableCell>
              <TableCell align="right">
                {typeof event.subscribers === 'number' ? event.subscribers : 0}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
