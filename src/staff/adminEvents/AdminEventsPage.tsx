import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useEventsTab } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { StaffOnly } from '../collections/StaffOnly';
import type { EventTab } from '../../lib/eventTabs';
import { DEFAULT_EVENT_TAB, EVENT_TABS, isEventTab } from './eventTabs';
import { EventsTable } from './EventsTable';
import { OculusEventsTable } from './OculusEventsTable';
import { EVENTS_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

function TabContent({ tab }: { tab: EventTab }) {
  const loaded = useEventsTab(tab);
  const entry = EVENT_TABS.find((t) => t.tab === tab) ?? EVENT_TABS[1];
  if (loaded.isError) return <Alert severity="error">{errorText(loaded.error)}</Alert>;
  if (!loaded.data) return <Typography>{T.loading}</Typography>;
  const { data } = loaded;
  if (data.rows.length === 0) return <Typography>{entry.empty}</Typography>;
  return data.kind === 'oculus' ? (
    <OculusEventsTable events={data.rows} />
  ) : (
    <EventsTable events={data.rows} label={entry.label} />
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
          <RevealTogether>
            <TabContent tab={tab} />
          </RevealTogether>
        </div>
      </Stack>
    </StaffOnly>
  );
}
