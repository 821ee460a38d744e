import Typography from '@mui/material/Typography';
import type { FormNotice } from '../../forms/editState';

/** A notice of the mission tools: green on success, red (as an alert) on failure or a `msg` (staff-and-agents.md §2.11, §8). */
export function Notice({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  const error = notice.severity === 'error';
  return (
    <Typography
      role={error ? 'alert' : 'status'}
      sx={{ color: error ? 'error.main' : 'success.main', fontWeight: 600 }}
    >
      {notice.text}
    </Typography>
  );
}
