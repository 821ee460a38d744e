import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Suspense, useId, useState } from 'react';
import { preloadable } from '../lib/preloadable';
import type { SignedIn } from '../authProvider/session';
import { canMergeAccounts } from '../authProvider/canAccess';
import { BillingInfoDialog } from '../owner/billing/BillingInfoDialog';
import { BILLING_TEXTS } from '../owner/billing/texts';
import { useBillingPortal } from '../dataProvider/payments.queries';
import { CONTACT_TEXTS } from '../owner/contact/texts';
import { MERGE_TEXTS } from '../owner/merge/texts';
import { visuallyHidden } from '../components/visuallyHidden';
import { BlobAvatar } from './UserAvatar';
import { NavAnchor } from './navigation';
import { HEADER_TEXTS } from './texts';
import { paths } from '../paths';

// The dialogs the menu opens (their forms and fields) are fetched when chosen, not with every page.
const ContactDialog = preloadable(async () => (await import('../owner/contact/ContactDialog')).ContactDialog);
const MergeDialog = preloadable(async () => (await import('../owner/merge/MergeDialog')).MergeDialog);

export interface AccountMenuProps {
  session: SignedIn;
  onLogout: () => void;
  onSelectDomain: (domainId: string) => void;
}

/**
 * The signed-in header's picture (the current domain's icon, else the profile icon) and its dropdown:
 * Profile, Contact Us, Billing, Log Out, Merge Accounts (email/password accounts), then the domains the user belongs to; choosing one makes it the current domain.
 */
export function AccountMenu({ session, onLogout, onSelectDomain }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'contact' | 'merge' | null>(null);
  const menuId = useId();
  const { user, currentDomain, domains } = session;
  const close = () => setAnchor(null);
  const billing = useBillingPortal();
  const picture = currentDomain?.iconblob
    ? { blob: currentDomain.iconblob, name: currentDomain.name }
    : { blob: user.iconblob, name: user.nickname };
  return (
    <>
      {/* Named by its text, not aria-label: the picture's initials are decorative, not part of its name. */}
      <IconButton
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <BlobAvatar blob={picture.blob} name={picture.name} sx={{ width: 36, height: 36 }} />
        <Box component="span" sx={visuallyHidden}>
          {HEADER_TEXTS.accountMenu}
        </Box>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={NavAnchor} href={paths.profile()} onClick={close}>
          {HEADER_TEXTS.menuProfile}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setDialog('contact');
          }}
        >
          {CONTACT_TEXTS.menu}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            billing.open();
          }}
        >
          {BILLING_TEXTS.menu}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {HEADER_TEXTS.logOut}
        </MenuItem>
        {canMergeAccounts(user) && (
          <MenuItem
            onClick={() => {
              close();
              setDialog('merge');
            }}
          >
            {MERGE_TEXTS.menu}
          </MenuItem>
        )}
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
                sx={{ width: 24, height: 24, fontSize: 12 }}
              />
            </ListItemIcon>
            <ListItemText primary={domain.name} secondary={domain.uri} />
          </MenuItem>
        ))}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'contact' && <ContactDialog user={user} onClose={() => setDialog(null)} />}
        {dialog === 'merge' && <MergeDialog onClose={() => setDialog(null)} />}
      </Suspense>
      <BillingInfoDialog userId={user.id} />
    </>
  );
}
