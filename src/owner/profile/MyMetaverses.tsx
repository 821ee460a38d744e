import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Domain } from '../../api/types';
import { BlobAvatar } from '../../layout/UserAvatar';
import { NavAnchor } from '../../layout/navigation';
import { groupDomains, membershipLabel } from '../../lib/membership';
import { planDisplay } from '../../lib/plan';
import { PROFILE_TEXTS } from './texts';
import { paths } from '../../paths';

function DomainRow({ domain, userId, now }: { domain: Domain; userId: string; now: Date }) {
  const plan = planDisplay(domain.plan, now);
  const path = paths.domain.home(domain.uri);
  return (
    <ListItem divider>
      <ListItemAvatar>
        <BlobAvatar blob={domain.iconblob} name={domain.name} />
      </ListItemAvatar>
      <ListItemText
        primary={domain.name}
        secondary={
          <Link component={NavAnchor} href={path}>
            {domain.uri}
          </Link>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', ml: 2, textAlign: 'right' }}>
        <Typography variant="body2">
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
        <Chip size="small" variant="outlined" label={membershipLabel(domain, userId)} />
      </Stack>
    </ListItem>
  );
}

/** The My Metaverses card: the user's domains grouped owned, managed-only and member-only. */
export function MyMetaverses({ domains, userId }: { domains: Domain[]; userId: string }) {
  const groups = groupDomains(domains, userId);
  const now = new Date();
  const sections = [
    { title: PROFILE_TEXTS.owned, items: groups.owned },
    { title: PROFILE_TEXTS.managed, items: groups.managed },
    { title: PROFILE_TEXTS.member, items: groups.member },
  ].filter((section) => section.items.length > 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-metaverses-title" sx={{ p: 2 }}>
      <Typography id="my-metaverses-title" variant="h6" component="h2">
        {PROFILE_TEXTS.metaversesTitle}
      </Typography>
      {sections.length === 0 && <Typography sx={{ mt: 1 }}>{PROFILE_TEXTS.noMetaverses}</Typography>}
      {sections.map((section) => (
        <List key={section.title} subheader={<ListSubheader disableSticky>{section.title}</ListSubheader>}>
          {section.items.map((domain) => (
            <DomainRow key={domain.id} domain={domain} userId={userId} now={now} />
          ))}
        </List>
      ))}
    </Paper>
  );
}
