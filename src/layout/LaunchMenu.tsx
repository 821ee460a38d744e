import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import type { User } from '../api/types';
import { HEADER_TEXTS } from './texts';

/**
 * The launch button (owner-console.md §2.4): Launch In VR, Launch on Desktop and, for users with a game-store
 * account, Launch in Steam. The launch flows need the VR app's deep links, which arrive in a later issue; until
 * then the items are disabled and say so rather than pretending to launch.
 */
export function LaunchMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items: string[] = [HEADER_TEXTS.launchInVr, HEADER_TEXTS.launchOnDesktop];
  if (user.steamaccount) items.push(HEADER_TEXTS.launchInSteam);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<RocketLaunchIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {HEADER_TEXTS.launch}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((label) => (
          <Tooltip key={label} title={HEADER_TEXTS.launchComingSoon} placement="left" describeChild>
            <MenuItem aria-disabled="true" sx={{ opacity: 0.75, cursor: 'default' }}>
              {label}
            </MenuItem>
          </Tooltip>
        ))}
      </Menu>
    </>
  );
}
