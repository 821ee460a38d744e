/**
 * `/admin/childproducts/{id}/missioneventconfig/{name?}` (staff-and-agents.md §2.11): a mission event config's
 * form. The name is set at creation and read-only afterwards; any mode or no mode sets Importance, Icon and
 * Modes aside (shown disabled); modes are added one at a time and an empty one is refused.
 */
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MissionEventConfig, MissionEventConfigInput } from '../../../dataProvider/missionEvents';
import { useMissionEventConfig, useMissionEventWrite } from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { useNavigateTo } from '../../../layout/navigation';
import { configUiSchema } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { MissionsOnly } from './MissionsOnly';
import { MISSION_EVENT_TEXTS as T } from './texts';

const schema = FORM_SCHEMAS.MissionEventConfigInput;
const NEW_CONFIG: FormData = { modes: [], any_mode: false, no_mode: false, importance: 0 };

function fieldsOf(config: MissionEventConfig): FormData {
  const { id: _id, timestamp: _timestamp, ...fields } = config;
  return fields;
}

function ConfigEditor({
  productId,
  config,
  onDeleted,
}: {
  productId: string;
  config: MissionEventConfig | null;
  onDeleted: () => void;
}) {
  const navigate = useNavigateTo();
  const [stored, setStored] = useState<MissionEventConfig | null>(config);
  const version = useRef(config?.timestamp ?? '');
  const create = useMissionEventWrite(productId, (dp, fields: MissionEventConfigInput) =>
    dp.createMissionEventConfig(productId, fields),
  );
  const update = useMissionEventWrite(
    productId,
    (dp, args: { id: string; fields: MissionEventConfigInput }) =>
      dp.updateMissionEventConfig(productId, args.id, version.current, args.fields),
  );
  const remove = useMissionEventWrite(productId, (dp, id: string) =>
    dp.deleteMissionEventConfig(productId, id, version.current),
  );

  async function submit(data: FormData) {
    const fields = data as MissionEventConfigInput;
    const saved = stored
      ? await update.mutateAsync({ id: stored.id, fields })
      : await create.mutateAsync(fields);
    version.current = saved.timestamp;
    setStored(saved);
    return saved;
  }

  return (
    <RecordForm
      schema={schema}
      uiSchema={(data) => configUiSchema(data, stored !== null)}
      formData={config ? fieldsOf(config) : NEW_CONFIG}
      mode={stored ? 'existing' : 'new'}
      submitVerb="update"
      onSubmit={submit}
      onDelete={stored ? () => remove.mutateAsync(stored.id) : undefined}
      onDeleted={onDeleted}
      onBack={() => navigate(paths.admin.childProduct(productId))}
      onNew={config ? () => navigate(paths.admin.missionEventConfig(productId)) : undefined}
      label={T.configTitle}
      conflictAction={<Button onClick={() => window.location.reload()}>{T.reload}</Button>}
    />
  );
}

function StoredConfig({ productId, name }: { productId: string; name: string }) {
  const load = useMissionEventConfig(productId, name);
  return (
    <FormFrame productId={productId} title={T.configTitle} load={load}>
      {(config, onDeleted) => <ConfigEditor productId={productId} config={config} onDeleted={onDeleted} />}
    </FormFrame>
  );
}

export function MissionEventConfigPage() {
  const { id, name } = useParams<'id' | 'name'>();
  if (!id) return null;
  return (
    <MissionsOnly>
      {name ? (
        <StoredConfig key={`${id}/${name}`} productId={id} name={name} />
      ) : (
        <FormFrame key={id} productId={id} title={T.newConfig} load={null}>
          {(_, onDeleted) => <ConfigEditor productId={id} config={null} onDeleted={onDeleted} />}
        </FormFrame>
      )}
    </MissionsOnly>
  );
}
