import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ConversationLine } from '../../dataProvider/mvbots';
import { MVBOTS_TEXTS as T } from './texts';

/** A conversation to show: its lines, who wrote them and, for a preview, the prompt as it was sent. */
export interface ConversationView {
  title: string;
  conversation: readonly ConversationLine[];
  responder: string | null;
  prompt?: string;
}

/** The agents' lines as text, and which responder wrote them (the local responder says it is one). */
export function ConversationDialog({
  view,
  onClose,
}: {
  view: ConversationView | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={view !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {view?.responder && (
            <Alert severity="info" icon={false}>
              {T.writtenBy(view.responder)}
            </Alert>
          )}
          {view?.conversation.length === 0 && <Typography>{T.noLines}</Typography>}
          {view?.conversation.map((line, index) => (
            <Typography key={index}>
              <strong>{line.display_name}:</strong> {line.text}
            </Typography>
          ))}
          {view?.prompt !== undefined && (
            <>
              <Typography variant="subtitle1" component="h3">
                {T.renderedPrompt}
              </Typography>
              <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>
                {view.prompt}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
