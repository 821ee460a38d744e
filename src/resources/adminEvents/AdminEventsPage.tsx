import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AdminDocument } from '../../api/types';
import type { AppDataProvider } from '../../dataProvider';
import type { HeadsetEvent } from '../../dataProvider/adminPages';
import { StaffOnly } from '../collections/StaffOnly';
import {
  DEFAULT_EVENT_TAB,
  EVENT_TABS,
  EVENTS_PAGE,
  eventTabQuery,
  isEventTab,
  type EventTab,
} from './eventTabs';
import { EventsTable } from './EventsTable';
import { OculusEventsTable } from './OculusEventsTable';
import { EVENTS_TEXTS as T } from './texts';

type Loaded =
  | { tab: EventTab; kind: 'events'; rows: AdminDocument[] }
  | { tab: EventTab; kind: 'oculus'; rows: HeadsetEvent[] };

function TabContent({ tab }: { tab: EventTab }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<{ tab: EventTab; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    const load: Promise<Loaded> =
      tab === 'oculus'
        ? dataProvider.listOculusEvents().then((rows) => ({ tab, kind: 'oculus', rows }))
        : dataProvider
            .queryCollection('events', { ...EVENTS_PAGE, query: eventTabQuery(tab, new Date()) })
            .then((page) => ({ tab, kind: 'events', rows: page.documents }));
    load.then(
      (result) => live && setLoaded(result),
      (failure: unknown) =>
        live && setFailed({ tab, message: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, tab]);

  const entry = EVENT_TABS.find((t) => t.tab === tab) ?? EVENT_TABS[1];
  if (failed?.tab === tab) return <Alert severity="error">{failed.message}</Alert>;
  if (!loaded || loaded.tab !== tab) return <Typography>{T.loading}</Typography>;
  if (loaded.rows.length === 0) return <Typography>{entry.empty}</Typography>;
  return loaded.kind === 'oculus' ? (
    <OculusEventsTable events={loaded.rows} />
  ) : (
    <EventsTable events={loaded.rows} label={entry.label} />
  );
}

/** `/admin/events` ('Events', staff-and-agents.md §2.12): feature requests by state, upcoming, past, Oculus. */
export function AdminEventsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isEventTab(requested) ? requested : DEFAULT_EVENT_TAB;
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, next: EventTab) => setParams({ tab: next }, { replace: true })}
          aria-label={T.tabs}
          variant="scrollable"
          scrollButtons="auto"
        >
          {EVENT_TABS.map((entry) => (
            <Tab
              key={entry.tab}
              value={entry.tab}
              label={entry.label}
              id={`events-tab-${entry.tab}`}
              aria-controls="events-tabpanel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="events-tabpanel" aria-labelledby={`events-tab-${tab}`}>
          <TabContent tab={tab} />
        </div>
      </Stack>
    </StaffOnly>
  );
}
