import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import {
  driveFileValue,
  LIVESTREAM_VALUE,
  parseContent,
  parseDoor,
  slotRefusal,
  slotUploadKind,
  uploadAccept,
  uploadKind,
  type StylePlanCapabilities,
  type StyleVariableType,
} from '../../../../common/styleRules';
import { ActionRefused, failureReason } from '../../../components/ConfirmDialog';
import { chosen, FileButton } from '../../../components/FileButton';
import { useUploadContentFile } from '../../../dataProvider/drives.queries';
import type { StyleSpecVariable } from '../../../dataProvider/targetStyles';
import { preloadable } from '../../../lib/preloadable';
import { STYLES_TEXTS as T } from './texts';

// The choosers open on a click: their code (the door chooser's autocomplete among it, ~8 KiB compressed) is fetched
// then, not with every manage page.
const DoorDialog = preloadable(async () => (await import('./DoorDialog')).DoorDialog);
const DriveBrowserDialog = preloadable(async () => (await import('./DriveBrowserDialog')).DriveBrowserDialog);
const HlsDialog = preloadable(async () => (await import('./LinkDialogs')).HlsDialog);
const YoutubeDialog = preloadable(async () => (await import('./LinkDialogs')).YoutubeDialog);

export interface VariableEditorProps {
  /** The target's metaverse: an uploaded file is stored in its content. */
  domain: string;
  variable: StyleSpecVariable & { type: StyleVariableType };
  /** The override, or undefined when the variable has its default. */
  value: string | undefined;
  capabilities: StylePlanCapabilities;
  /** Another variable of the target holds a YouTube video: a target may hold one (single-target-and-flows.md §5). */
  youtubeElsewhere: boolean;
  disabled: boolean;
  /** Stores the override; a refusal is shown by the editor. */
  onSave: (value: string) => Promise<unknown>;
  onReset: () => Promise<unknown>;
}

type Dialog = 'drive' | 'hls' | 'youtube' | 'door' | null;

/** What the value holds, in words. */
function describe(variable: StyleSpecVariable, value: string | undefined): string {
  if (value === undefined || value === '') return variable.default !== '' ? variable.default : T.defaultValue;
  if (variable.type === 'location') {
    const door = parseDoor(value);
    return door.kind === 'locked' ? T.doorKinds.locked : `${T.doorKinds[door.kind]}: ${door.text}`;
  }
  const content = parseContent(value);
  if (!content) return value;
  if (content.kind === 'hls' || content.kind === 'youtube' || content.kind === 'link') {
    return `${T.content[content.kind]}: ${content.url}`;
  }
  return T.content[content.kind];
}

/** A text or colour variable: edited in place, saved with Save (enabled only when changed). */
function InlineEditor({ variable, value, disabled, onSave }: VariableEditorProps) {
  const stored = value ?? variable.default;
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft ?? stored;
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(text);
      setDraft(null);
    } catch (error) {
      setFailure(failureReason(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label={variable.name}
        helperText={failure ?? variable.description}
        error={failure !== null}
        value={text}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
      />
      {variable.type === 'color' && (
        <input
          type="color"
          aria-label={`${variable.name} (${T.change})`}
          value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          style={{ width: 40, height: 40, border: 'none', background: 'none' }}
        />
      )}
      <Button
        variant="contained"
        disabled={disabled || saving || draft === null || draft === stored}
        onClick={() => void save()}
        aria-label={`${T.save} ${variable.name}`}
      >
        {T.save}
      </Button>
    </Stack>
  );
}

/**
 * A content slot's upload: the file goes into the metaverse's content and is then used like a drive file. It
 * is checked by its declared type before any byte is sent, and by the type the server judged from its bytes
 * before it is used.
 */
function UploadButton({
  domain,
  variable,
  disabled,
  onSave,
  run,
}: Pick<VariableEditorProps, 'domain' | 'variable' | 'disabled' | 'onSave'> & {
  run: (action: () => Promise<unknown>) => void;
}) {
  const accepts = variable.accepts ?? [];
  const kind = slotUploadKind(accepts);
  const upload = useUploadContentFile(domain, kind);
  const uploadAndSave = async (file: File) => {
    if (!uploadKind(file.type, accepts)) throw new ActionRefused(slotRefusal(kind));
    const stored = await upload.mutateAsync(file);
    await onSave(driveFileValue(stored.blob, stored.mimetype));
  };
  return (
    <FileButton
      accept={uploadAccept(accepts)}
      size="small"
      variant="outlined"
      disabled={disabled || upload.isPending}
      aria-label={T.uploadFileNamed(variable.name)}
      onChange={chosen((file) => run(() => uploadAndSave(file)))}
    >
      {T.uploadFile}
    </FileButton>
  );
}

/**
 * One variable of the styles editor: text and colour in place; content through the drive browser, an upload
 * (stored in the metaverse's content, then used like a drive file), the HLS and YouTube link dialogs and the live stream choice (what the plan does not allow says so, single-target-and-flows.md §5); doors and links
 * through the door selector. An override can be reset to the template's default.
 */
export function VariableEditor(props: VariableEditorProps) {
  const { domain, variable, value, capabilities, youtubeElsewhere, disabled, onSave, onReset } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => setDialog(null);
  const saveAndClose = async (next: string) => {
    await onSave(next);
    close();
  };
  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(failureReason(error)));
  };
  const accepts = variable.accepts ?? [];
  const headingId = `style-${variable.id}`;

  const reset = value !== undefined && (
    <Button
      size="small"
      disabled={disabled}
      aria-label={T.resetNamed(variable.name)}
      onClick={() => run(onReset)}
    >
      {T.reset}
    </Button>
  );

  if (variable.type === 'text' || variable.type === 'color') {
    return (
      <Stack spacing={0.5}>
        <InlineEditor {...props} />
        {reset && <div>{reset}</div>}
      </Stack>
    );
  }

  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {variable.name}
        {variable.aspect && ` · ${T.aspect(variable.aspect)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {variable.description}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={`style-value-${variable.id}`}>
        {describe(variable, value)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {variable.type === 'location' ? (
          <Button size="small" variant="outlined" disabled={disabled} onClick={() => setDialog('door')}>
            {T.changeNamed(variable.name)}
          </Button>
        ) : (
          <>
            {(accepts.includes('image') || accepts.includes('video')) && (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={disabled}
                  onClick={() => setDialog('drive')}
                >
                  {T.chooseFile}
                </Button>
                <UploadButton
                  domain={domain}
                  variable={variable}
                  disabled={disabled}
                  onSave={onSave}
                  run={run}
                />
              </>
            )}
            {accepts.includes('hls') && (
              <Button size="small" variant="outlined" disabled={disabled} onClick={() => setDialog('hls')}>
                {T.hlsLink}
              </Button>
            )}
            {accepts.includes('youtube') && (
              <Button
                size="small"
                variant="outlined"
                disabled={disabled}
                onClick={() => setDialog('youtube')}
              >
                {T.youtubeLink}
              </Button>
            )}
            {accepts.includes('livestream') && (
              <Button
                size="small"
                variant="outlined"
                disabled={disabled || !capabilities.canStream || value === LIVESTREAM_VALUE}
                onClick={() => run(() => onSave(LIVESTREAM_VALUE))}
              >
                {T.liveStream}
              </Button>
            )}
          </>
        )}
        {reset}
      </Stack>
      {variable.type === 'content' && accepts.includes('livestream') && (
        <Typography variant="caption" color="text.secondary">
          {capabilities.canStream ? T.questOnly : T.webAndStreamsNeedPlan}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Suspense fallback={null}>
        {dialog === 'drive' && (
          <DriveBrowserDialog open videos={accepts.includes('video')} onClose={close} onSave={saveAndClose} />
        )}
        {dialog === 'hls' && (
          <HlsDialog
            open
            refusal={capabilities.canUseVideoLink ? null : T.videosNeedPlan}
            onClose={close}
            onSave={saveAndClose}
          />
        )}
        {dialog === 'youtube' && (
          <YoutubeDialog
            open
            refusal={!capabilities.canUseYoutube ? T.videosNeedPlan : youtubeElsewhere ? T.oneYoutube : null}
            onClose={close}
            onSave={saveAndClose}
          />
        )}
        {dialog === 'door' && (
          <DoorDialog
            domain={domain}
            open
            name={variable.name}
            current={value ?? ''}
            webSitesAllowed={capabilities.canStream}
            onClose={close}
            onSave={saveAndClose}
          />
        )}
      </Suspense>
    </Stack>
  );
}
