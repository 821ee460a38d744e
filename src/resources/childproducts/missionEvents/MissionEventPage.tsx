/**
 * `/admin/childproducts/{id}/missionevent/{eventid?}` (staff-and-agents.md §2.11, §4): a mission event's form —
 * one of the product's event configs, start and end to the minute (no earlier than when the page was opened;
 * the server rounds down to the minute too) and the helicopter, Left or Right.
 */
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MissionEvent, MissionEventInput } from '../../../dataProvider/missionEvents';
import {
  useMissionEvent,
  useMissionEventConfigs,
  useMissionEventWrite,
} from '../../../dataProvider/missionEvents.queries';
import { RecordForm, type FormData } from '../../../forms/RecordForm';
import type { FormSchema } from '../../../forms/formSchema';
import { FORM_SCHEMAS } from '../../../forms/schemas.gen';
import { useNavigateTo } from '../../../layout/navigation';
import { earliestStart, eventForSave, startsTooEarly } from '../../../lib/missionEvents';
import { paths } from '../../../paths';
import { FormFrame } from './FormFrame';
import { MissionsOnly } from './MissionsOnly';
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

function EventEditor({
  productId,
  event,
  onDeleted,
}: {
  productId: string;
  event: MissionEvent | null;
  onDeleted: () => void;
}) {
  const navigate = useNavigateTo();
  const configs = useMissionEventConfigs(productId);
  // The page's load time, to the minute: the earliest start the form offers (§2.11).
  const [earliest] = useState(() => earliestStart(new Date()));
  const [stored, setStored] = useState<MissionEvent | null>(event);
  const version = useRef(event?.timestamp ?? '');
  const create = useMissionEventWrite(productId, (dp, fields: MissionEventInput) =>
    dp.createMissionEvent(productId, fields),
  );
  const update = useMissionEventWrite(productId, (dp, args: { id: string; fields: MissionEventInput }) =>
    dp.updateMissionEvent(productId, args.id, version.current, args.fields),
  );
  const remove = useMissionEventWrite(productId, (dp, id: string) =>
    dp.deleteMissionEvent(productId, id, version.current),
  );
  if (!configs.data) return null;

  async function submit(data: FormData) {
    const fields = eventForSave(data as unknown as MissionEventInput);
    const unchangedStart = stored !== null && stored.startdate === fields.startdate;
    if (!unchangedStart && startsTooEarly(fields.startdate, earliest)) throw new Error(T.startTooEarly);
    const saved = stored
      ? await update.mutateAsync({ id: stored.id, fields })
      : await create.mutateAsync(fields);
    version.current = saved.timestamp;
    setStored(saved);
    return saved;
  }

  return (
    <RecordForm
      schema={eventSchema(configs.data.mission_event_configs)}
      uiSchema={{
        startdate: { 'ui:options': { min: earliest } },
        enddate: { 'ui:options': { min: earliest } },
      }}
      formData={event ? fieldsOf(event) : NEW_EVENT}
      mode={stored ? 'existing' : 'new'}
      submitVerb="update"
      onSubmit={submit}
      onDelete={stored ? () => remove.mutateAsync(stored.id) : undefined}
      onDeleted={onDeleted}
      onBack={() => navigate(paths.admin.childProduct(productId))}
      onNew={event ? () => navigate(paths.admin.missionEvent(productId)) : undefined}
      label={T.eventTitle}
      conflictAction={<Button onClick={() => window.location.reload()}>{T.reload}</Button>}
    />
  );
}

function StoredEvent({ productId, eventId }: { productId: string; eventId: string }) {
  const load = useMissionEvent(productId, eventId);
  return (
    <FormFrame productId={productId} title={T.eventTitle} load={load}>
      {(event, onDeleted) => <EventEditor productId={productId} event={event} onDeleted={onDeleted} />}
    </FormFrame>
  );
}

export function MissionEventPage() {
  const { id, eventid } = useParams<'id' | 'eventid'>();
  if (!id) return null;
  return (
    <MissionsOnly>
      {eventid ? (
        <StoredEvent key={`${id}/${eventid}`} productId={id} eventId={eventid} />
      ) : (
        <FormFrame key={id} productId={id} title={T.newEvent} load={null}>
          {(_, onDeleted) => <EventEditor productId={id} event={null} onDeleted={onDeleted} />}
        </FormFrame>
      )}
    </MissionsOnly>
  );
}
