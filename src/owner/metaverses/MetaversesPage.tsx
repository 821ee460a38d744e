import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useSession } from '../../authProvider/useSession';
import { useMyDomains } from '../../dataProvider/metaverses.queries';
import { NavAnchor } from '../../layout/navigation';
import { groupDomains } from '../../lib/membership';
import { DomainRow } from './DomainRow';
import { METAVERSES_TEXTS as T } from './texts';
import { paths } from '../../paths';

/** `/domains`: the user's metaverses grouped owned, managed-only and member-only (owner-console.md §2.5). */
export function MetaversesPage() {
  useAuthenticated();
  const session = useSession();
  // Read afresh rather than from the session, so a metaverse created a moment ago is listed.
  const mine = useMyDomains();
  const domains = mine.data ?? null;
  const failed = mine.isError;
  if (session.status !== 'authenticated') return null;
  const groups = domains ? groupDomains(domains, session.user.id) : null;
  const now = new Date();
  const sections = groups
    ? [
        { title: T.owned, items: groups.owned },
        { title: T.managed, items: groups.managed },
        { title: T.member, items: groups.member },
      ].filter((section) => section.items.length > 0)
    : [];
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Button variant="contained" component={NavAnchor} href={paths.createDomain()}>
          {T.createNew}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{T.loadFailed}</Alert>}
      {domains?.length === 0 && <Typography>{T.empty}</Typography>}
      {sections.map((section) => (
        <List
          key={section.title}
          aria-label={section.title}
          subheader={<ListSubheader disableSticky>{section.title}</ListSubheader>}
        >
          {section.items.map((domain) => (
            <DomainRow key={domain.id} domain={domain} userId={session.user.id} now={now} />
          ))}
        </List>
      ))}
    </Stack>
  );
}

/** The plan chooser's route. */
