import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Domain } from '../../api/types';
import { DomainGate } from '../metaverses/DomainGate';
import { EVENT_COLUMNS, EntityTable } from './EntityTable';
import { ListControls } from './ListControls';
import { ENTITY_TEXTS as T } from './texts';
import { useEntityList } from './useEntityList';

type When = 'upcoming' | 'past';

function EventList({ domain, when }: { domain: Domain; when: When }) {
  const list = useEntityList(domain.id, 'events', when);
  if (list.failed) return <Alert severity="error">{T.error}</Alert>;
  return (
    <>
      <ListControls list={list} />
      <EntityTable
        label={when === 'upcoming' ? T.upcoming : T.past}
        rows={list.rows}
        columns={EVENT_COLUMNS}
        empty={T.empty[when]}
      />
    </>
  );
}

function Events({ domain }: { domain: Domain }) {
  const [when, setWhen] = useState<When>('upcoming');
  return (
    <Paper sx={{ m: 2, p: 2 }}>
      <Typography variant="h5" component="h1">
        {T.titles.events}
      </Typography>
      <Tabs value={when} onChange={(_, value: When) => setWhen(value)}>
        <Tab value="upcoming" label={T.upcoming} />
        <Tab value="past" label={T.past} />
      </Tabs>
      <EventList key={when} domain={domain} when={when} />
    </Paper>
  );
}

/** `/domains/{uri}/events`: tabs Upcoming and Past with Start, End and Published (owner-console.md §2.11). */
export function EventsPage() {
  return (
    <DomainGate failedText={T.error}>{({ domain }) => <Events key={domain.id} domain={domain} />}</DomainGate>
  );
}
