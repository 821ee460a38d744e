/**
 * `/admin/childproducts/{id}/missioneventconfig/{name?}` (staff-and-agents.md §2.11): a mission event config's
 * form. The name is set at creation and read-only afterwards; any mode or no mode sets Importance, Icon and
 * Modes aside (shown disabled); modes are added one at a time and an empty one is refused.
 */
import { useParams } from 'react-router-dom';
import type { MissionEventConfig, MissionEventConfigInput } from '../../../dataProvider/missionEvents';
import { useMissionEventConfig } from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { configUiSchema } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { useVersionedRecord, type RecordWrites } from './useVersionedRecord';
import { MISSION_EVENT_TEXTS as T } from './texts';

const schema = FORM_SCHEMAS.MissionEventConfigInput;
const NEW_CONFIG: FormData = { modes: [], any_mode: false, no_mode: false, importance: 0 };

function fieldsOf(config: MissionEventConfig): FormData {
  const { id: _id, timestamp: _timestamp, ...fields } = config;
  return fields;
}

const CONFIG_WRITES: RecordWrites<MissionEventConfig, MissionEventConfigInput> = {
  idOf: (config) => config.id,
  create: (dp, productId, fields) => dp.createMissionEventConfig(productId, fields),
  update: (dp, productId, id, version, fields) => dp.updateMissionEventConfig(productId, id, version, fields),
  remove: (dp, productId, id, version) => dp.deleteMissionEventConfig(productId, id, version),
  newPath: (productId) => paths.admin.missionEventConfig(productId),
};

function ConfigEditor({
  productId,
  config,
  onDeleted,
  mayChange,
}: {
  productId: string;
  config: MissionEventConfig | null;
  onDeleted: () => void;
  mayChange: boolean;
}) {
  const { stored, save, formProps } = useVersionedRecord(
    productId,
    config,
    CONFIG_WRITES,
    onDeleted,
    mayChange,
  );
  return (
    <RecordForm
      schema={schema}
      uiSchema={(data) => configUiSchema(data, stored !== null)}
      formData={config ? fieldsOf(config) : NEW_CONFIG}
      onSubmit={(data: FormData) => save(data as MissionEventConfigInput)}
      label={T.configTitle}
      {...formProps}
    />
  );
}

function StoredConfig({ productId, name }: { productId: string; name: string }) {
  const load = useMissionEventConfig(productId, name);
  return (
    <FormFrame productId={productId} title={T.configTitle} load={load}>
      {(config, onDeleted, mayChange) => (
        <ConfigEditor productId={productId} config={config} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}

export function MissionEventConfigPage() {
  const { id, name } = useParams<'id' | 'name'>();
  if (!id) return null;
  return name ? (
    <StoredConfig key={`${id}/${name}`} productId={id} name={name} />
  ) : (
    <FormFrame key={id} productId={id} title={T.newConfig} load={null}>
      {(_, onDeleted, mayChange) => (
        <ConfigEditor productId={id} config={null} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}
