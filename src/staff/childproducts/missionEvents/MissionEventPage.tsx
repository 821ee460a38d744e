/**
 * `/admin/childproducts/{id}/missionevent/{eventid?}` (staff-and-agents.md §2.11, §4): a mission event's form —
 * one of the product's event configs, start and end to the minute (no earlier than when the page was opened;
 * the server rounds down to the minute too) and the helicopter, Left or Right.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MissionEvent, MissionEventInput } from '../../../dataProvider/missionEvents';
import { useMissionEvent, useMissionEventConfigs } from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import type { FormSchema } from '../../../forms/formSchema';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { earliestStart, eventForSave, startsTooEarly } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { useVersionedRecord, type RecordWrites } from './useVersionedRecord';
import { MISSION_EVENT_TEXTS as T } from './texts';

const NEW_EVENT: FormData = { option: 0 };

/** The contract's schema with the config field a select of the product's configs (by display name). */
function eventSchema(configs: { id: string; display_name: string }[]): FormSchema {
  const base = FORM_SCHEMAS.MissionEventInput;
  return {
    ...base,
    properties: {
      ...base.properties,
      mission_event_config: {
        ...base.properties.mission_event_config,
        enum: configs.map((config) => config.id),
        'x-enum-labels': configs.map((config) => config.display_name),
      },
    },
  };
}

function fieldsOf(event: MissionEvent): FormData {
  const { id: _ignoredId, timestamp: _ignoredVersion, ...fields } = event;
  return fields;
}

const EVENT_WRITES: RecordWrites<MissionEvent, MissionEventInput> = {
  idOf: (event) => event.id,
  create: (dp, productId, fields) => dp.createMissionEvent(productId, fields),
  update: (dp, productId, id, version, fields) => dp.updateMissionEvent(productId, id, version, fields),
  remove: (dp, productId, id, version) => dp.deleteMissionEvent(productId, id, version),
  newPath: (productId) => paths.admin.missionEvent(productId),
};

function EventEditor({
  productId,
  event,
  onDeleted,
  mayChange,
}: {
  productId: string;
  event: MissionEvent | null;
  onDeleted: () => void;
  mayChange: boolean;
}) {
  const configs = useMissionEventConfigs(productId);
  // The page's load time, to the minute: the earliest start the form offers (staff-and-agents.md §2.11).
  const [earliest] = useState(() => earliestStart(new Date()));
  const { stored, save, formProps } = useVersionedRecord(
    productId,
    event,
    EVENT_WRITES,
    onDeleted,
    mayChange,
  );
  if (!configs.data) return null;

  async function submit(data: FormData) {
    const fields = eventForSave(data as unknown as MissionEventInput);
    const unchangedStart = stored !== null && stored.startdate === fields.startdate;
    if (!unchangedStart && startsTooEarly(fields.startdate, earliest)) throw new Error(T.startTooEarly);
    return save(fields);
  }

  return (
    <RecordForm
      schema={eventSchema(configs.data.mission_event_configs)}
      uiSchema={{
        startdate: { 'ui:options': { min: earliest } },
        enddate: { 'ui:options': { min: earliest } },
      }}
      formData={event ? fieldsOf(event) : NEW_EVENT}
      onSubmit={submit}
      label={T.eventTitle}
      {...formProps}
    />
  );
}

function StoredEvent({ productId, eventId }: { productId: string; eventId: string }) {
  const load = useMissionEvent(productId, eventId);
  return (
    <FormFrame productId={productId} title={T.eventTitle} load={load}>
      {(event, onDeleted, mayChange) => (
        <EventEditor productId={productId} event={event} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}

export function MissionEventPage() {
  const { id, eventid } = useParams<'id' | 'eventid'>();
  if (!id) return null;
  return eventid ? (
    <StoredEvent key={`${id}/${eventid}`} productId={id} eventId={eventid} />
  ) : (
    <FormFrame key={id} productId={id} title={T.newEvent} load={null}>
      {(_, onDeleted, mayChange) => (
        <EventEditor productId={id} event={null} onDeleted={onDeleted} mayChange={mayChange} />
      )}
    </FormFrame>
  );
}
