import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { chosen, FileButton } from '../../components/FileButton';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { MissionBannerJob, MissionConfig, MissionConfigInput } from '../../dataProvider/missions';
import {
  missionKeys,
  useBuildMissionBanners,
  useDeleteMissionConfig,
  useMissionBannerJob,
  useMissionConfigs,
  useSaveMissionConfig,
  useUploadMissionBanner,
  useUploadMissionIcons,
} from '../../dataProvider/missions.queries';
import { FORM_TEXTS, failureNotice, replyNotice, type FormNotice } from '../../forms/editState';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { startTask } from '../../lib/tasks';
import { blobUrl } from '../../lib/images';
import { paths } from '../../paths';
import { withEditColumn } from './EditButton';
import { MissionToolFrame } from './MissionToolFrame';
import { Notice } from './Notice';
import { MISSION_TEXTS as T } from './texts';

const C = T.columns;

/** What a new config's form starts from: the contract's defaults. */
const NEW_CONFIG: FormData = {
  location: '',
  description: '',
  metadata: '{}',
  selection_weight: 0.5,
  feature: '',
  importance: 0,
  environment: '',
  mode: '',
};

const UI_SCHEMA = {
  'ui:order': [
    'location',
    'description',
    'selection_weight',
    'feature',
    'importance',
    'environment',
    'mode',
    'metadata',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  banner_blob: { 'ui:widget': 'hidden' },
  // Free text (staff-and-agents.md §5): the form and the server both refuse what is not a number, in words.
  selection_weight: { 'ui:options': { inputType: 'text' } },
  metadata: { 'ui:widget': 'textarea' },
};

/** The writable fields of a stored config, as the form edits them. */
function formOf(config: MissionConfig): FormData {
  const {
    location,
    description,
    metadata,
    selection_weight,
    banner_blob,
    feature,
    importance,
    environment,
    mode,
  } = config;
  return {
    location,
    description,
    metadata,
    selection_weight,
    ...(banner_blob && { banner_blob }),
    feature,
    importance,
    environment,
    mode,
  };
}

/**
 * Follows a Build Banners job in the task bar until it ends, saying how far it got on the way, then reads the
 * configs again.
 */
function BannerJobTracker({
  productId,
  job,
  onEnd,
}: {
  productId: string;
  job: MissionBannerJob;
  onEnd: (notice: FormNotice) => void;
}) {
  const load = useMissionBannerJob(productId, job.id);
  const client = useQueryClient();
  const task = useRef<ReturnType<typeof startTask> | null>(null);
  const current = load.data ?? job;

  useEffect(() => {
    const handle = startTask(T.buildingBanners);
    task.current = handle;
    return () => handle.end();
  }, []);

  useEffect(() => {
    task.current?.update(current.total > 0 ? current.done / current.total : 0);
    if (current.status === 'running') return;
    task.current?.end();
    void client.invalidateQueries({ queryKey: missionKeys.configs(productId) });
    // The banners the job got through, not the ones it was given.
    onEnd(
      current.status === 'complete'
        ? { severity: 'success', text: T.bannersBuilt(current.done) }
        : { severity: 'error', text: current.error ?? FORM_TEXTS.failed },
    );
  }, [current, client, productId, onEnd]);

  useEffect(() => {
    if (load.isError) onEnd(failureNotice(load.error));
  }, [load.isError, load.error, onEnd]);

  if (current.status !== 'running') return null;
  return (
    <Typography role="status" variant="body2">
      {T.bannersProgress(current.done, current.total)}
    </Typography>
  );
}

function IconsSection({ productId }: { productId: string }) {
  const hintId = useId();
  const upload = useUploadMissionIcons(productId);
  const build = useBuildMissionBanners(productId);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [job, setJob] = useState<MissionBannerJob | null>(null);
  const busy = upload.isPending || build.isPending || job !== null;
  const jobEnded = useCallback((ended: FormNotice) => {
    setJob(null);
    setNotice(ended);
  }, []);

  async function uploadIcons(file: File) {
    setNotice(null);
    const task = startTask(T.uploadingIcons);
    try {
      const receipt = await upload.mutateAsync(file);
      setNotice({ severity: 'success', text: T.iconsStored(receipt.icons, receipt.matched) });
    } catch (error) {
      setNotice(failureNotice(error));
    } finally {
      task.end();
    }
  }

  async function buildBanners() {
    setNotice(null);
    try {
      const reply = await build.mutateAsync();
      if (reply.job) setJob(reply.job);
      else setNotice(replyNotice(reply, 'saved'));
    } catch (error) {
      setNotice(failureNotice(error));
    }
  }

  return (
    <SectionFrame title={T.icons}>
      <Stack spacing={1}>
        <Typography id={hintId} variant="body2">
          {T.iconsHint}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FileButton
            variant="outlined"
            accept=".zip,application/zip"
            disabled={busy}
            aria-describedby={hintId}
            onChange={chosen((file) => void uploadIcons(file))}
          >
            {T.uploadIcons}
          </FileButton>
          <Button variant="contained" disabled={busy} onClick={() => void buildBanners()}>
            {T.buildBanners}
          </Button>
          {job ? (
            <BannerJobTracker productId={productId} job={job} onEnd={jobEnded} />
          ) : (
            <Notice notice={notice} />
          )}
        </Stack>
      </Stack>
    </SectionFrame>
  );
}

function BannerField({ productId, config }: { productId: string; config: MissionConfig }) {
  const hintId = useId();
  const upload = useUploadMissionBanner(productId);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  async function store(file: File) {
    setNotice(null);
    try {
      await upload.mutateAsync({ configId: config.id, file });
      setNotice({ severity: 'success', text: T.bannerSaved });
    } catch (error) {
      setNotice(failureNotice(error));
    }
  }

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {T.banner}
      </Typography>
      {config.banner_blob ? (
        <Box
          component="img"
          src={blobUrl(config.banner_blob)}
          alt={`${T.banner}: ${config.location}`}
          sx={{ maxWidth: 512, width: '100%', height: 'auto', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2">{T.noBanner}</Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FileButton
          variant="outlined"
          accept=".jpg,.jpeg,.png,.zip"
          disabled={upload.isPending}
          aria-describedby={hintId}
          onChange={chosen((file) => void store(file))}
        >
          {T.uploadBanner}
        </FileButton>
        <Typography id={hintId} variant="body2">
          {T.bannerHint}
        </Typography>
        <Notice notice={notice} />
      </Stack>
    </Stack>
  );
}

/** The table of configs; with `onEdit`, a click on a row (or its Edit button) edits that config. */
function ConfigsTable({
  configs,
  onEdit,
}: {
  configs: readonly MissionConfig[];
  onEdit?: (config: MissionConfig) => void;
}) {
  const columns: Column<MissionConfig>[] = [
    { heading: C.location, cell: (config) => config.location },
    { heading: C.description, cell: (config) => config.description },
    { heading: C.selectionWeight, cell: (config) => config.selection_weight.toFixed(2) },
    { heading: C.feature, cell: (config) => config.feature },
    { heading: C.importance, cell: (config) => config.importance },
    { heading: C.environment, cell: (config) => config.environment },
    { heading: C.mode, cell: (config) => config.mode },
  ];
  return (
    <SectionFrame title={T.configsTable}>
      {(headingId) => (
        <DataTable
          rows={configs}
          rowKey={(config) => config.id}
          labelledBy={headingId}
          empty={T.noConfigs}
          onRowClick={onEdit}
          columns={withEditColumn(columns, (config) => config.location, onEdit)}
        />
      )}
    </SectionFrame>
  );
}

function ConfigsEditor({ productId, configs }: { productId: string; configs: readonly MissionConfig[] }) {
  const navigate = useNavigate();
  const save = useSaveMissionConfig(productId);
  const deletion = useDeleteMissionConfig(productId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const editing = configs.find((config) => config.id === editingId) ?? null;

  // The notice the next form starts with: "Deleted" after a delete replaced the form with a new one.
  const [carried, setCarried] = useState<FormNotice | null>(null);

  function open(config: MissionConfig | null, notice: FormNotice | null = null) {
    setEditingId(config?.id ?? null);
    setCarried(notice);
    setFormKey((key) => key + 1);
  }

  async function submit(fields: FormData) {
    const body = { ...fields, ...(editingId && { id: editingId }) } as MissionConfigInput;
    const reply = await save.mutateAsync(body);
    // A new config stays in the form, now as the stored record (Update from here on); a reply with `msg`
    // instead stored nothing, and the form shows the msg.
    if (reply.mission_config) setEditingId(reply.mission_config.id);
    return reply;
  }

  return (
    <>
      <SectionFrame title={editing ? T.editConfig(editing.location) : T.newConfig}>
        {editing && <BannerField productId={productId} config={editing} />}
        <RecordForm
          key={formKey}
          schema={FORM_SCHEMAS.MissionConfigInput}
          uiSchema={UI_SCHEMA}
          formData={editing ? formOf(editing) : NEW_CONFIG}
          mode={editingId ? 'existing' : 'new'}
          submitVerb="update"
          onSubmit={submit}
          onDelete={editingId ? () => deletion.mutateAsync(editingId) : undefined}
          onDeleted={(notice) => open(null, notice)}
          notice={carried}
          onBack={() => (editingId ? open(null) : navigate(paths.admin.childProduct(productId)))}
          onNew={() => open(null)}
          label={editing ? T.editConfig(editing.location) : T.newConfig}
        />
      </SectionFrame>
      <ConfigsTable configs={configs} onEdit={(config) => open(config)} />
    </>
  );
}

function MissionConfigs({ productId, mayChange }: { productId: string; mayChange: boolean }) {
  const load = useMissionConfigs(productId);
  return (
    <>
      {mayChange && <IconsSection productId={productId} />}
      <Loaded load={load}>
        {({ mission_configs }) =>
          mayChange ? (
            <ConfigsEditor productId={productId} configs={mission_configs} />
          ) : (
            <ConfigsTable configs={mission_configs} />
          )
        }
      </Loaded>
    </>
  );
}

/**
 * `/admin/childproducts/{id}/missionconfigs` (staff-and-agents.md §2.11): an icons .zip upload with Build Banners (followed in the
 * task bar), the create / update form (a row click edits), the config's banner, and the table of configs. A
 * user without admin_missions sees the table alone (staff-and-agents.md §6).
 */
export function MissionConfigsPage() {
  return (
    <MissionToolFrame title={T.configsTitle}>
      {(id, mayChange) => <MissionConfigs productId={id} mayChange={mayChange} />}
    </MissionToolFrame>
  );
}
