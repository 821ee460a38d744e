import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { Mission, MissionConfig, MissionInput } from '../../dataProvider/missions';
import {
  useDeleteMission,
  useMissionConfigs,
  useMissions,
  useSaveMission,
} from '../../dataProvider/missions.queries';
import type { FormNotice } from '../../forms/editState';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { copyConfigValues, missionOption, startMinimum } from '../../lib/missionRules';
import { paths } from '../../paths';
import { withEditColumn } from './EditButton';
import { MissionToolFrame } from './MissionToolFrame';
import { MISSION_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';

const C = T.columns;

/** The table of upcoming missions; with `onEdit`, a click on a row (or its Edit button) edits that mission. */
function MissionsTable({
  missions,
  onEdit,
}: {
  missions: readonly Mission[];
  onEdit?: (mission: Mission) => void;
}) {
  const columns: Column<Mission>[] = [
    { heading: C.startDate, cell: (mission) => formatDateTime(mission.startdate) },
    { heading: C.location, cell: (mission) => mission.location ?? '' },
    { heading: C.missionConfig, cell: (mission) => mission.mission_config },
    { heading: C.option, cell: (mission) => mission.option },
    { heading: C.eventStart, cell: (mission) => mission.feature },
    { heading: C.event, cell: (mission) => mission.event },
    { heading: C.importance, cell: (mission) => mission.importance },
  ];
  return (
    <SectionFrame title={T.missionsTable}>
      {(headingId) => (
        <DataTable
          rows={missions}
          rowKey={(mission) => mission.id}
          labelledBy={headingId}
          empty={T.noMissions}
          onRowClick={onEdit}
          columns={withEditColumn(
            columns,
            (mission) => `${mission.location ?? mission.mission_config} ${formatDateTime(mission.startdate)}`,
            onEdit,
          )}
        />
      )}
    </SectionFrame>
  );
}

function formOf(mission: Mission): FormData {
  const { mission_config, option, startdate, feature, event, importance } = mission;
  return { mission_config, option, startdate, feature, event, importance };
}

function MissionsEditor({
  productId,
  missions,
  configs,
}: {
  productId: string;
  missions: readonly Mission[];
  configs: readonly MissionConfig[];
}) {
  const navigate = useNavigate();
  const save = useSaveMission(productId);
  const deletion = useDeleteMission(productId);
  // The start date's minimum is the page's load time, to the minute (staff-and-agents.md §5).
  const [minimum] = useState(() => startMinimum(new Date()));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const editing = missions.find((mission) => mission.id === editingId) ?? null;

  // The config field picks one of the product's configs, labelled by location.
  const schema = useMemo(() => {
    const base = FORM_SCHEMAS.MissionInput;
    return {
      ...base,
      properties: {
        ...base.properties,
        mission_config: {
          ...base.properties.mission_config,
          ...(configs.length > 0 && {
            enum: configs.map((config) => config.id),
            'x-enum-labels': configs.map((config) =>
              config.description ? `${config.location}: ${config.description}` : config.location,
            ),
          }),
        },
      },
    };
  }, [configs]);
  const uiSchema = useMemo(
    () => ({
      'ui:order': ['mission_config', 'startdate', 'option', 'feature', 'event', 'importance', '*'],
      id: { 'ui:widget': 'hidden' },
      startdate: { 'ui:options': { min: minimum.toISOString() } },
    }),
    [minimum],
  );

  // The notice the next form starts with: "Deleted" after a delete replaced the form with a new one.
  const [carried, setCarried] = useState<FormNotice | null>(null);

  function open(mission: Mission | null, notice: FormNotice | null = null) {
    setEditingId(mission?.id ?? null);
    setCarried(notice);
    setFormKey((key) => key + 1);
  }

  async function submit(fields: FormData) {
    const start = typeof fields.startdate === 'string' ? Date.parse(fields.startdate) : NaN;
    if (!Number.isNaN(start) && start < minimum.getTime()) throw new Error(T.startTooEarly);
    const body = {
      ...fields,
      option: missionOption(fields.option),
      ...(editingId && { id: editingId }),
    } as MissionInput;
    const reply = await save.mutateAsync(body);
    setEditingId(reply.missions[0]?.id ?? editingId);
    return reply;
  }

  const label = editing ? T.editMission : T.newMission;
  return (
    <>
      <SectionFrame title={label}>
        <RecordForm
          key={formKey}
          schema={schema}
          uiSchema={uiSchema}
          formData={editing ? formOf(editing) : { option: 0, feature: '', event: '', importance: 0 }}
          mode={editingId ? 'existing' : 'new'}
          submitVerb="update"
          onSubmit={submit}
          onDelete={editingId ? () => deletion.mutateAsync(editingId) : undefined}
          onDeleted={(notice) => open(null, notice)}
          notice={carried}
          onBack={() => (editingId ? open(null) : navigate(paths.admin.childProduct(productId)))}
          onNew={() => open(null)}
          label={label}
          derive={(next, previous) => copyConfigValues(next, previous, configs)}
        />
      </SectionFrame>
      <MissionsTable missions={missions} onEdit={(mission) => open(mission)} />
    </>
  );
}

function Missions({ productId }: { productId: string }) {
  const missions = useMissions(productId);
  const configs = useMissionConfigs(productId);
  return (
    <Loaded load={missions}>
      {(loaded) => (
        <Loaded load={configs}>
          {({ mission_configs }) => (
            <MissionsEditor productId={productId} missions={loaded.missions} configs={mission_configs} />
          )}
        </Loaded>
      )}
    </Loaded>
  );
}

function UpcomingMissions({ productId }: { productId: string }) {
  const missions = useMissions(productId);
  return <Loaded load={missions}>{(loaded) => <MissionsTable missions={loaded.missions} />}</Loaded>;
}

/**
 * `/admin/childproducts/{id}/missions` (staff-and-agents.md §2.11): the mission form (picking a config copies its feature and
 * importance; the start is not before the page was opened, to the minute) and the upcoming missions. A user
 * without admin_missions sees the missions alone (staff-and-agents.md §6).
 */
export function MissionsPage() {
  return (
    <MissionToolFrame title={T.missionsTitle}>
      {(id, mayChange) => (mayChange ? <Missions productId={id} /> : <UpcomingMissions productId={id} />)}
    </MissionToolFrame>
  );
}
