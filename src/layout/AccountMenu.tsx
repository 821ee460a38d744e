import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { SignedIn } from '../authProvider/session';
import { BlobAvatar } from './UserAvatar';
import { NavAnchor } from './navigation';
import { HEADER_TEXTS } from './texts';

export interface AccountMenuProps {
  session: SignedIn;
  onLogout: () => void;
  onSelectDomain: (domainId: string) => void;
}

/**
 * The signed-in header's picture (the current domain's icon, else the profile icon) and its dropdown:
 * Profile, Log Out, then the domains the user belongs to; choosing one makes it the current domain.
 */
export function AccountMenu({ session, onLogout, onSelectDomain }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { user, currentDomain, domains } = session;
  const close = () => setAnchor(null);
  const picture = currentDomain?.iconblob
    ? { blob: currentDomain.iconblob, name: currentDomain.name }
    : { blob: user.iconblob, name: user.nickname };
  return (
    <>
      <IconButton
        aria-label={HEADER_TEXTS.accountMenu}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <BlobAvatar blob={picture.blob} name={picture.name} sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={NavAnchor} href="/profile" onClick={close}>
          {HEADER_TEXTS.menuProfile}
        </MenuItem>
        {/* Contact Us, Billing and Merge Accounts (shown when canMergeAccounts(user)) open dialogs whose server
            calls come with the owner-console issue. */}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {HEADER_TEXTS.logOut}
        </MenuItem>
        {/* The domains follow a separator; a subheader would not be a valid child of a menu. */}
        {domains.length > 0 && <Divider />}
        {domains.map((domain) => (
          <MenuItem
            key={domain.id}
            selected={domain.id === currentDomain?.id}
            onClick={() => {
              close();
              onSelectDomain(domain.id);
            }}
          >
            <ListItemIcon>
              <BlobAvatar
                blob={domain.iconblob}
                name={domain.name}
                sx={{ width: 24, height: 24, fontSize: 14 }}
              />
            </ListItemIcon>
            <ListItemText primary={domain.name} secondary={domain.uri} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
