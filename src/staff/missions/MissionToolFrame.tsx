import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useChildProduct } from '../../dataProvider/adminRecords.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { ReadOnlyNotice, useMayChangeMissions } from './missionChanges';
import { MISSION_TEXTS as T } from './texts';

function Frame({
  id,
  title,
  changeable,
  children,
}: {
  id: string;
  title: (name: string) => string;
  changeable: boolean;
  children: (productId: string, mayChange: boolean) => ReactNode;
}) {
  const mayChange = useMayChangeMissions();
  const product = useChildProduct(id);
  const name = product.data?.name ?? product.data?.id ?? id;
  return (
    <Stack spacing={2}>
      <Link component={NavAnchor} href={paths.admin.childProduct(id)}>
        {T.backToProduct}
      </Link>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title(name)}
      </Typography>
      {changeable && !mayChange && <ReadOnlyNotice />}
      {children(id, mayChange)}
    </Stack>
  );
}

/**
 * The frame of a mission tool page of `/admin/childproducts/{id}/…`, titled "{child product name} …"
 * (staff-and-agents.md §2.11). Any signed-in user reads the page (staff-and-agents.md §6); `children` gets
 * whether this user may also change its records (admin_missions), and a page that changes records
 * (`changeable`, the default) says once to others that they see it read-only.
 */
export function MissionToolFrame({
  title,
  changeable = true,
  children,
}: {
  title: (name: string) => string;
  changeable?: boolean;
  children: (productId: string, mayChange: boolean) => ReactNode;
}) {
  const { id } = useParams<'id'>();
  if (!id) return null;
  return (
    <Frame key={id} id={id} title={title} changeable={changeable}>
      {children}
    </Frame>
  );
}
