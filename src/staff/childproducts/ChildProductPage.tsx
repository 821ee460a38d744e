import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminDocument } from '../../api/types';
import type { ChildProduct } from '../../dataProvider/adminRecords';
import { useChildProduct } from '../../dataProvider/adminRecords.queries';
import { NavAnchor } from '../../layout/navigation';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { ReadOnlyNotice, useMayChangeMissions } from '../missions/missionChanges';
import { CHILD_PRODUCT_TEXTS as T, MISSION_SUBMENUS } from './texts';
import { paths } from '../../paths';
import { MissionEventTabs } from './missionEvents/MissionEventTabs';

/** The root domain as a link to its record page (staff only), named once its record has loaded. */
function RootDomainLink({ id }: { id: string }) {
  const { data } = useGetOne<AdminDocument>('admin/domains', { id });
  const name = [data?.nickname, data?.name, data?.uri].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return (
    <Link component={NavAnchor} href={paths.admin.record('domains', id)}>
      {name ? `${name} (${id})` : id}
    </Link>
  );
}

/**
 * The links to the mission tool sub-pages, which any signed-in user may read (staff-and-agents.md §6); a user
 * without admin_missions is told once that they see the tools read-only.
 */
function MissionButtons({ id, mayChange }: { id: string; mayChange: boolean }) {
  return (
    <SectionFrame title={T.missionTools}>
      <Stack spacing={2}>
        {!mayChange && <ReadOnlyNotice />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {MISSION_SUBMENUS.map((submenu) => (
            <Button
              key={submenu}
              variant="outlined"
              component={NavAnchor}
              href={paths.admin.childProduct(id, submenu)}
            >
              {T.buttons[submenu]}
            </Button>
          ))}
        </Stack>
      </Stack>
    </SectionFrame>
  );
}

function ProductView({ product, staff }: { product: ChildProduct; staff: boolean }) {
  const mayChange = useMayChangeMissions();
  const rows: [string, ReactNode][] = [
    [T.id, product.id],
    [T.name, product.name ?? ''],
    [T.rootDomain, staff ? <RootDomainLink id={product.root_domain} /> : product.root_domain],
  ];
  return (
    <>
      <SectionFrame title={T.product}>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 200 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionFrame>
      <MissionButtons id={product.id} mayChange={mayChange} />
      <MissionEventTabs productId={product.id} editable={mayChange} />
    </>
  );
}

function ChildProductMenu({ id }: { id: string }) {
  const load = useChildProduct(id);
  // The list of child products and the domain records are staff pages; others are not led there.
  const staff = useHoldsPermission('administrator');
  const title = load.isSuccess ? (load.data.name ?? load.data.id) : id;
  return (
    <Stack spacing={2}>
      {staff && (
        <Link component={NavAnchor} href={paths.admin.childProducts()}>
          {T.backToList}
        </Link>
      )}
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {load.isPending && <CircularProgress size={24} aria-label={T.loading} />}
      {load.isError && (
        <Alert severity="error">{load.error instanceof Error ? load.error.message : T.failed}</Alert>
      )}
      {load.isSuccess && <ProductView product={load.data} staff={staff} />}
    </Stack>
  );
}

/**
 * `/admin/childproducts/{id}`: the child product, its root domain, the mission tool menu and the tabs of its
 * mission event tools (staff-and-agents.md §2.3, §2.10), for any signed-in user (staff-and-agents.md §6); only
 * holders of admin_missions get the New buttons and the links to the records' forms.
 */
export function ChildProductPage() {
  const { id } = useParams<'id'>();
  if (!id) return null;
  return <ChildProductMenu key={id} id={id} />;
}
