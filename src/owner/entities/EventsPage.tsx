import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Domain } from '../../api/types';
import { paths } from '../../paths';
import { DomainGate } from '../metaverses/DomainGate';
import { EVENT_COLUMNS } from './EntityTable';
import { EntityListView } from './EntityListView';
import { ListHeading } from './ListHeading';
import { ENTITY_LIST, eventsWhen, type EventsWhen } from './rules';
import { ENTITY_TEXTS as T } from './texts';

/** The tab as the URL says it: none for Upcoming. */
const whenQuery = (when: EventsWhen) => (when === 'past' ? when : undefined);

function Events({ domain, manages }: { domain: Domain; manages: boolean }) {
  const { uri = domain.uri } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The tab and the list's state live in the URL; another tab keeps the sort and size, from the first row.
  const when = eventsWhen(params);
  const choose = (next: EventsWhen) =>
    void navigate(
      paths.domain.events(uri, {
        ...ENTITY_LIST.write({ ...ENTITY_LIST.read(params), first: 0 }),
        when: whenQuery(next),
      }),
    );
  return (
    <Paper sx={{ m: 2, p: 2 }}>
      <ListHeading title={T.titles.events} uri={domain.uri} creates={manages ? 'events' : undefined} />
      <Tabs value={when} onChange={(_, value: EventsWhen) => choose(value)}>
        <Tab value="upcoming" label={T.upcoming} />
        <Tab value="past" label={T.past} />
      </Tabs>
      <EntityListView
        key={when}
        domainId={domain.id}
        types="events"
        when={when}
        label={when === 'upcoming' ? T.upcoming : T.past}
        columns={EVENT_COLUMNS}
        empty={T.empty[when]}
        pagerLabel={T.pager[when]}
      />
    </Paper>
  );
}

/** `/domains/{uri}/events`: tabs Upcoming and Past with Start, End and Published (owner-console.md §2.11). */
export function EventsPage() {
  return (
    <DomainGate failedText={T.domainLoadFailed}>
      {({ domain, manages }) => <Events key={domain.id} domain={domain} manages={manages} />}
    </DomainGate>
  );
}
