/**
 * The stream page (single-target-and-flows.md §2 Stream page, §4 Streaming, §8, §9): publish a camera,
 * microphone or screen straight to VR. The publish configuration is fetched on load; a refusal for the missing
 * stream permission shows "Streaming Is Not Enabled For This Account", any other failure "Uh Oh!".
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMMON_TEXTS } from '../../../common/texts';
import { ApiError } from '../../api/client';
import type { StreamPublishConfig } from '../../dataProvider/streaming';
import { usePublishConfig } from '../../dataProvider/streaming.queries';
import { NO_DEVICE, devicesOf, errorView } from '../../lib/stream';
import { STREAM_TEXTS as T } from './texts';
import { usePublisher } from './usePublisher';

function screenShareSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

function DeviceSelect({
  label,
  none,
  value,
  options,
  onChange,
}: {
  label: string;
  none: string;
  value: string;
  options: { id: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value={NO_DEVICE}>{none}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function Publisher({ config, onRefused }: { config: StreamPublishConfig; onRefused: () => void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const { state, start, stop, chooseCamera, chooseMicrophone, toggleScreenShare } = usePublisher(
    config,
    video,
    onRefused,
  );
  const shareSupported = screenShareSupported();
  const cameras = devicesOf(state.devices, 'videoinput');
  const microphones = devicesOf(state.devices, 'audioinput');
  const known = (value: string, list: { id: string }[]) =>
    value === NO_DEVICE || list.some((d) => d.id === value) ? value : NO_DEVICE;
  return (
    <Stack spacing={2}>
      <Typography>{T.instructions}</Typography>
      <Alert severity="warning">{T.beta}</Alert>
      {config.provider === 'local' && <Alert severity="info">{T.localRelay}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {state.publishing ? (
          <Button variant="contained" color="error" onClick={stop}>
            {T.stop}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={start}
            disabled={!(state.ready || state.retry) || state.starting}
          >
            {T.start}
          </Button>
        )}
        <DeviceSelect
          label={T.camera}
          none={T.noCamera}
          value={known(state.camera, cameras)}
          options={cameras}
          onChange={chooseCamera}
        />
        <DeviceSelect
          label={T.microphone}
          none={T.noMicrophone}
          value={known(state.microphone, microphones)}
          options={microphones}
          onChange={chooseMicrophone}
        />
        <Button
          variant="outlined"
          onClick={toggleScreenShare}
          disabled={!shareSupported || !state.capturing}
          title={shareSupported ? undefined : T.screenShareUnsupported}
        >
          {state.sharing ? T.stopScreenShare : T.screenShare}
        </Button>
      </Stack>
      {state.error && (
        <Alert severity="error">
          <Typography variant="body2">{state.error}</Typography>
          {state.retry && <Typography variant="body2">{T.tryAgain}</Typography>}
        </Alert>
      )}
      <Typography role="status">
        {state.publishing
          ? `${T.publishing}${state.figures ? ` ${T.stats(state.figures.kbps, state.figures.width, state.figures.height)}` : ''}`
          : state.starting
            ? T.connecting
            : ''}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="subtitle1">
            {T.localVideo}
          </Typography>
          <video
            ref={video}
            aria-label={T.localVideo}
            autoPlay
            muted
            playsInline
            style={{ width: '100%', background: '#000', aspectRatio: '16 / 9' }}
          />
        </Box>
        {state.publishing && (
          <Box sx={{ flex: 1 }}>
            <Typography component="h2" variant="subtitle1">
              {T.viewerPreview}
            </Typography>
            {/* The viewer page itself, served without the console's frame, so the box holds the playing video. */}
            <iframe
              title={T.viewerPreview}
              src={config.browserurl}
              allow="autoplay"
              style={{ width: '100%', border: 0, aspectRatio: '16 / 9', display: 'block' }}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

/** The failure in words: the server's reason, or ours when no answer came (status 0 carries the browser's text). */
function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  return error.status === 0 ? T.noAnswer : error.message;
}

function Problem({ error }: { error: unknown }) {
  const message = problemText(error);
  if (errorView(message, COMMON_TEXTS.streamPermissionMissing) === 'notEnabled') {
    return (
      <Alert severity="info">
        <Typography component="h1" variant="h6">
          {T.notEnabledTitle}
        </Typography>
        <Typography>{T.notEnabledBody}</Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <Typography component="h1" variant="h6">
        {T.uhOh}
      </Typography>
      {message && <Typography>{message}</Typography>}
      <Typography>{T.supportContact}</Typography>
    </Alert>
  );
}

export function StreamPage() {
  const [params] = useSearchParams();
  const domain = params.get('domain') ?? undefined;
  const config = usePublishConfig(domain);
  return (
    <Paper sx={{ p: 3, m: 2 }}>
      {config.isPending && <Typography>{T.loading}</Typography>}
      {config.isError && <Problem error={config.error} />}
      {config.isSuccess && (
        <>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {T.title}
          </Typography>
          {/* A new configuration (a fresh token) starts a new publisher. */}
          <Publisher
            key={config.data.websocket}
            config={config.data}
            onRefused={() => void config.refetch()}
          />
        </>
      )}
    </Paper>
  );
}
