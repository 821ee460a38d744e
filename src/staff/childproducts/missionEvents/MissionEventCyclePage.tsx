/**
 * `/admin/childproducts/{id}/missioneventcycle/{cycleid?}` (staff-and-agents.md §2.11, §4): a weekly mission
 * event cycle's form — one of the product's event configs, a weekday (0 Sunday to 6 Saturday), start and end
 * times in UTC (an hour without a minute is saved with minute 0) and the helicopter, Left or Right.
 */
import { useParams } from 'react-router-dom';
import type { MissionEventCycle, MissionEventCycleInput } from '../../../dataProvider/missionEvents';
import { useMissionEventConfigs, useMissionEventCycle } from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import type { FormSchema } from '../../../forms/formSchema';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { cycleForSave } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { useVersionedRecord, type RecordWrites } from './useVersionedRecord';
import { MISSION_EVENT_TEXTS as T } from './texts';

const NEW_CYCLE: FormData = { day_of_week_utc: 0, option: 0, disabled: false };

/** The contract's schema with the config field a select of the product's config names. */
function cycleSchema(names: string[]): FormSchema {
  const base = FORM_SCHEMAS.MissionEventCycleInput;
  return {
    ...base,
    properties: {
      ...base.properties,
      mission_event_config_name: { ...base.properties.mission_event_config_name, enum: names },
    },
  };
}

function fieldsOf(cycle: MissionEventCycle): FormData {
  const { _id: _ignoredId, timestamp: _ignoredVersion, ...fields } = cycle;
  return fields;
}

const CYCLE_WRITES: RecordWrites<MissionEventCycle, MissionEventCycleInput> = {
  idOf: (cycle) => cycle._id,
  create: (dp, productId, fields) => dp.createMissionEventCycle(productId, fields),
  update: (dp, productId, id, version, fields) => dp.updateMissionEventCycle(productId, id, version, fields),
  remove: (dp, productId, id, version) => dp.deleteMissionEventCycle(productId, id, version),
  newPath: (productId) => paths.admin.missionEventCycle(productId),
};

function CycleEditor({
  productId,
  cycle,
  onDeleted,
  mayChange,
}: {
  productId: string;
  cycle: MissionEventCycle | null;
  onDeleted: () => void;
  mayChange: boolean;
}) {
  const configs = useMissionEventConfigs(productId);
  const { save, formProps } = useVersionedRecord(productId, cycle, CYCLE_WRITES, onDeleted, mayChange);
  if (!configs.data) return null;
  const names = configs.data.mission_event_configs.map((config) => config.name);
  return (
    <RecordForm
      schema={cycleSchema(names)}
      formData={cycle ? fieldsOf(cycle) : NEW_CYCLE}
      onSubmit={(data: FormData) => save(cycleForSave(data as unknown as MissionEventCycleInput))}
      label={T.cycleTitle}
      {...formProps}
    />
  );
}

function StoredCycle({ productId, cycleId }: { productId: string; cycleId: string }) {
  const load = useMissionEventCycle(productId, cycleId);
  return (
    <FormFrame productId={productId} title={T.cycleTitle} load={load}>
      {(cycle, onDeleted, mayChange) => (
        <CycleEditor productId={productId} cycle={cycle} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}

export function MissionEventCyclePage() {
  const { id, cycleid } = useParams<'id' | 'cycleid'>();
  if (!id) return null;
  return cycleid ? (
    <StoredCycle key={`${id}/${cycleid}`} productId={id} cycleId={cycleid} />
  ) : (
    <FormFrame key={id} productId={id} title={T.newCycle} load={null}>
      {(_, onDeleted, mayChange) => (
        <CycleEditor productId={id} cycle={null} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}
