import type { Entity } from '../../dataProvider/entities';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ENTITY_TEXTS as T } from './texts';

/**
 * Confirms a delete; the server refuses what the owner-console.md §5 rules forbid whatever the page shows, and its reason is
 * shown in the dialog.
 */
export function DeleteEntityDialog({
  entity,
  onCancel,
  onConfirm,
}: {
  entity: Entity | null;
  onCancel(): void;
  onConfirm(entity: Entity): Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={entity !== null}
      title={entity ? T.deleteTitle(entity.nickname ?? entity.name) : ''}
      confirmLabel={T.delete}
      cancelLabel={T.cancel}
      destructive
      onClose={onCancel}
      onConfirm={() => entity && onConfirm(entity)}
    />
  );
}
