import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_COLLECTIONS } from '../../layout/links';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from './StaffOnly';
import { COLLECTION_TEXTS } from './texts';

/** `/admin`: the staff dashboard (its contents are not specified): links to the collections. */
export function AdminHome() {
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {COLLECTION_TEXTS.dashboardTitle}
        </Typography>
        <Typography>{COLLECTION_TEXTS.dashboardIntro}</Typography>
        <List>
          {ADMIN_COLLECTIONS.map(({ collection, label }) => (
            <ListItem key={collection} disablePadding sx={{ py: 0.5 }}>
              <Link component={NavAnchor} href={`/admin/${collection}`}>
                {label}
              </Link>
            </ListItem>
          ))}
        </List>
      </Stack>
    </StaffOnly>
  );
}
AdminHome.path = '/admin';

/** Any other `/admin/…` path: "Bad uri" (staff-and-agents.md §5). */
export function AdminFallback() {
  return (
    <StaffOnly>
      <Typography variant="h5" component="h1">
        {COLLECTION_TEXTS.badUri}
      </Typography>
    </StaffOnly>
  );
}
AdminFallback.path = '/admin/*';
