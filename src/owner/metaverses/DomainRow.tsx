import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Domain } from '../../api/types';
import { BlobAvatar } from '../../layout/UserAvatar';
import { NavAnchor } from '../../layout/navigation';
import { membershipLabel } from '../../lib/membership';
import { planDisplay } from '../../lib/plan';
import { paths } from '../../paths';

/** The plan type with its expiry text, the expiry in red when it warns (owner-console.md §2.5). */
export function PlanText({ domain, now }: { domain: Domain; now: Date }) {
  const plan = planDisplay(domain.plan, now);
  return (
    <Typography variant="body2" component="span">
      {plan.label}
      {plan.expiry && (
        <>
          {' · '}
          <Typography
            component="span"
            variant="body2"
            sx={{
              color: plan.expiry.warning ? 'error.main' : 'inherit',
              fontWeight: plan.expiry.warning ? 600 : undefined,
            }}
          >
            {plan.expiry.text}
          </Typography>
        </>
      )}
    </Typography>
  );
}

/** One metaverse: the whole row is the link to /domains/{uri}; it shows the metaverse's URI. */
export function DomainRow({ domain, userId, now }: { domain: Domain; userId: string; now: Date }) {
  const path = paths.domain.home(domain.uri);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={NavAnchor} href={path}>
        <ListItemAvatar>
          <BlobAvatar blob={domain.iconblob} name={domain.name} />
        </ListItemAvatar>
        <ListItemText
          primary={domain.name}
          secondary={domain.uri}
          slotProps={{ secondary: { sx: { color: 'primary.main', textDecoration: 'underline' } } }}
        />
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', ml: 2, textAlign: 'right' }}>
          <PlanText domain={domain} now={now} />
          <Chip size="small" variant="outlined" label={membershipLabel(domain, userId)} />
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
