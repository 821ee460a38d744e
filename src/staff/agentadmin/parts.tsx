import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/** A key/value list (the hub's stats, an agent's data). */
export function KeyValueList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {key}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Long text (a prompt, formatted JSON) as written, in a block that scrolls when it is long; the block can take
 * the keyboard's focus so it can be scrolled without a mouse.
 */
export function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 320,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** A page of the agent admin: its heading and the way back to the hub. */
export function AdminAgentsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Link component={NavAnchor} href={paths.admin.agents()}>
        {T.backToHub}
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
