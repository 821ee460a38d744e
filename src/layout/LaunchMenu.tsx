import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { User } from '../api/types';
import { LaunchDialog } from '../owner/launch/LaunchDialog';
import { STEAM_URL } from '../owner/launch/texts';
import { useHeadsetLaunch } from '../owner/launch/useHeadsetLaunch';
import { HeaderButton } from './HeaderButton';
import { HEADER_TEXTS } from './texts';

/**
 * The launch button (owner-console.md §2.4): Launch In VR (headset deep link, confirm prompt), Launch on
 * Desktop (the non-VR deep link, straight to the link) and, for users with a game-store account, Launch in
 * Steam (game 873990).
 */
export function LaunchMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { phase, start, launch, cancel } = useHeadsetLaunch();
  const close = () => setAnchor(null);
  return (
    <>
      <HeaderButton
        label={HEADER_TEXTS.launch}
        icon={<RocketLaunchIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void start({}, 'confirm');
          }}
        >
          {HEADER_TEXTS.launchInVr}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void start({ nonvr: true }, 'none');
          }}
        >
          {HEADER_TEXTS.launchOnDesktop}
        </MenuItem>
        {user.steamaccount && (
          <MenuItem
            onClick={() => {
              close();
              window.location.assign(STEAM_URL);
            }}
          >
            {HEADER_TEXTS.launchInSteam}
          </MenuItem>
        )}
      </Menu>
      <LaunchDialog phase={phase} onLaunch={launch} onCancel={cancel} />
    </>
  );
}
