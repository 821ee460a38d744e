import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isHlsLink, normaliseYoutube } from '../../../../common/styleRules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { STYLES_TEXTS as T } from './texts';

interface LinkDialogProps {
  open: boolean;
  /** Why no link of this kind can be saved here (the plan, or a YouTube video elsewhere); confirm stays disabled. */
  refusal: string | null;
  onClose: () => void;
  /** Saves the link; a refusal stays in the dialog. */
  onSave: (value: string) => Promise<unknown>;
}

/** The HLS link dialog (single-target-and-flows.md §5): confirm stays disabled until the link is https and contains .m3u8. */
export function HlsDialog({ open, refusal, onClose, onSave }: LinkDialogProps) {
  const [link, setLink] = useState('');
  const valid = isHlsLink(link);
  return (
    <ConfirmDialog
      open={open}
      title={T.hlsTitle}
      confirmLabel={T.save}
      confirmDisabled={!valid || refusal !== null}
      onClose={onClose}
      onConfirm={() => onSave(link.trim())}
    >
      {refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        label={T.hlsLabel}
        helperText={T.hlsHelp}
        value={link}
        error={link !== '' && !valid}
        onChange={(event) => setLink(event.target.value)}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}

/**
 * The YouTube link dialog (single-target-and-flows.md §5): watch?v=, live/ and youtu.be links of one video, saved normalised to
 * {host}/watch?v=; confirm stays disabled otherwise. A second YouTube video of the target is refused here, and by the server.
 */
export function YoutubeDialog({ open, refusal, onClose, onSave }: LinkDialogProps) {
  const [link, setLink] = useState('');
  const normalised = normaliseYoutube(link);
  return (
    <ConfirmDialog
      open={open}
      title={T.youtubeTitle}
      confirmLabel={T.save}
      confirmDisabled={normalised === null || refusal !== null}
      onClose={onClose}
      onConfirm={() => (normalised ? onSave(normalised) : undefined)}
    >
      {refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        label={T.youtubeLabel}
        helperText={normalised ?? T.youtubeHelp}
        value={link}
        error={link !== '' && normalised === null}
        onChange={(event) => setLink(event.target.value)}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
