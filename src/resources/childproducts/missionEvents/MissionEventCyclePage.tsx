/**
 * `/admin/childproducts/{id}/missioneventcycle/{cycleid?}` (staff-and-agents.md §2.11, §4): a weekly mission
 * event cycle's form — one of the product's event configs, a weekday (0 Sunday to 6 Saturday), start and end
 * times in UTC (an hour without a minute is saved with minute 0) and the helicopter, Left or Right.
 */
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MissionEventCycle, MissionEventCycleInput } from '../../../dataProvider/missionEvents';
import {
  useMissionEventConfigs,
  useMissionEventCycle,
  useMissionEventWrite,
} from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import type { FormSchema } from '../../../forms/formSchema';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { useNavigateTo } from '../../../layout/navigation';
import { cycleForSave } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { MissionsOnly } from './MissionsOnly';
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

function CycleEditor({
  productId,
  cycle,
  onDeleted,
}: {
  productId: string;
  cycle: MissionEventCycle | null;
  onDeleted: () => void;
}) {
  const navigate = useNavigateTo();
  const configs = useMissionEventConfigs(productId);
  const [stored, setStored] = useState<MissionEventCycle | null>(cycle);
  const version = useRef(cycle?.timestamp ?? '');
  const create = useMissionEventWrite(productId, (dp, fields: MissionEventCycleInput) =>
    dp.createMissionEventCycle(productId, fields),
  );
  const update = useMissionEventWrite(productId, (dp, args: { id: string; fields: MissionEventCycleInput }) =>
    dp.updateMissionEventCycle(productId, args.id, version.current, args.fields),
  );
  const remove = useMissionEventWrite(productId, (dp, id: string) =>
    dp.deleteMissionEventCycle(productId, id, version.current),
  );
  if (!configs.data) return null;
  const names = configs.data.mission_event_configs.map((config) => config.name);

  async function submit(data: FormData) {
    const fields = cycleForSave(data as unknown as MissionEventCycleInput);
    const saved = stored
      ? await update.mutateAsync({ id: stored._id, fields })
      : await create.mutateAsync(fields);
    version.current = saved.timestamp;
    setStored(saved);
    return saved;
  }

  return (
    <RecordForm
      schema={cycleSchema(names)}
      formData={cycle ? fieldsOf(cycle) : NEW_CYCLE}
      mode={stored ? 'existing' : 'new'}
      submitVerb="update"
      onSubmit={submit}
      onDelete={stored ? () => remove.mutateAsync(stored._id) : undefined}
      onDeleted={onDeleted}
      onBack={() => navigate(paths.admin.childProduct(productId))}
      onNew={cycle ? () => navigate(paths.admin.missionEventCycle(productId)) : undefined}
      label={T.cycleTitle}
      conflictAction={<Button onClick={() => window.location.reload()}>{T.reload}</Button>}
    />
  );
}

function StoredCycle({ productId, cycleId }: { productId: string; cycleId: string }) {
  const load = useMissionEventCycle(productId, cycleId);
  return (
    <FormFrame productId={productId} title={T.cycleTitle} load={load}>
      {(cycle, onDeleted) => <CycleEditor productId={productId} cycle={cycle} onDeleted={onDeleted} />}
    </FormFrame>
  );
}

export function MissionEventCyclePage() {
  const { id, cycleid } = useParams<'id' | 'cycleid'>();
  if (!id) return null;
  return (
    <MissionsOnly>
      {cycleid ? (
        <StoredCycle key={`${id}/${cycleid}`} productId={id} cycleId={cycleid} />
      ) : (
        <FormFrame key={id} productId={id} title={T.newCycle} load={null}>
          {(_, onDeleted) => <CycleEditor productId={id} cycle={null} onDeleted={onDeleted} />}
        </FormFrame>
      )}
    </MissionsOnly>
  );
}
