import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import type { components } from '../../../common/api/schema';
import { DataTable } from '../../components/DataTable';
import { PageSizeSelect } from '../../components/PageSizeSelect';
import { Pager } from '../../components/Pager';
import { useSession } from '../../authProvider/useSession';
import { useDomainStats } from '../../dataProvider/metaverses.queries';
import { canSeeDomainStats, STATS_LIST, STATS_PAGE_SIZES } from './rules';
import { useListState } from '../../components/PagedList';
import { DOMAIN_STATS_TEXTS as T } from './texts';
import { PageProblem } from '../../components/PageProblem';
import { formatDate, formatTimeOfDay } from '../../lib/dates';

type DomainSession = components['schemas']['DomainSession'];

/** A cell's main line and a smaller second line. */
function TwoLines({ main, detail }: { main: string; detail: string }) {
  return (
    <>
      <Typography variant="body2">{main}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {detail}
      </Typography>
    </>
  );
}

const location = (session: DomainSession) => (
  <TwoLines main={session.location.nickname} detail={session.location.path} />
);
const room = (session: DomainSession) => (
  <TwoLines main={session.room.nickname} detail={T.release(session.room.releasename)} />
);

/**
 * The sessions: Date, User, Location and Room. On a phone the Location and Room columns give way and their
 * lines show under the user, labelled, so two columns fit a 360-pixel screen without scrolling sideways.
 */
function SessionsTable({ sessions }: { sessions: DomainSession[] }) {
  return (
    <DataTable<DomainSession>
      label={T.tableLabel}
      rows={sessions}
      rowKey={(session) => session._id}
      columns={[
        {
          heading: T.date,
          nowrap: true,
          cell: (session) => (
            <TwoLines main={formatDate(session.timestamp)} detail={formatTimeOfDay(session.timestamp)} />
          ),
        },
        {
          heading: T.user,
          cell: (session) => (
            <>
              <Typography variant="body2">{session.user.nickname}</Typography>
              <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                <Typography variant="caption" component="div">
                  {T.inLocation(session.location.nickname)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {session.location.path}
                </Typography>
                <Typography variant="caption" component="div">
                  {T.inRoom(session.room.nickname, session.room.releasename)}
                </Typography>
              </Box>
            </>
          ),
        },
        { heading: T.location, hideBelow: 'sm', cell: location },
        { heading: T.room, hideBelow: 'sm', cell: room },
      ]}
    />
  );
}

function Stats({ uri }: { uri: string }) {
  const {
    state: { first, per },
    go,
  } = useListState(STATS_LIST);
  const stats = useDomainStats(uri, first, per);

  if (stats.isPending) return <Typography>{T.loading}</Typography>;
  if (stats.isError) {
    const reason = stats.error instanceof ApiError ? stats.error.message : '';
    return (
      <PageProblem>
        {T.error}
        {reason && ` ${reason}`}
      </PageProblem>
    );
  }
  const { total, sessions } = stats.data;
  if (total === 0) return <Typography>{T.none}</Typography>;
  return (
    <>
      <Box>
        <PageSizeSelect
          label={T.perPage}
          value={per}
          sizes={STATS_PAGE_SIZES}
          onChange={(size) => go({ per: size, first: 0 })}
        />
      </Box>
      <SessionsTable sessions={sessions} />
      <Pager
        first={first}
        count={per}
        total={total}
        onChange={(next) => go({ first: next })}
        label={T.pager}
      />
    </>
  );
}

/** `/domains/{uri}/stats`: the sessions in a metaverse's locations, for developers (screens.md B10). */
export function DomainStatsPage() {
  useAuthenticated();
  const { uri = '' } = useParams();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, m: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        {canSeeDomainStats(session.user) ? (
          <>
            <Typography>{T.intro(uri)}</Typography>
            <Stats uri={uri} />
          </>
        ) : (
          <Alert severity="warning">{T.developersOnly}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
