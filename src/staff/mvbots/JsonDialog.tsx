import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { saveFile } from '../../components/download';
import { MVBOTS_TEXTS as T } from './texts';

/** What a JSON viewer shows: a title, the value and the file name Download Json saves it under. */
export interface JsonView {
  title: string;
  value: unknown;
  fileName: string;
}

/** Download Json: saves a bot document as an indented JSON file under the name given. */
export const downloadJson = (value: unknown, fileName: string) =>
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);

/** A dialog showing a value as indented JSON, as text (never as markup), with Download Json. */
export function JsonDialog({ view, onClose }: { view: JsonView | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={view !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <Box
          component="pre"
          tabIndex={0}
          aria-label={view?.title}
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: '60vh', fontSize: 13 }}
        >
          {view ? JSON.stringify(view.value, null, 2) : ''}
        </Box>
      </DialogContent>
      <DialogActions>
        {view && <Button onClick={() => downloadJson(view.value, view.fileName)}>{T.downloadJson}</Button>}
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
