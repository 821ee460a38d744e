import Typography from '@mui/material/Typography';
import { StaffOnly } from './StaffOnly';
import { COLLECTION_TEXTS } from './texts';

/** Any other `/admin/…` path: "Bad uri" (staff-and-agents.md §5). */
export function AdminFallback() {
  return (
    <StaffOnly>
      <Typography variant="h5" component="h1">
        {COLLECTION_TEXTS.badUri}
      </Typography>
    </StaffOnly>
  );
}
