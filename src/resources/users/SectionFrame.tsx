import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { USER_TEXTS } from './texts';

/** A titled section of a record page; `headingId` lets tables name themselves after the heading. */
export function SectionFrame({
  title,
  children,
  actions,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, overflowX: 'auto' }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children(headingId)}
    </Paper>
  );
}

/** Shows loading and failure states of a section's query, else the content. */
export function Loaded<T>({
  load,
  children,
}: {
  load: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  children: (value: T) => ReactNode;
}) {
  if (load.isPending) return <Typography>{USER_TEXTS.loading}</Typography>;
  if (load.isError || load.data === undefined) return <Alert severity="error">{USER_TEXTS.loadFailed}</Alert>;
  return children(load.data);
}
