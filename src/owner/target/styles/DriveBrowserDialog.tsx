import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { driveFileValue } from '../../../../common/styleRules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { DriveItem } from '../../../dataProvider/drives';
import { useDriveFileEntity, useDriveFolder } from '../../../dataProvider/drives.queries';
import { STYLES_TEXTS as T } from './texts';

/** Files a content variable can show: pictures, and videos where it takes them. */
function fits(item: DriveItem, videos: boolean): boolean {
  const type = item.mimeType ?? '';
  return type.startsWith('image/') || (videos && type.startsWith('video/'));
}

/** The folder above `path` ('' for the list of drives). */
const parent = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/**
 * The drive browser of a content variable (single-target-and-flows.md §2 dialogs): the user's drives and folders (the first page of
 * each), pictures and, where the variable takes them, videos; the chosen file is stored as its blob
 * (`[image]` or `[video]`) or, for a file of a linked account, as its link.
 */
export function DriveBrowserDialog({
  open,
  videos,
  onClose,
  onSave,
}: {
  open: boolean;
  videos: boolean;
  onClose: () => void;
  onSave: (value: string) => Promise<unknown>;
}) {
  const [path, setPath] = useState('');
  const [chosen, setChosen] = useState<DriveItem | null>(null);
  const folder = useDriveFolder(path);
  const entity = useDriveFileEntity();
  const items = (folder.data?.page.files ?? []).filter(
    (item) =>
      item.type === 'directory' || item.type === 'account' || (item.type !== 'link' && fits(item, videos)),
  );
  const confirm = async () => {
    if (!chosen) return;
    const found = await entity.mutateAsync(chosen.path);
    const value =
      found.type === 'file' && found.blob
        ? driveFileValue(found.blob, found.mimetype ?? chosen.mimeType)
        : `[link] ${found.link ?? ''}`;
    await onSave(value);
  };
  return (
    <ConfirmDialog
      open={open}
      title={T.driveTitle}
      confirmLabel={T.save}
      confirmDisabled={chosen === null}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Typography sx={{ mb: 1 }}>{path === '' ? T.driveRoot : path}</Typography>
      {path !== '' && (
        <Button
          size="small"
          onClick={() => {
            setPath(parent(path));
            setChosen(null);
          }}
        >
          {T.driveUp}
        </Button>
      )}
      {folder.isPending && <CircularProgress size={24} aria-label={T.loading} />}
      {folder.isSuccess && items.length === 0 && <Typography>{T.driveEmpty}</Typography>}
      <List dense sx={{ minWidth: 320 }}>
        {items.map((item) =>
          item.type === 'file' ? (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                selected={chosen?.path === item.path}
                aria-pressed={chosen?.path === item.path}
                onClick={() => setChosen(item)}
              >
                <ListItemIcon>
                  <InsertDriveFileIcon />
                </ListItemIcon>
                <ListItemText primary={item.name} secondary={item.mimeType} />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                onClick={() => {
                  setPath(item.path);
                  setChosen(null);
                }}
              >
                <ListItemIcon>
                  <FolderIcon />
                </ListItemIcon>
                <ListItemText primary={item.name} />
              </ListItemButton>
            </ListItem>
          ),
        )}
      </List>
    </ConfirmDialog>
  );
}
