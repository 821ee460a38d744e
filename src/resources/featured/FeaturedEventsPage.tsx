import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFeaturedEvents } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { EVENTS_TEXTS } from '../adminEvents/texts';
import { FEATURED_TEXTS as T } from './texts';
import { paths } from '../../paths';

const date = (value: string | undefined) => (value ? new Date(value).toLocaleString() : '');

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
        {events?.length === 0 && <Typography>{T.eventsEmpty}</Typography>}
        {events && events.length > 0 && (
          <Table size="small" aria-label={T.eventsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{EVENTS_TEXTS.name}</TableCell>
                <TableCell>{T.uri}</TableCell>
                <TableCell>{EVENTS_TEXTS.start}</TableCell>
                <TableCell>{EVENTS_TEXTS.end}</TableCell>
                <TableCell>{EVENTS_TEXTS.published}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell>
                    <Link component={NavAnchor} href={paths.admin.record('events', event.id)}>
                      {event.label}
                    </Link>
                  </TableCell>
                  <TableCell>{event.path}</TableCell>
                  <TableCell>{date(event.startdate)}</TableCell>
                  <TableCell>{date(event.enddate)}</TableCell>
                  <TableCell>{event.published ? EVENTS_TEXTS.yes : EVENTS_TEXTS.no}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </StaffOnly>
  );
}
