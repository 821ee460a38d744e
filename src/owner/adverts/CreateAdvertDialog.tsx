import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { chosen, FileButton } from '../../components/FileButton';
import { checkAdvertImage, type ImageCheck } from './rules';
import { ADVERT_TEXTS as T } from './texts';

/** The picture's size, or null when the browser cannot read the file as a picture. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

interface Chosen {
  file: File;
  check: ImageCheck;
  preview: string | null;
}

export interface CreateAdvertDialogProps {
  title: string;
  onClose: () => void;
  /** Creates the advert; the dialog closes whether it succeeded or not (a failure is toasted). */
  create: (name: string, file: File) => Promise<unknown>;
}

/**
 * The advert creation dialog (single-target-and-flows.md §2, §5): an image under 1,000,000 bytes (a size
 * off 1920:1080 warns that it will be cropped) and a name that is not blank.
 */
export function CreateAdvertDialog({ title, onClose, create }: CreateAdvertDialogProps) {
  const [picked, setPicked] = useState<Chosen | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [creating, setCreating] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const preview = picked?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [picked?.preview]);

  const choose = async (file: File) => {
    const size = file.size < 1_000_000 ? await imageSize(file) : null;
    const check = checkAdvertImage(file, size);
    setPicked({ file, check, preview: check.ok ? URL.createObjectURL(file) : null });
  };

  const blankName = name.trim() === '';
  const canCreate = picked?.check.ok === true && !blankName && !creating;
  const submit = async () => {
    if (!picked || !canCreate) return;
    setCreating(true);
    try {
      await create(name.trim(), picked.file);
    } catch {
      // Toasted by the data provider; the list is read again anyway.
    } finally {
      setCreating(false);
      onClose();
    }
  };

  const check = picked?.check;
  return (
    <Dialog open onClose={creating ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{T.imageRule}</Typography>
          <Box>
            <FileButton
              variant="outlined"
              accept="image/*"
              onChange={chosen((file) => void choose(file))}
              disabled={creating}
            >
              {T.chooseImage}
            </FileButton>
          </Box>
          {!picked && <Typography variant="body2">{T.noImageChosen}</Typography>}
          {picked && <Typography variant="body2">{picked.file.name}</Typography>}
          {picked?.preview && (
            <Box
              component="img"
              src={picked.preview}
              alt={T.preview(picked.file.name)}
              sx={{ width: '100%', maxHeight: 220, objectFit: 'contain', bgcolor: 'action.hover' }}
            />
          )}
          {check && !check.ok && (
            <Alert severity="error">{check.problem === 'too-large' ? T.maxFileSize : T.notAnImage}</Alert>
          )}
          {check?.ok && check.warning && <Alert severity="warning">{T.willBeCropped}</Alert>}
          <TextField
            label={T.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setNameTouched(true)}
            error={nameTouched && blankName}
            helperText={nameTouched && blankName ? T.nameRequired : undefined}
            disabled={creating}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {creating && <LinearProgress aria-label={T.creating} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={creating}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!canCreate}>
          {T.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
