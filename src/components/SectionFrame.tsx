import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { COMPONENT_TEXTS } from './texts';

/**
 * A titled section of a page (each section of a staff record page, among others), with optional actions beside
 * its heading. `children` may be a function of the heading's id, so tables can name themselves after it.
 */
export function SectionFrame({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode | ((headingId: string) => ReactNode);
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
      {typeof children === 'function' ? children(headingId) : children}
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
  if (load.isPending) return <Typography>{COMPONENT_TEXTS.loading}</Typography>;
  if (load.isError || load.data === undefined)
    return <Alert severity="error">{COMPONENT_TEXTS.loadFailed}</Alert>;
  return children(load.data);
}
