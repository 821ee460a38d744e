import Button from '@mui/material/Button';
import { MISSION_TEXTS as T } from './texts';

/** A row's Edit button, named after its row; the row's own click does the same, so the click stops here. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="small"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {T.edit}
    </Button>
  );
}
