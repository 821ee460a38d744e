/**
 * Mission event tools of the demo child product (staff-and-agents.md §2.10, §3): event configs (one for any
 * mode, one for no mode), weekly cycles (two disabled) and mission events, three past and four to come,
 * placed relative to the seeding time and on whole minutes.
 */
import type { Queryable } from '../db/connection.ts';
import { floorToMinute } from '../../common/mission-events.ts';
import {
  createMissionEventsRepository,
  type MissionEventConfigDoc,
} from '../repositories/mission-events-repository.ts';
import { DEMO_CHILD_PRODUCT_ID } from './admin-records.ts';
import { HOUR, stableId } from './random.ts';

const DAY = 24 * HOUR;

export const DEMO_MISSION_EVENT_CONFIGS: readonly MissionEventConfigDoc[] = [
  {
    name: 'double_xp',
    display_name: 'Double XP Weekend',
    importance: 2,
    icon: 'icons/double_xp.png',
    environment: 'sky',
    modes: ['race', 'rescue'],
    any_mode: false,
    no_mode: false,
  },
  {
    name: 'storm_front',
    display_name: 'Storm Front',
    importance: 3,
    icon: 'icons/storm.png',
    environment: 'storm',
    modes: ['rescue'],
    any_mode: false,
    no_mode: false,
  },
  {
    name: 'free_flight',
    display_name: 'Free Flight Hour',
    importance: 0,
    environment: 'sky',
    modes: [],
    any_mode: true,
    no_mode: false,
  },
  {
    name: 'quiet_skies',
    display_name: 'Quiet Skies',
    importance: 0,
    modes: [],
    any_mode: false,
    no_mode: true,
  },
];

/** The demo config's stable id. */
export const demoMissionEventConfigId = (name: string): string => stableId('mission_event_config', name);

const CYCLES = [
  {
    config: 'double_xp',
    day: 6,
    start: { hour: 18, minute: 0 },
    end: { hour: 22, minute: 0 },
    option: 0,
    disabled: false,
  },
  {
    config: 'storm_front',
    day: 3,
    start: { hour: 20, minute: 30 },
    end: { hour: 21, minute: 30 },
    option: 1,
    disabled: false,
  },
  {
    config: 'free_flight',
    day: 0,
    start: { hour: 12, minute: 0 },
    end: { hour: 13, minute: 0 },
    option: 0,
    disabled: true,
  },
  {
    config: 'storm_front',
    day: 5,
    start: { hour: 7, minute: 15 },
    end: { hour: 8, minute: 0 },
    option: 0,
    disabled: true,
  },
  {
    config: 'quiet_skies',
    day: 1,
    start: { hour: 3, minute: 0 },
    end: { hour: 5, minute: 0 },
    option: 1,
    disabled: false,
  },
] as const;

/** Start (days from now) and length (hours) of each demo event, with its config and helicopter. */
const EVENTS = [
  { config: 'storm_front', inDays: -9, hours: 2, option: 1 },
  { config: 'double_xp', inDays: -4, hours: 48, option: 0 },
  { config: 'free_flight', inDays: -1, hours: 1, option: 0 },
  { config: 'storm_front', inDays: 1, hours: 2, option: 0 },
  { config: 'double_xp', inDays: 3, hours: 48, option: 1 },
  { config: 'quiet_skies', inDays: 5, hours: 6, option: 0 },
  { config: 'free_flight', inDays: 8, hours: 1, option: 1 },
] as const;

export async function seedMissionEvents(q: Queryable, now: Date): Promise<void> {
  const repo = createMissionEventsRepository(q);
  const product = DEMO_CHILD_PRODUCT_ID;
  for (const config of DEMO_MISSION_EVENT_CONFIGS) {
    await repo.createConfig(product, demoMissionEventConfigId(config.name), config);
  }
  for (const [i, cycle] of CYCLES.entries()) {
    await repo.createCycle(
      product,
      stableId('mission_event_cycle', i),
      demoMissionEventConfigId(cycle.config),
      {
        mission_event_config_name: cycle.config,
        day_of_week_utc: cycle.day,
        start_time_utc: { ...cycle.start },
        end_time_utc: { ...cycle.end },
        option: cycle.option,
        disabled: cycle.disabled,
      },
    );
  }
  // Whole hours from the seeding time's hour, so each event starts and ends on a whole minute.
  const base = floorToMinute(now.getTime() - (now.getTime() % HOUR));
  for (const [i, event] of EVENTS.entries()) {
    const start = base + event.inDays * DAY;
    await repo.createEvent(product, stableId('mission_event', i), {
      mission_event_config: demoMissionEventConfigId(event.config),
      startdate: new Date(start).toISOString(),
      enddate: new Date(start + event.hours * HOUR).toISOString(),
      option: event.option,
    });
  }
}
