import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { ListControls } from '../../components/ListControls';
import { Pager } from '../../components/Pager';
import type { Agent } from '../../dataProvider/agents';
import { useAgentList } from '../../dataProvider/agents.queries';
import { paths } from '../../paths';
import { PAGE_SIZES, readAgentListState, writeAgentListState, type AgentListState } from './rules';
import { AGENT_TEXTS as T } from './texts';

/** /agents: "Your AI Agents" with search, sort and paging kept in the query string (staff-and-agents.md §2.18). */
export function AgentsPage() {
  useAuthenticated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readAgentListState(params);
  const go = (next: Partial<AgentListState>) =>
    navigate(paths.agents(writeAgentListState({ ...state, ...next })), { replace: true });
  const list = useAgentList({
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
      cell: (agent) => new Date(agent.timestamp).toLocaleDateString('en-GB'),
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
      <ListControls
        state={state}
        sorts={[
          ['display_name', T.sortName],
          ['timestamp', T.sortUpdated],
        ]}
        pageSizes={PAGE_SIZES}
        labels={T}
        go={go}
      />
      {list.isError ? (
        <Alert severity="error">{T.listError}</Alert>
      ) : list.data === undefined ? null : list.data.num_owned_agents === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{T.none}</Typography>
          <Button variant="outlined" component={RouterLink} to={paths.createAgent()}>
            {T.createNew}
          </Button>
        </Stack>
      ) : (
        <>
          <DataTable
            rows={list.data.agents}
            columns={columns}
            rowKey={(agent) => agent._id}
            label={T.listTitle}
            empty={T.noMatch}
            sort={{
              field: state.sort,
              direction: state.order === 1 ? 'asc' : 'desc',
              onSort: (field) =>
                go(
                  field === state.sort
                    ? { order: state.order === 1 ? -1 : 1, first: 0 }
                    : { sort: field as AgentListState['sort'], order: 1, first: 0 },
                ),
              buttonLabel: T.sortButton,
            }}
          />
          <Pager
            first={state.first}
            count={state.per}
            total={list.data.num_filtered_agents}
            onChange={(first) => go({ first })}
            label={T.pager}
          />
        </>
      )}
    </Box>
  );
}
