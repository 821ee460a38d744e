import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { readFirst, withFirst } from '../../lib/listState';
import type { EscrowPage } from '../../dataProvider/adminPages';
import { useEscrows } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { ESCROWS_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/formatNumber';

const PAGE = 30;

type Escrow = EscrowPage['documents'][number];

const userLink = (id: string | undefined, name: string | undefined) =>
  id ? (
    <Link component={NavAnchor} href={paths.admin.record('users', id)}>
      {name || id}
    </Link>
  ) : (
    ''
  );

function EscrowList({ archived }: { archived: boolean }) {
  const [params, setParams] = useSearchParams();
  const first = readFirst(params);
  // Each offset is its own query, so paging shows "Loading..." until that page arrives.
  const load = useEscrows(archived, first, PAGE);
  const page = load.data ?? null;
  const error = load.isError ? errorText(load.error) : null;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (page === null) return <Typography>{T.loading}</Typography>;
  if (page.documents.length === 0) return <Typography>{T.none}</Typography>;
  const title = archived ? T.archived : T.open;
  return (
    <Stack spacing={2}>
      <Pager
        label={T.paging(title)}
        first={first}
        count={PAGE}
        total={page.total}
        onChange={(next) => setParams(withFirst(params, next))}
      />
      <DataTable<Escrow>
        label={title}
        rows={page.documents}
        rowKey={(escrow) => escrow.escrowid}
        columns={[
          { heading: T.escrowid, cell: (escrow) => escrow.escrowid },
          { heading: T.timestamp, cell: (escrow) => formatDateTime(escrow.timestamp) },
          { heading: T.amount, align: 'right', cell: (escrow) => formatNumber(escrow.amount) },
          { heading: T.itemname, cell: (escrow) => escrow.itemname },
          { heading: T.payer, cell: (escrow) => userLink(escrow.user, escrow.usernickname) },
          { heading: T.receiver, cell: (escrow) => userLink(escrow.receiver, escrow.receivername) },
        ]}
      />
    </Stack>
  );
}

function EscrowsView({ archived }: { archived: boolean }) {
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {archived ? T.archived : T.open}
        </Typography>
        <Typography>
          {archived ? T.archivedIntro : T.openIntro}{' '}
          <Link component={NavAnchor} href={archived ? paths.admin.escrows() : paths.admin.archivedEscrows()}>
            {T.other(archived)}
          </Link>
        </Typography>
        <EscrowList key={String(archived)} archived={archived} />
      </Stack>
    </StaffOnly>
  );
}

/** `/admin/escrows`: open escrows, paged. */
export function EscrowsPage() {
  return <EscrowsView archived={false} />;
}

/** `/admin/archivedescrows`: settled escrows, paged. */
export function ArchivedEscrowsPage() {
  return <EscrowsView archived />;
}
