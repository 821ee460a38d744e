/**
 * `/missionevents/{childProductId}` (staff-and-agents.md §2.10, last sentence): a read-only view of a child
 * product's mission events with the tabs Configs, Cycles, Events and Event History and a UTC-or-local toggle,
 * both remembered in this browser. Any signed-in user may open it: the mission pages accept any present user
 * (staff-and-agents.md §6), and its reads are open to them (see docs/adr/0031-mission-tools.md).
 */
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useChildProduct } from '../../../dataProvider/adminRecords.queries';
import { useStoredChoice } from '../../../lib/storedChoice';
import { ConfigsTable, CyclesTable, EventsTable } from './MissionEventTables';
import { MISSION_EVENT_TEXTS as T } from './texts';

const TABS = ['configs', 'cycles', 'events', 'history'] as const;
type PageTab = (typeof TABS)[number];
const ZONES = ['utc', 'local'] as const;

export const MISSION_EVENTS_TAB_KEY = 'multiverse.missionEventsTab';
export const MISSION_EVENTS_ZONE_KEY = 'multiverse.missionEventsZone';

function MissionEventsView({ productId }: { productId: string }) {
  const product = useChildProduct(productId);
  const [tab, setTab] = useStoredChoice(MISSION_EVENTS_TAB_KEY, TABS, 'configs');
  const [zone, setZone] = useStoredChoice(MISSION_EVENTS_ZONE_KEY, ZONES, 'utc');
  const tabId = (t: PageTab) => `missionevents-tab-${t}`;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {T.pageTitle(product.data?.name ?? productId)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="missionevents-zone">{T.timeZone}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={zone}
          onChange={(_, next: (typeof ZONES)[number] | null) => next && setZone(next)}
          aria-labelledby="missionevents-zone"
        >
          <ToggleButton value="utc">{T.utc}</ToggleButton>
          <ToggleButton value="local">{T.local}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Tabs value={tab} onChange={(_, next: PageTab) => setTab(next)} aria-label={T.tabs}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={T.pageTabs[t]} id={tabId(t)} aria-controls="missionevents-tabpanel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="missionevents-tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'configs' && <ConfigsTable productId={productId} editable={false} labelledBy={tabId(tab)} />}
        {tab === 'cycles' && <CyclesTable productId={productId} editable={false} labelledBy={tabId(tab)} />}
        {(tab === 'events' || tab === 'history') && (
          <EventsTable
            productId={productId}
            direction={tab === 'events' ? 'future' : 'past'}
            utc={zone === 'utc'}
            editable={false}
            labelledBy={tabId(tab)}
          />
        )}
      </div>
    </Stack>
  );
}

export function MissionEventsPage() {
  const { id } = useParams<'id'>();
  if (!id) return null;
  return <MissionEventsView key={id} productId={id} />;
}
