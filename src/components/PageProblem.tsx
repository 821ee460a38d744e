import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page that cannot be shown (its record not found, not loaded, not open to this user): the reason, in an
 * error alert, as the page's main heading, so the page keeps a level-one heading that says what happened.
 */
export function PageProblem({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <Typography component="h1" variant="inherit">
        {children}
      </Typography>
    </Alert>
  );
}
