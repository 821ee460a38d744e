/**
 * The read-only tables of the mission event tools, shared by the child product page's tabs and the mission
 * events page: event configs, mission events (dates in UTC or local time) and weekly cycles (disabled rows
 * greyed, in italics and marked "(Disabled)", so not by colour alone).
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { clockText, HELICOPTER_LABELS, WEEKDAY_LABELS } from '../../../../common/mission-events';
import { DataTable, type Column } from '../../../components/DataTable';
import { Loaded } from '../../../components/SectionFrame';
import type {
  MissionEvent,
  MissionEventConfig,
  MissionEventCycle,
  MissionEventDirection,
} from '../../../dataProvider/missionEvents';
import {
  useMissionEventConfigs,
  useMissionEventCycles,
  useMissionEvents,
} from '../../../dataProvider/missionEvents.queries';
import { NavAnchor } from '../../../layout/navigation';
import { eventDateText } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { MISSION_EVENT_TEXTS as T } from './texts';

const C = T.columns;

const helicopter = (option: number) => HELICOPTER_LABELS[option] ?? String(option);

function modesText(config: MissionEventConfig): string {
  if (config.any_mode) return T.anyMode;
  if (config.no_mode) return T.noMode;
  return config.modes.join(', ');
}

/** The product's event configs; `editable` links each name to its form. */
export function ConfigsTable({
  productId,
  editable,
  labelledBy,
}: {
  productId: string;
  editable: boolean;
  labelledBy?: string;
}) {
  const load = useMissionEventConfigs(productId);
  const columns: Column<MissionEventConfig>[] = [
    {
      heading: C.name,
      cell: (config) =>
        editable ? (
          <Link
            component={NavAnchor}
            href={paths.admin.missionEventConfig(productId, config.name)}
            aria-label={T.editConfig(config.name)}
          >
            {config.name}
          </Link>
        ) : (
          config.name
        ),
    },
    { heading: C.displayName, cell: (config) => config.display_name },
    { heading: C.icon, cell: (config) => config.icon ?? '' },
    { heading: C.environment, cell: (config) => config.environment ?? '' },
    { heading: C.modes, cell: modesText },
    { heading: C.importance, cell: (config) => String(config.importance) },
  ];
  return (
    <Loaded load={load}>
      {(data) => (
        <DataTable
          rows={data.mission_event_configs}
          columns={columns}
          rowKey={(config) => config.id}
          labelledBy={labelledBy}
          empty={T.noConfigs}
        />
      )}
    </Loaded>
  );
}

/** Future or past mission events; `editable` adds a details link to each event's form. */
export function EventsTable({
  productId,
  direction,
  utc,
  editable,
  labelledBy,
}: {
  productId: string;
  direction: MissionEventDirection;
  utc: boolean;
  editable: boolean;
  labelledBy?: string;
}) {
  const load = useMissionEvents(productId, direction);
  const configs = useMissionEventConfigs(productId);
  const configName = (id: string) =>
    configs.data?.mission_event_configs.find((config) => config.id === id)?.display_name ?? id;
  const columns: Column<MissionEvent>[] = [
    { heading: C.startDate, cell: (event) => eventDateText(event.startdate, utc) },
    { heading: C.endDate, cell: (event) => eventDateText(event.enddate, utc) },
    { heading: C.config, cell: (event) => configName(event.mission_event_config) },
    { heading: C.helicopter, cell: (event) => helicopter(event.option) },
  ];
  if (editable) {
    columns.push({
      heading: T.details,
      cell: (event) => (
        <Link
          component={NavAnchor}
          href={paths.admin.missionEvent(productId, event.id)}
          aria-label={T.detailsOf(
            configName(event.mission_event_config),
            eventDateText(event.startdate, utc),
          )}
        >
          {T.details}
        </Link>
      ),
    });
  }
  return (
    <Loaded load={load}>
      {(data) => (
        <DataTable
          rows={data.mission_events}
          columns={columns}
          rowKey={(event) => event.id}
          labelledBy={labelledBy}
          empty={direction === 'future' ? T.noFutureEvents : T.noPastEvents}
        />
      )}
    </Loaded>
  );
}

/** The weekly cycles; disabled ones are greyed, in italics and say "(Disabled)". */
export function CyclesTable({
  productId,
  editable,
  labelledBy,
}: {
  productId: string;
  editable: boolean;
  labelledBy?: string;
}) {
  const load = useMissionEventCycles(productId);
  const day = (cycle: MissionEventCycle) =>
    WEEKDAY_LABELS[cycle.day_of_week_utc] ?? String(cycle.day_of_week_utc);
  const columns: Column<MissionEventCycle>[] = [
    {
      heading: C.eventConfig,
      cell: (cycle) => (
        <>
          {editable ? (
            <Link
              component={NavAnchor}
              href={paths.admin.missionEventCycle(productId, cycle._id)}
              aria-label={T.editCycle(cycle.mission_event_config_name, day(cycle))}
            >
              {cycle.mission_event_config_name}
            </Link>
          ) : (
            cycle.mission_event_config_name
          )}
          {cycle.disabled && (
            <Typography component="span" sx={{ ml: 1, fontWeight: 600 }}>
              ({T.disabled})
            </Typography>
          )}
        </>
      ),
    },
    { heading: C.day, cell: day },
    { heading: C.startTime, cell: (cycle) => clockText(cycle.start_time_utc) },
    { heading: C.endTime, cell: (cycle) => clockText(cycle.end_time_utc) },
    { heading: C.helicopter, cell: (cycle) => helicopter(cycle.option) },
  ];
  return (
    <Loaded load={load}>
      {(data) => (
        <DataTable
          rows={data.event_cycles}
          columns={columns}
          rowKey={(cycle) => cycle._id}
          labelledBy={labelledBy}
          empty={T.noCycles}
          rowSx={(cycle) =>
            cycle.disabled
              ? { bgcolor: 'action.hover', '& td': { color: 'text.secondary', fontStyle: 'italic' } }
              : undefined
          }
        />
      )}
    </Loaded>
  );
}
