import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { components } from '../../../common/api/schema';
import type { CollectionName } from '../../api/types';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
} from '../../dataProvider/collections.queries';
import type { ListState } from '../../lib/listState';
import { collectionViewQuery, type CollectionColumns } from './collectionView';
import { EXPORT_TEXTS } from './exportTexts';
import { SavedSearchCreateRules } from '../../../common/api/field-rules.gen';

type SavedSearch = components['schemas']['SavedSearch'];

/** The dialog that names the current search and saves it. */
function SaveSearchDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(name.trim());
      setName('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-search-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="save-search-title">{EXPORT_TEXTS.saveTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={EXPORT_TEXTS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: SavedSearchCreateRules.name.maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{EXPORT_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving || name.trim() === ''}>
            {EXPORT_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * "Saved searches": the signed-in staff user's named states of this collection page. Choosing one restores
 * its search, sort, order and fields; the current state can be saved under a name.
 */
export function SavedSearchesMenu({
  collection,
  state,
  columnState,
}: {
  collection: CollectionName;
  state: ListState;
  columnState: CollectionColumns;
}) {
  const [, setParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const searches = useSavedSearches(collection, anchor !== null).data?.searches ?? null;
  const deleteSearch = useDeleteSavedSearch(collection);
  const createSearch = useCreateSavedSearch(collection);
  const [dialogOpen, setDialogOpen] = useState(false);

  const open = (target: HTMLElement) => setAnchor(target);

  const restore = (search: SavedSearch) => {
    setAnchor(null);
    setParams(new URLSearchParams(search.state));
  };

  const remove = async (search: SavedSearch) => {
    await deleteSearch.mutateAsync(search.id);
  };

  const save = async (name: string) => {
    const stateText = collectionViewQuery(
      { ...state, first: 0, cursor: '' },
      columnState,
      collection,
    ).toString();
    await createSearch.mutateAsync({ name, state: stateText });
    setDialogOpen(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkIcon />}
        aria-haspopup="dialog"
        onClick={(event) => open(event.currentTarget)}
      >
        {EXPORT_TEXTS.savedSearches}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': EXPORT_TEXTS.savedSearchesTitle, sx: { minWidth: 280 } },
        }}
      >
        <List dense aria-label={EXPORT_TEXTS.savedSearchesTitle}>
          {searches?.length === 0 && (
            <ListItem>
              <Typography variant="body2">{EXPORT_TEXTS.noSavedSearches}</Typography>
            </ListItem>
          )}
          {searches?.map((search) => (
            <ListItem
              key={search.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={EXPORT_TEXTS.deleteSearch(search.name)}
                  onClick={() => void remove(search)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemButton onClick={() => restore(search)}>
                <ListItemText primary={search.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Button
          fullWidth
          sx={{ justifyContent: 'flex-start', px: 2, py: 1 }}
          onClick={() => {
            setAnchor(null);
            setDialogOpen(true);
          }}
        >
          {EXPORT_TEXTS.saveCurrent}
        </Button>
      </Popover>
      <SaveSearchDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={save} />
    </>
  );
}
