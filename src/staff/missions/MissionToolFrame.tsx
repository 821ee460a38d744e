import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { useChildProduct } from '../../dataProvider/adminRecords.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { InvalidPermission, StaffOnly } from '../collections/StaffOnly';
import { MISSION_TEXTS as T } from './texts';

function Frame({
  id,
  title,
  children,
}: {
  id: string;
  title: (name: string) => string;
  children: ReactNode;
}) {
  const allowed = useHoldsPermission('admin_missions');
  const product = useChildProduct(id);
  if (!allowed) return <InvalidPermission />;
  const name = product.data?.name ?? product.data?.id ?? id;
  return (
    <Stack spacing={2}>
      <Link component={NavAnchor} href={paths.admin.childProduct(id)}>
        {T.backToProduct}
      </Link>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title(name)}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The frame of a mission tool page of `/admin/childproducts/{id}/…`: staff only, and only with admin_missions
 * ("Invalid Permission" otherwise, staff-and-agents.md §6), titled "{child product name} …" (staff-and-agents.md §2.11).
 */
export function MissionToolFrame({
  title,
  children,
}: {
  title: (name: string) => string;
  children: (productId: string) => ReactNode;
}) {
  const { id } = useParams<'id'>();
  if (!id) return null;
  return (
    <StaffOnly>
      <Frame key={id} id={id} title={title}>
        {children(id)}
      </Frame>
    </StaffOnly>
  );
}
