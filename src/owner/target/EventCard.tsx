import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { eventDatesProblem, TARGET_TEXTS, withStart } from '../../../common/targetRules';
import { ApiError } from '../../api/client';
import type { Domain } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { SectionFrame } from '../../components/SectionFrame';
import type { Entity } from '../../dataProvider/entities';
import { useLocationChoices } from '../../dataProvider/entities.queries';
import { useUpdateEntity } from '../../dataProvider/targets.queries';
import { fromLocalMinute, toLocalMinute } from '../../forms/formSchema';
import { EVENT_DATES_QUIET_MS } from '../../lib/autosave';
import { useAutosave } from './useAutosave';
import { TARGET_PAGE_TEXTS as T } from './texts';

interface EventDatesValues {
  startdate: string;
  enddate: string;
}

/**
 * An event's notices, publishing, dates and location (single-target-and-flows.md §2, §4, §5): Publish and
 * Unpublish only when the metaverse is public; dates not in the past, the end not before the start and at most
 * 12 hours (unless admin_write_entities), the end moved to start + 30 minutes when the start passes it, saved
 * 3 s after a valid edit. The server applies the same rules.
 */
export function EventCard({
  domain,
  entityKey,
  entity,
  disabled,
  locked = false,
}: {
  domain: Domain;
  entityKey: string;
  entity: Entity;
  disabled: boolean;
  /** The dates stay as they are (the event is linked to a headset event). */
  locked?: boolean;
}) {
  const update = useUpdateEntity(domain.id, 'events', entityKey);
  const mayExceed = useHoldsPermission('admin_write_entities');
  const locations = useLocationChoices(domain.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isPublic = domain.domainaccess === 'public';
  const savedStart = entity.startdate ?? '';
  const problemOf = useMemo(
    () => (values: EventDatesValues) =>
      values.startdate && values.enddate
        ? eventDatesProblem(
            { start: new Date(values.startdate), end: new Date(values.enddate) },
            new Date(),
            {
              mayExceedMaximum: mayExceed,
              startChanged: values.startdate !== savedStart,
            },
          )
        : null,
    [mayExceed, savedStart],
  );
  const options = useMemo(
    () => ({
      quietMs: EVENT_DATES_QUIET_MS,
      canSave: (values: EventDatesValues) => problemOf(values) === null,
    }),
    [problemOf],
  );
  const dates = useAutosave<EventDatesValues>(
    { startdate: entity.startdate ?? '', enddate: entity.enddate ?? '' },
    async (changes) => {
      await update.mutateAsync({ id: entity.id, changes });
    },
    options,
  );
  const problem = problemOf(dates.values);

  const change = async (changes: { published?: boolean; location?: string }) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: entity.id, changes });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : T.saveFailed);
    }
  };

  const setStart = (local: string) => {
    const iso = fromLocalMinute(local);
    if (!iso) return;
    const end = dates.values.enddate ? new Date(dates.values.enddate) : new Date(iso);
    const next = withStart({ start: new Date(iso), end }, new Date(iso));
    dates.edit({ startdate: next.start.toISOString(), enddate: next.end.toISOString() });
  };
  const setEnd = (local: string) => {
    const iso = fromLocalMinute(local);
    if (iso) dates.edit({ enddate: iso });
  };

  return (
    <SectionFrame
      title={T.eventSettings}
      actions={dates.saving ? <CircularProgress size={20} aria-label={T.saving} /> : undefined}
    >
      <Stack spacing={2}>
        {!isPublic && <Alert severity="info">{TARGET_TEXTS.eventNotPublic}</Alert>}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>{entity.published ? T.published : T.unpublished}</Typography>
          <Button
            variant="contained"
            disabled={disabled || !isPublic || update.isPending}
            onClick={() => void change({ published: !entity.published })}
          >
            {entity.published ? T.unpublish : T.publish}
          </Button>
        </Stack>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {dates.failed && <Alert severity="error">{T.saveFailed}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="datetime-local"
            label={T.start}
            value={toLocalMinute(dates.values.startdate)}
            disabled={disabled || locked}
            onChange={(event) => setStart(event.target.value)}
            error={problem === 'startInPast'}
            helperText={problem === 'startInPast' ? TARGET_TEXTS.startInPast : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            label={T.end}
            value={toLocalMinute(dates.values.enddate)}
            disabled={disabled || locked}
            onChange={(event) => setEnd(event.target.value)}
            error={problem === 'endBeforeStart' || problem === 'tooLong'}
            helperText={problem && problem !== 'startInPast' ? TARGET_TEXTS[problem] : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          select
          label={T.location}
          value={entity.location ?? ''}
          disabled={disabled || update.isPending}
          onChange={(event) => event.target.value && void change({ location: event.target.value })}
        >
          <MenuItem value="" disabled>
            {T.noLocation}
          </MenuItem>
          {(locations.data?.rows ?? []).map((location) => (
            <MenuItem key={location.id} value={location.name}>
              {location.nickname ?? location.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </SectionFrame>
  );
}
