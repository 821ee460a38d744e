/**
 * Rules of the mission event tools the contract cannot state (staff-and-agents.md §3, §4): cycle times with the
 * minute filled in, event dates to the whole minute with the end after the start, and a config's name kept.
 */
import { cycleTime, roundDownToMinute, type TimeOfDayInput } from '../../../../common/mission-events.ts';
import type {
  MissionEventCycleDoc,
  MissionEventFields,
} from '../../../repositories/mission-events-repository.ts';

export const MISSION_EVENT_MESSAGES = {
  nameTaken: (name: string) => `There is already an event config named "${name}" in this child product`,
  nameFixed: 'The name of an event config cannot be changed',
  unknownConfig: 'Choose one of the event configs of this child product',
  endBeforeStart: 'The end must be after the start',
  badDate: 'The dates must be real dates and times',
} as const;

export interface CycleInput {
  mission_event_config_name: string;
  day_of_week_utc: number;
  start_time_utc: TimeOfDayInput;
  end_time_utc: TimeOfDayInput;
  option: number;
  disabled: boolean;
}

/** The cycle as stored: a time given only by its hour starts on the hour. */
export function storedCycle(input: CycleInput): MissionEventCycleDoc {
  return {
    mission_event_config_name: input.mission_event_config_name,
    day_of_week_utc: input.day_of_week_utc,
    start_time_utc: cycleTime(input.start_time_utc),
    end_time_utc: cycleTime(input.end_time_utc),
    option: input.option,
    disabled: input.disabled,
  };
}

/** The event as stored (dates rounded down to the minute), or the refusal when its dates do not fit. */
export function storedEvent(input: MissionEventFields): MissionEventFields | string {
  const startdate = roundDownToMinute(input.startdate);
  const enddate = roundDownToMinute(input.enddate);
  if (!startdate || !enddate) return MISSION_EVENT_MESSAGES.badDate;
  if (Date.parse(enddate) <= Date.parse(startdate)) return MISSION_EVENT_MESSAGES.endBeforeStart;
  return { mission_event_config: input.mission_event_config, startdate, enddate, option: input.option };
}
