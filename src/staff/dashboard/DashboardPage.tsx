import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../authProvider/useSession';
import { DataTable } from '../../components/DataTable';
import { useCollectionCounts } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { ADMIN_COLLECTIONS, dashboardLinks } from '../../layout/links';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { DASHBOARD_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatNumber } from '../../lib/formatNumber';

function Counts() {
  const load = useCollectionCounts();
  const counts = load.data?.counts ?? null;
  if (load.isError) return <Alert severity="error">{errorText(load.error)}</Alert>;
  const byName = new Map(counts?.map((entry) => [entry.collection, entry.count]));
  return (
    <Box sx={{ maxWidth: 480 }}>
      <DataTable
        labelledBy="dashboard-collections"
        rows={ADMIN_COLLECTIONS}
        rowKey={(row) => row.collection}
        columns={[
          {
            heading: T.collection,
            cell: ({ collection, label }) => (
              <Link component={NavAnchor} href={paths.admin.collection(collection)}>
                {label}
              </Link>
            ),
          },
          {
            heading: T.records,
            align: 'right',
            cell: ({ collection }) =>
              counts === null ? T.loading : formatNumber(byName.get(collection) ?? 0),
          },
        ]}
      />
    </Box>
  );
}

/** `/admin`: how many records each collection holds, with links, and the other staff pages. */
export function DashboardPage() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  return (
    <StaffOnly>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Stack spacing={1}>
          <Typography variant="h5" component="h2" id="dashboard-collections">
            {T.collections}
          </Typography>
          <Counts />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h5" component="h2">
            {T.pages}
          </Typography>
          <List dense>
            {dashboardLinks(user).map((page) => (
              <ListItem key={page.to} disablePadding sx={{ py: 0.5 }}>
                <Link component={NavAnchor} href={page.to}>
                  {page.label}
                </Link>
              </ListItem>
            ))}
          </List>
        </Stack>
      </Stack>
    </StaffOnly>
  );
}
