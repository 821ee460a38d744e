import { FileButton } from '../../components/FileButton';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { ApiError, reportSuccess } from '../../api/errors';
import type { User } from '../../api/types';
import { useUploadProfilePicture } from '../../dataProvider/profile.queries';
import { startTask } from '../../lib/tasks';
import { classifyUploadFailure } from '../../lib/upload';
import { imageProblemMessage } from './imageProblem';
import { PROFILE_TEXTS } from './texts';

export interface ProfilePictureDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (user: User) => void;
}

/**
 * The profile picture dialog (owner-console.md §2.3, §8): a single image of at most 5242880 bytes, checked
 * before anything is sent; the server's adult-content refusal and any other failure get their own messages.
 */
export function ProfilePictureDialog({ open, onClose, onUploaded }: ProfilePictureDialogProps) {
  const uploadPicture = useUploadProfilePicture();
  const inputId = useId();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const reset = () => {
    setFile(null);
    setProblem(null);
    setProgress(null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const message = imageProblemMessage(files);
    setProblem(message);
    setFile(message ? null : files[0]);
  };

  const upload = async () => {
    if (!file) return;
    const task = startTask(PROFILE_TEXTS.pictureTask);
    setProblem(null);
    setProgress(0);
    try {
      const user = await uploadPicture.mutateAsync({
        file,
        options: {
          name: file.name,
          onProgress: (fraction) => {
            task.update(fraction);
            setProgress(fraction);
          },
        },
      });
      onUploaded(user);
      reportSuccess(PROFILE_TEXTS.pictureChanged);
      reset();
      onClose();
    } catch (error) {
      const reply = error instanceof ApiError ? error.message : '';
      setProblem(
        classifyUploadFailure(reply) === 'adult-content'
          ? PROFILE_TEXTS.adultContent
          : PROFILE_TEXTS.unknownError,
      );
      setProgress(null);
    } finally {
      task.end();
    }
  };

  const uploading = progress !== null;
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{PROFILE_TEXTS.pictureDialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
          {preview ? (
            <Avatar src={preview} alt={PROFILE_TEXTS.preview} sx={{ width: 128, height: 128 }} />
          ) : (
            <Typography variant="body2">{PROFILE_TEXTS.noImageChosen}</Typography>
          )}
          <Typography variant="body2">{PROFILE_TEXTS.sizeRule}</Typography>
          <FileButton
            inputId={inputId}
            accept="image/*"
            variant="outlined"
            disabled={uploading}
            onChange={choose}
          >
            {PROFILE_TEXTS.chooseImage}
          </FileButton>
          {file && <Typography variant="body2">{file.name}</Typography>}
          {problem && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {problem}
            </Alert>
          )}
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={Math.round((progress ?? 0) * 100)}
              aria-label={PROFILE_TEXTS.uploading}
              sx={{ width: '100%' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          {PROFILE_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || uploading}>
          {PROFILE_TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
