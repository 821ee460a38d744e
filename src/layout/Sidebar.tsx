import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { NavItem } from './links';
import { NavAnchor } from './navigation';
import { SIDEBAR_TEXTS } from './texts';
import { routes } from '../paths';

export interface SidebarGroup {
  heading: string;
  links: NavItem[];
}

const WIDTH = 220;

function isAt(pathname: string, { to, exact }: NavItem): boolean {
  if (exact || to === routes.admin) return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The address of the one link the page is at: the nearest, so on a metaverse's Manage page that is Manage, not
 * also the metaverse's Home above it; Home stays current on its own pages without a link of their own.
 */
export function currentLink(pathname: string, groups: readonly SidebarGroup[]): string | undefined {
  let best: string | undefined;
  for (const link of groups.flatMap((group) => group.links)) {
    if (isAt(pathname, link) && (best === undefined || link.to.length > best.length)) best = link.to;
  }
  return best;
}

function SidebarLinks({
  groups,
  pathname,
  onNavigate,
}: {
  groups: SidebarGroup[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const at = currentLink(pathname, groups);
  return (
    <Box component="nav" aria-label={SIDEBAR_TEXTS.label} sx={{ width: WIDTH }}>
      {groups.map((group) => (
        <List
          key={group.heading}
          dense
          subheader={<ListSubheader disableSticky>{group.heading}</ListSubheader>}
        >
          {group.links.map((link) => {
            const current = link.to === at;
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={NavAnchor}
                  href={link.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}

const wideScreen = (theme: Theme) => theme.breakpoints.up('md');

/**
 * The sidebar (owner-console.md §2.2): admin links for staff, the current domain's links for its managers and,
 * on an agent's pages, the agent's links for its owner.
 * Permanent on wide screens; a drawer opened from the header on small ones. The permanent one is rendered only on
 * a wide screen (read as the console first renders, so it is there from the start): hidden by style alone, its
 * links were still built on every small screen's first render.
 */
export function Sidebar({
  groups,
  pathname,
  open,
  onClose,
}: {
  groups: SidebarGroup[];
  pathname: string;
  open: boolean;
  onClose: () => void;
}) {
  const wide = useMediaQuery(wideScreen, { noSsr: true });
  return (
    <>
      {wide && (
        <Box sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <SidebarLinks groups={groups} pathname={pathname} />
        </Box>
      )}
      <Drawer open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
        <SidebarLinks groups={groups} pathname={pathname} onNavigate={onClose} />
      </Drawer>
    </>
  );
}
