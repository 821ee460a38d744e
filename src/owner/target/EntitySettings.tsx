import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SectionFrame } from '../../components/SectionFrame';
import type { EntityTypes } from '../../../common/entityRules';
import type { Entity } from '../../dataProvider/entities';
import { useUpdateEntity } from '../../dataProvider/targets.queries';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useUpgradePlans } from '../../dataProvider/payments.queries';
import { useSetLocationTemplate } from '../../dataProvider/targets.queries';
import { isTemplateEnabled } from '../../lib/planRanks';
import { useAutosave } from './useAutosave';
import { TARGET_PAGE_TEXTS as T } from './texts';

const VISIBILITIES = ['unlisted', 'public'] as const;
const AGE_GROUPS = ['all', 'older', 'adult', 'explicit', 'unsure'] as const;

interface SettingsValues {
  nickname: string;
  description: string;
  visibility: (typeof VISIBILITIES)[number];
  agegroup: (typeof AGE_GROUPS)[number];
}

const pick = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

function valuesOf(entity: Entity): SettingsValues {
  return {
    nickname: entity.nickname ?? entity.name,
    description: entity.description ?? '',
    visibility: pick(VISIBILITIES, entity.visibility, 'unlisted'),
    agegroup: pick(AGE_GROUPS, entity.agegroup, 'all'),
  };
}

/**
 * Name, description (5 rows), visibility and age group of a location, event, landmark or plot; each change
 * saves itself 1.5 s after the last edit (single-target-and-flows.md §2, §4). The name is required: an empty one is highlighted and not
 * sent.
 */
export function EntitySettings({
  domainId,
  types,
  entityKey,
  entity,
  disabled,
  locked = false,
}: {
  domainId: string;
  types: EntityTypes;
  /** The id or name the page was opened with (its cache key). */
  entityKey: string;
  entity: Entity;
  disabled: boolean;
  /** The name and description stay as they are (an event linked to a headset event). */
  locked?: boolean;
}) {
  const update = useUpdateEntity(domainId, types, entityKey);
  const { values, edit, saving, failed } = useAutosave<SettingsValues>(valuesOf(entity), async (changes) => {
    const { nickname, ...rest } = changes;
    const send = nickname !== undefined && nickname.trim() !== '' ? { ...rest, nickname } : rest;
    if (Object.keys(send).length > 0) await update.mutateAsync({ id: entity.id, changes: send });
  });
  const nameMissing = values.nickname.trim() === '';
  return (
    <SectionFrame
      title={T.settings}
      actions={saving ? <CircularProgress size={20} aria-label={T.saving} /> : undefined}
    >
      <Stack spacing={2}>
        {failed && <Alert severity="error">{T.saveFailed}</Alert>}
        <TextField
          label={T.name}
          value={values.nickname}
          disabled={disabled || locked}
          required
          error={nameMissing}
          helperText={nameMissing ? T.required : undefined}
          onChange={(event) => edit({ nickname: event.target.value })}
        />
        <TextField
          label={T.description}
          value={values.description}
          disabled={disabled || locked}
          multiline
          rows={5}
          onChange={(event) => edit({ description: event.target.value })}
        />
        <TextField
          select
          label={T.visibility}
          value={values.visibility}
          disabled={disabled}
          onChange={(event) => edit({ visibility: event.target.value as SettingsValues['visibility'] })}
        >
          {VISIBILITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {T.visibilities[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.ageGroup}
          value={values.agegroup}
          disabled={disabled}
          onChange={(event) => edit({ agegroup: event.target.value as SettingsValues['agegroup'] })}
        >
          {AGE_GROUPS.map((value) => (
            <MenuItem key={value} value={value}>
              {T.ageGroups[value]}
            </MenuItem>
          ))}
        </TextField>
        {types === 'locations' && (
          <TemplateField domainId={domainId} entityKey={entityKey} entity={entity} disabled={disabled} />
        )}
      </Stack>
    </SectionFrame>
  );
}

/** A location's template, changed at once to another the plan offers (single-target-and-flows.md §2 settings with template change). */
function TemplateField({
  domainId,
  entityKey,
  entity,
  disabled,
}: {
  domainId: string;
  entityKey: string;
  entity: Entity;
  disabled: boolean;
}) {
  const offers = useUpgradePlans(domainId, 'upgrade');
  const change = useSetLocationTemplate(domainId, entityKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = offers.data?.options.current?.type ?? 'free';
  const templates = (offers.data?.templates ?? []).filter(
    (entry) => isTemplateEnabled(entry.plan, current) || entry.template === entity.template,
  );
  const value = templates.some((entry) => entry.template === entity.template) ? (entity.template ?? '') : '';
  const choose = async (template: string) => {
    setRefusal(null);
    try {
      await change.mutateAsync({ id: entity.id, template });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : T.saveFailed);
    }
  };
  return (
    <TextField
      select
      label={T.template}
      value={value}
      disabled={disabled || change.isPending || templates.length === 0}
      onChange={(event) => void choose(event.target.value)}
      error={refusal !== null}
      helperText={refusal ?? undefined}
    >
      {templates.map((entry) => (
        <MenuItem key={entry.template} value={entry.template}>
          {entry.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
