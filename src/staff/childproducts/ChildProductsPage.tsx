import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChildProducts } from '../../dataProvider/adminRecords.queries';
import type { ChildProduct } from '../../dataProvider/adminRecords';
import { NavAnchor } from '../../layout/navigation';
import { StaffOnly } from '../collections/StaffOnly';
import { DataTable } from '../../components/DataTable';
import { CHILD_PRODUCT_TEXTS as T } from './texts';
import { paths } from '../../paths';

function ChildProductList() {
  const load = useChildProducts();
  if (load.isPending) return <CircularProgress size={24} aria-label={T.loading} />;
  if (load.isError) return <Alert severity="error">{T.failed}</Alert>;
  return (
    <DataTable<ChildProduct>
      rows={load.data.products}
      empty={T.noProducts}
      rowKey={(product) => product.id}
      columns={[
        {
          heading: T.id,
          cell: (product) => (
            <Link component={NavAnchor} href={paths.admin.childProduct(product.id)}>
              {product.id}
            </Link>
          ),
        },
        { heading: T.name, cell: (product) => product.name ?? '' },
        { heading: T.rootDomain, cell: (product) => product.root_domain },
      ]}
    />
  );
}

/** `/admin/childproducts`: the child product list (staff-and-agents.md §1). */
export function ChildProductsPage() {
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.listTitle}
        </Typography>
        <Typography>{T.listIntro}</Typography>
        <ChildProductList />
      </Stack>
    </StaffOnly>
  );
}
