import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../components/DataTable';
import { PagedList, useListState } from '../../components/PagedList';
import type { Agent } from '../../dataProvider/agents';
import { useAgentList } from '../../dataProvider/agents.queries';
import { paths } from '../../paths';
import { AGENT_LIST } from './rules';
import { AGENT_TEXTS as T } from './texts';
import { formatDate } from '../../lib/dates';

/** /agents: "Your AI Agents" with search, sort and paging kept in the query string (staff-and-agents.md §2.18). */
export function AgentsPage() {
  useAuthenticated();
  const list = useListState(AGENT_LIST);
  const { state } = list;
  const load = useAgentList({
    sort: state.sort,
    order: state.order,
    skip: state.first,
    limit: state.per,
    ...(state.q && { filter: state.q }),
  });

  const columns: Column<Agent>[] = [
    {
      heading: T.columns.agent,
      sortField: 'display_name',
      cell: (agent) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar src={agent.faceicon_url || undefined} alt="" />
          <RouterLink to={paths.agent(agent._id)}>{agent.display_name}</RouterLink>
        </Stack>
      ),
    },
    { heading: T.columns.tagline, cell: (agent) => agent.display_tagline, hideBelow: 'sm' },
    { heading: T.columns.metaverse, cell: (agent) => agent.domain_name, hideBelow: 'md' },
    {
      heading: T.columns.updated,
      sortField: 'timestamp',
      nowrap: true,
      cell: (agent) => formatDate(agent.timestamp),
    },
  ];

  return (
    <Box sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {T.listTitle}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.createAgent()}>
          {T.createNew}
        </Button>
      </Stack>
      <PagedList
        list={list}
        sorts={[
          ['display_name', T.sortName],
          ['timestamp', T.sortUpdated],
        ]}
        labels={T}
        rows={load.data?.agents}
        total={load.data?.num_filtered_agents ?? 0}
        failed={load.isError}
        failedText={T.listError}
        columns={columns}
        rowKey={(agent) => agent._id}
        label={T.listTitle}
        empty={T.noMatch}
        pagerLabel={T.pager}
        instead={
          load.data?.num_owned_agents === 0 && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{T.none}</Typography>
              <Button variant="outlined" component={RouterLink} to={paths.createAgent()}>
                {T.createNew}
              </Button>
            </Stack>
          )
        }
      />
    </Box>
  );
}
