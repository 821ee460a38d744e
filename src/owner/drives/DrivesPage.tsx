import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DriveItem } from '../../dataProvider/drives';
import { useDriveAccounts, useLinkDrive, useRemoveDriveAccount } from '../../dataProvider/drives.queries';
import { canRemoveDrive } from '../../lib/drivePaths';
import { DRIVES_TEXTS } from './texts';
import { paths } from '../../paths';

/** The drive link flow is a browser redirect (a full navigation, which leaves the console). */
function navigateAway(url: string): void {
  window.location.assign(url);
}

/**
 * /drives: the linked drives with Remove (never for photos; asked to confirm first, since the drive must be
 * linked again to come back), and the buttons that link more.
 */
export function DrivesPage() {
  const navigate = useNavigate();
  const accounts = useDriveAccounts();
  const removeDrive = useRemoveDriveAccount();
  // Linking navigates with a one-use link code the API issues first: the session never goes in an address.
  const linkDrive = useLinkDrive(paths.drives(), navigateAway);
  // A failed load (toasted by the client) shows as no drives.
  const drives = accounts.isError ? [] : accounts.data;
  const [videoNote, setVideoNote] = useState(false);
  const [removing, setRemoving] = useState<DriveItem | null>(null);
  // Linking that failed comes back (a full page load) as ?driveError=…: kept here, dropped from the address.
  const [params, setParams] = useSearchParams();
  const [driveError, setDriveError] = useState<string | null>(() => params.get('driveError'));
  useEffect(() => {
    if (!params.has('driveError')) return;
    const rest = new URLSearchParams(params);
    rest.delete('driveError');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 800 }}>
      <Typography variant="h4" component="h1">
        {DRIVES_TEXTS.title}
      </Typography>
      {driveError && (
        <Alert severity="error" onClose={() => setDriveError(null)}>
          {driveError}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={linkDrive.isPending} onClick={() => linkDrive.mutate('google')}>
          {DRIVES_TEXTS.addCloudDrive}
        </Button>
        <Button variant="outlined" onClick={() => setVideoNote(true)}>
          {DRIVES_TEXTS.addVideoDrive}
        </Button>
      </Stack>
      {drives?.length === 0 && <Typography>{DRIVES_TEXTS.empty}</Typography>}
      <List>
        {drives?.map((drive) => (
          <ListItem
            key={drive.id}
            disablePadding
            secondaryAction={
              <Button
                aria-label={DRIVES_TEXTS.removeLabel(drive.name)}
                disabled={!canRemoveDrive(drive.id)}
                onClick={() => setRemoving(drive)}
              >
                {DRIVES_TEXTS.remove}
              </Button>
            }
          >
            <ListItemButton onClick={() => navigate(paths.browseDrive(drive.path))}>
              <ListItemText primary={drive.name} secondary={drive.description} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {removing && (
        <ConfirmDialog
          open
          title={DRIVES_TEXTS.removeTitle}
          confirmLabel={DRIVES_TEXTS.remove}
          cancelLabel={DRIVES_TEXTS.cancel}
          destructive
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await removeDrive.mutateAsync(removing.id);
            setRemoving(null);
          }}
        >
          <DialogContentText>{DRIVES_TEXTS.removeText(removing.name)}</DialogContentText>
        </ConfirmDialog>
      )}
      <Dialog open={videoNote} onClose={() => setVideoNote(false)} aria-labelledby="video-note-title">
        <DialogTitle id="video-note-title">{DRIVES_TEXTS.videoNoteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DRIVES_TEXTS.videoNote}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setVideoNote(false)}>{DRIVES_TEXTS.cancel}</Button>
          <Button
            variant="contained"
            disabled={linkDrive.isPending}
            onClick={() => linkDrive.mutate('vimeo')}
          >
            {DRIVES_TEXTS.continue}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
