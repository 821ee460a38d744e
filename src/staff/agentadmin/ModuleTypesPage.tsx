import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { reportSuccess } from '../../api/errors';
import { failureReason } from '../../components/ConfirmDialog';
import { chosen, FileButton } from '../../components/FileButton';
import { PermissionNote } from '../../components/PermissionNote';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { ModuleType, ModuleTypeInput } from '../../dataProvider/agents';
import {
  useModuleType,
  useModuleTypes,
  useSaveModuleType,
  useUploadModuleTypeIcon,
} from '../../dataProvider/agents.queries';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { NavAnchor } from '../../layout/navigation';
import { parseModuleLines } from '../../lib/moduleLines';
import { paths } from '../../paths';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/** The dropdown's value for a module type not stored yet. */
const NEW = '__new__';

const NEW_TYPE: ModuleTypeInput = {
  _id: '',
  display_name: '',
  ai_prompt: '',
  cost_mc: 0,
  max_usage: 0,
  triggers_faceprompt: false,
  modules: [],
};

function fieldsOf(type: ModuleType): ModuleTypeInput {
  const { iconblob_url: _icon, ...fields } = type;
  return fields;
}

/** A refusal, where the user acted (a change that went through is told in a toast). */
function FailureLine({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );
}

/** The module-add text area: one 'Display Name : AI Prompt' per line, added to the stored type and saved. */
function AddModules({ type, allIds, onAdded }: { type: ModuleType; allIds: string[]; onAdded: () => void }) {
  const save = useSaveModuleType();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const add = async () => {
    const parsed = parseModuleLines(text, type._id, allIds);
    if (!parsed.ok) {
      setFailure(parsed.error);
      return;
    }
    try {
      await save.mutateAsync({ ...fieldsOf(type), modules: [...type.modules, ...parsed.modules] });
      setText('');
      reportSuccess(T.modulesAdded(parsed.modules.length));
      onAdded();
    } catch (error) {
      setFailure(failureReason(error));
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={T.addModules}
        helperText={T.addModulesHelp}
        multiline
        rows={16}
        value={text}
        onChange={(event) => {
          setFailure(null);
          setText(event.target.value);
        }}
      />
      <Box>
        <Button variant="outlined" disabled={save.isPending} onClick={() => void add()}>
          {T.addModulesButton}
        </Button>
      </Box>
      <FailureLine failure={failure} />
    </Stack>
  );
}

function TypeIcon({ type, canEdit }: { type: ModuleType; canEdit: boolean }) {
  const upload = useUploadModuleTypeIcon();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      setFailure(T.imagesOnly);
      return;
    }
    try {
      await upload.mutateAsync({ id: type._id, file });
      reportSuccess(T.iconUploaded);
    } catch (error) {
      setFailure(`${T.iconFailed} ${failureReason(error)}`);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {type.iconblob_url ? (
          <Box
            component="img"
            src={type.iconblob_url}
            alt={T.iconOf(type.display_name)}
            sx={{ width: 64, height: 64, objectFit: 'contain' }}
          />
        ) : (
          <Typography>{T.noIcon}</Typography>
        )}
        {canEdit && (
          <FileButton
            variant="outlined"
            accept="image/*"
            disabled={upload.isPending}
            onChange={chosen((file) => void send(file))}
          >
            {T.uploadIcon}
          </FileButton>
        )}
      </Stack>
      <FailureLine failure={failure} />
    </Stack>
  );
}

function TypeForm({
  stored,
  generation = 0,
  onSaved,
  onBack,
}: {
  stored: ModuleType | null;
  /** Changes when the stored type changed outside the form (modules added): the form starts again from it. */
  generation?: number;
  onSaved: (id: string) => void;
  onBack: () => void;
}) {
  const save = useSaveModuleType();
  return (
    <RecordForm
      key={generation}
      schema={FORM_SCHEMAS.ModuleTypeInput}
      uiSchema={stored ? { _id: { 'ui:readonly': true } } : undefined}
      formData={(stored ? fieldsOf(stored) : NEW_TYPE) as unknown as FormData}
      mode={stored ? 'existing' : 'new'}
      onSubmit={async (data) => {
        const saved = await save.mutateAsync(data as unknown as ModuleTypeInput);
        onSaved(saved._id);
        return saved;
      }}
      onBack={onBack}
      label={T.typeForm}
    />
  );
}

function StoredType({ id, allIds, canEdit }: { id: string; allIds: string[]; canEdit: boolean }) {
  const [, setParams] = useSearchParams();
  const [generation, setGeneration] = useState(0);
  const load = useModuleType(id);
  if (load.isError) return <Alert severity="error">{T.typeNotFound}</Alert>;
  return (
    <Loaded load={load}>
      {(type) => (
        <Stack spacing={2}>
          <TypeIcon type={type} canEdit={canEdit} />
          {canEdit ? (
            <>
              <TypeForm
                stored={type}
                generation={generation}
                onSaved={() => undefined}
                onBack={() => setParams({})}
              />
              <AddModules type={type} allIds={allIds} onAdded={() => setGeneration((n) => n + 1)} />
            </>
          ) : (
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
              {JSON.stringify(fieldsOf(type), null, 2)}
            </Box>
          )}
        </Stack>
      )}
    </Loaded>
  );
}

/** `/admin/agents/modules`: the module type editor (staff-and-agents.md §2.17, §5), the chosen type in the URL. */
export function ModuleTypesPage() {
  const canEdit = useHoldsPermission('admin_edit_all_agents');
  const [params, setParams] = useSearchParams();
  const chosenType = params.get('type') ?? '';
  const types = useModuleTypes();
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <Link component={NavAnchor} href={paths.admin.agents()}>
          {T.backToHub}
        </Link>
        <Typography variant="h4" component="h1">
          {T.manageModules}
        </Typography>
        <SectionFrame title={T.moduleType}>
          <Loaded load={types}>
            {(list) => {
              const allIds = list.flatMap((t) => t.modules.map((m) => m._id));
              return (
                <Stack spacing={2}>
                  {!canEdit && (
                    <PermissionNote action={T.editPermission} permission="admin_edit_all_agents" />
                  )}
                  <TextField
                    select
                    size="small"
                    label={T.moduleType}
                    value={chosenType}
                    onChange={(event) => setParams({ type: event.target.value })}
                    sx={{ maxWidth: 400 }}
                  >
                    {list.map((type) => (
                      <MenuItem key={type._id} value={type._id}>
                        {`${type.display_name} (${type._id})`}
                      </MenuItem>
                    ))}
                    {canEdit && <MenuItem value={NEW}>{T.newType}</MenuItem>}
                  </TextField>
                  {chosenType === '' && <Typography>{T.chooseType}</Typography>}
                  {chosenType === NEW && canEdit && (
                    <>
                      <TypeForm
                        stored={null}
                        onSaved={(id) => setParams({ type: id })}
                        onBack={() => setParams({})}
                      />
                      <Typography>{T.saveTypeFirst}</Typography>
                    </>
                  )}
                  {chosenType !== '' && chosenType !== NEW && (
                    <StoredType key={chosenType} id={chosenType} allIds={allIds} canEdit={canEdit} />
                  )}
                </Stack>
              );
            }}
          </Loaded>
        </SectionFrame>
      </Stack>
    </Box>
  );
}
