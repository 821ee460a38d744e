import Link from '@mui/material/Link';
import { DataTable } from '../../components/DataTable';
import type { HeadsetEvent } from '../../dataProvider/adminPages';
import { NavAnchor } from '../../layout/navigation';
import { EVENTS_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';

/** The Oculus tab: Id, Title, Start, End, Published, Subscribers and the names of the linked events. */
export function OculusEventsTable({ events }: { events: HeadsetEvent[] }) {
  return (
    <DataTable<HeadsetEvent>
      label={T.oculus}
      rows={events}
      rowKey={(event) => event.oculusid}
      columns={[
        { heading: T.id, cell: (event) => event.oculusid },
        { heading: T.eventTitle, cell: (event) => event.title },
        { heading: T.start, cell: (event) => formatDateTime(event.start) },
        { heading: T.end, cell: (event) => formatDateTime(event.end) },
        { heading: T.published, cell: (event) => (event.published ? T.yes : T.no) },
        { heading: T.subscribers, align: 'right', cell: (event) => event.subscribers },
        {
          heading: T.linkedEvents,
          cell: (event) =>
            event.event_entities.map((linked, index) => (
              <span key={linked._id}>
                {index > 0 && ', '}
                <Link component={NavAnchor} href={paths.admin.record('events', linked._id)}>
                  {linked.name}
                </Link>
              </span>
            )),
        },
      ]}
    />
  );
}
