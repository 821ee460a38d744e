import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NavAnchor } from './navigation';
import { SHELL_TEXTS } from './texts';
import { paths } from '../paths';

/** The footer: the UK company and the privacy link (owner-console.md §1). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2">{SHELL_TEXTS.footerCompany}</Typography>
      <Link component={NavAnchor} href={paths.privacy()} variant="body2">
        {SHELL_TEXTS.footerPrivacy}
      </Link>
    </Box>
  );
}
