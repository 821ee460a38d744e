import Link from '@mui/material/Link';
import type { AdminDocument } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { NavAnchor } from '../../layout/navigation';
import { RecordRef } from '../collections/RecordRef';
import { oculusEventUrl } from '../../lib/eventTabs';
import { EVENTS_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): string => (typeof value === 'string' ? formatDateTime(value) : '');
const yesNo = (value: unknown): string => (value === true ? T.yes : T.no);
const eventName = (event: AdminDocument): string => text(event.nickname) || text(event.name) || event.id;

/** The event's manage page: /domains/{domain}/events/{name}, from its path `{domain uri}/events/{name}`. */
function eventHref(event: AdminDocument): string | null {
  const path = text(event.path);
  return path ? paths.domain.entityAt(path) : null;
}

/** The staff-and-agents.md §2.12 event table: icon, Name, Owner, Start, End, Published, OculusId, Approved, Subscribers. */
export function EventsTable({ events, label }: { events: AdminDocument[]; label: string }) {
  return (
    <DataTable<AdminDocument>
      label={label}
      rows={events}
      rowKey={(event) => event.id}
      columns={[
        {
          heading: T.icon,
          cell: (event) => {
            const icon = text(event.iconblob);
            return (
              icon && (
                <img
                  src={`/v2/public/blobs/${icon}`}
                  alt={T.iconOf(eventName(event))}
                  width={32}
                  height={32}
                />
              )
            );
          },
        },
        {
          heading: T.name,
          // Long names wrap at a readable width rather than squeezing onto three lines.
          maxWidth: 320,
          cell: (event) => {
            const href = eventHref(event);
            return href ? (
              <Link component={NavAnchor} href={href}>
                {eventName(event)}
              </Link>
            ) : (
              eventName(event)
            );
          },
        },
        {
          heading: T.owner,
          // The owner's name (their record's title when the event does not carry it), linking to their record.
          cell: (event) => {
            const owner = text(event.owner);
            const nickname = text(event.ownernickname);
            if (!owner) return nickname;
            return <RecordRef collection="users" id={owner} text={nickname || undefined} />;
          },
        },
        { heading: T.start, cell: (event) => date(event.startdate), nowrap: true },
        { heading: T.end, cell: (event) => date(event.enddate), nowrap: true },
        { heading: T.published, cell: (event) => yesNo(event.published) },
        {
          heading: T.oculusId,
          cell: (event) => {
            const oculusId = text(event.oculuseventid);
            return oculusId ? (
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
            );
          },
        },
        { heading: T.approved, cell: (event) => yesNo(event.oculusapproved) },
        {
          heading: T.subscribers,
          align: 'right',
          cell: (event) => (typeof event.subscribers === 'number' ? event.subscribers : 0),
        },
      ]}
    />
  );
}
