/**
 * The tabs of the child product page (staff-and-agents.md §2.10): event configs (the default, with New),
 * future and past mission events (Use UTC), and event cycles. The last active tab and the UTC choice are
 * remembered in this browser. Without `editable` (a user without admin_missions, staff-and-agents.md §6) the
 * tables are read-only: no New buttons, and no links to the records' forms.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NavAnchor } from '../../../layout/navigation';
import { useStoredChoice } from '../../../lib/storedChoice';
import { paths } from '../../../paths';
import { ConfigsTable, CyclesTable, EventsTable } from './MissionEventTables';
import { MISSION_EVENT_TEXTS as T } from './texts';

export const CHILD_PRODUCT_TABS = [
  'missioneventconfigs',
  'futureevents',
  'pastevents',
  'eventcycles',
] as const;
type ChildProductTab = (typeof CHILD_PRODUCT_TABS)[number];

const LABELS: Record<ChildProductTab, string> = {
  missioneventconfigs: T.configsTab,
  futureevents: T.futureTab,
  pastevents: T.pastTab,
  eventcycles: T.cyclesTab,
};

export const CHILD_PRODUCT_TAB_KEY = 'multiverse.childProductTab';
export const ADMIN_UTC_KEY = 'multiverse.childProductUtc';

function UtcToggle({ utc, onChange }: { utc: boolean; onChange: (utc: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={utc} onChange={(event) => onChange(event.target.checked)} />}
      label={T.useUtc}
    />
  );
}

export function MissionEventTabs({ productId, editable }: { productId: string; editable: boolean }) {
  const [tab, setTab] = useStoredChoice(CHILD_PRODUCT_TAB_KEY, CHILD_PRODUCT_TABS, 'missioneventconfigs');
  const [utcChoice, setUtcChoice] = useStoredChoice(ADMIN_UTC_KEY, ['utc', 'local'] as const, 'utc');
  const utc = utcChoice === 'utc';
  const tabId = (t: ChildProductTab) => `childproduct-tab-${t}`;
  const toggle = <UtcToggle utc={utc} onChange={(next) => setUtcChoice(next ? 'utc' : 'local')} />;
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, next: ChildProductTab) => setTab(next)}
        aria-label={T.tabs}
        variant="scrollable"
        scrollButtons="auto"
      >
        {CHILD_PRODUCT_TABS.map((t) => (
          <Tab key={t} value={t} label={LABELS[t]} id={tabId(t)} aria-controls="childproduct-tabpanel" />
        ))}
      </Tabs>
      <Stack role="tabpanel" id="childproduct-tabpanel" aria-labelledby={tabId(tab)} spacing={1}>
        {tab === 'missioneventconfigs' && (
          <>
            {editable && (
              <div>
                <Button
                  variant="outlined"
                  component={NavAnchor}
                  href={paths.admin.missionEventConfig(productId)}
                >
                  {T.new}
                </Button>
              </div>
            )}
            <ConfigsTable productId={productId} editable={editable} labelledBy={tabId(tab)} />
          </>
        )}
        {(tab === 'futureevents' || tab === 'pastevents') && (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {toggle}
              {editable && tab === 'futureevents' && (
                <Button variant="outlined" component={NavAnchor} href={paths.admin.missionEvent(productId)}>
                  {T.newEventButton}
                </Button>
              )}
            </Stack>
            <EventsTable
              productId={productId}
              direction={tab === 'futureevents' ? 'future' : 'past'}
              utc={utc}
              editable={editable}
              labelledBy={tabId(tab)}
            />
          </>
        )}
        {tab === 'eventcycles' && (
          <>
            {editable && (
              <div>
                <Button
                  variant="outlined"
                  component={NavAnchor}
                  href={paths.admin.missionEventCycle(productId)}
                >
                  {T.newCycleButton}
                </Button>
              </div>
            )}
            <CyclesTable productId={productId} editable={editable} labelledBy={tabId(tab)} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
