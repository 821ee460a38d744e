import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { User } from '../api/types';
import { headerLinks } from './links';
import { NavAnchor } from './navigation';
import { HEADER_TEXTS } from './texts';
import { paths } from '../paths';
import logoUrl from './logo.svg';

/**
 * The header's left side: the logo and the main links, which collapse into a dropdown on small screens
 * (owner-console.md §2.2). On phones the logo stands alone, without its name or spacing, so the signed-in header
 * fits a 320-pixel screen.
 */
export function HeaderLinks({ user }: { user: User | null }) {
  const links = headerLinks(user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Box
      component="nav"
      aria-label={HEADER_TEXTS.primaryNavigation}
      sx={{ display: 'flex', alignItems: 'center' }}
    >
      <IconButton
        color="inherit"
        aria-label={HEADER_TEXTS.navigationMenu}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, mr: { xs: 0, sm: 1 } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem key={link.to} component={NavAnchor} href={link.to} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
      <Box
        component={NavAnchor}
        href={paths.home()}
        aria-label={HEADER_TEXTS.home}
        sx={{
          display: 'flex',
          alignItems: 'center',
          color: 'inherit',
          textDecoration: 'none',
          mr: { xs: 0, sm: 2 },
        }}
      >
        <Box component="img" src={logoUrl} alt="" sx={{ width: 32, height: 32, mr: { xs: 0, sm: 1 } }} />
        <Box
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.15rem', display: { xs: 'none', sm: 'inline' } }}
        >
          Multiverse
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
        {links.map((link) => (
          <Button key={link.to} color="inherit" component={NavAnchor} href={link.to}>
            {link.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
