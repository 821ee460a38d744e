import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaffOnly } from '../collections/StaffOnly';
import { AdvertApprovals } from './AdvertApprovals';
import { StorefrontApprovals } from './StorefrontApprovals';
import { APPROVALS_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

/** `/admin/approvals`: pending storefronts and pending adverts (staff-and-agents.md §2.7). */
export function ApprovalsPage() {
  return (
    <StaffOnly>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {T.title}
          </Typography>
          <Typography color="text.secondary">{T.limitNote}</Typography>
        </Stack>
        <RevealTogether spacing={4}>
          <StorefrontApprovals />
          <AdvertApprovals />
        </RevealTogether>
      </Stack>
    </StaffOnly>
  );
}
