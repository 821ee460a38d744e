import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { Entity } from '../../dataProvider/entities';
import { ENTITY_TEXTS as T } from './texts';

/** Confirms a delete; the server refuses what the §5 rules forbid whatever the page shows. */
export function DeleteEntityDialog({
  entity,
  onCancel,
  onConfirm,
}: {
  entity: Entity | null;
  onCancel(): void;
  onConfirm(entity: Entity): void;
}) {
  return (
    <Dialog open={entity !== null} onClose={onCancel}>
      <DialogTitle>{entity ? T.deleteTitle(entity.nickname ?? entity.name) : ''}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button color="error" onClick={() => entity && onConfirm(entity)}>
          {T.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
