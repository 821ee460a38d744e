import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/DataTable';
import { useFeaturedEvents, type FeaturedEvent } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { EVENTS_TEXTS } from '../adminEvents/texts';
import { FEATURED_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';

/** `/admin/featuredevents`: the events of the featured list, in its order, with their dates. */
export function FeaturedEventsPage() {
  const featured = useFeaturedEvents();
  const events = featured.data ?? null;
  const error = featured.isError ? errorText(featured.error) : null;

  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.eventsTitle}
        </Typography>
        <Typography>
          {T.eventsIntro}{' '}
          <Link component={NavAnchor} href={paths.admin.featured()}>
            {T.editFeatured}
          </Link>
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {events === null && !error && <Typography>{T.loading}</Typography>}
        {events && (
          <DataTable<FeaturedEvent>
            label={T.eventsTitle}
            rows={events}
            rowKey={(event) => event.id}
            empty={T.eventsEmpty}
            columns={[
              {
                heading: EVENTS_TEXTS.name,
                cell: (event) => (
                  <Link component={NavAnchor} href={paths.admin.record('events', event.id)}>
                    {event.label}
                  </Link>
                ),
              },
              { heading: T.uri, cell: (event) => event.path },
              { heading: EVENTS_TEXTS.start, cell: (event) => formatDateTime(event.startdate) },
              { heading: EVENTS_TEXTS.end, cell: (event) => formatDateTime(event.enddate) },
              {
                heading: EVENTS_TEXTS.published,
                cell: (event) => (event.published ? EVENTS_TEXTS.yes : EVENTS_TEXTS.no),
              },
            ]}
          />
        )}
      </Stack>
    </StaffOnly>
  );
}
