import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { ListControls } from '../../components/ListControls';
import { Pager } from '../../components/Pager';
import { COMPONENT_TEXTS } from '../../components/texts';
import {
  PAGE_SIZES,
  readAgentListState,
  writeAgentListState,
  type AgentListState,
} from '../../custom/agents/rules';
import type { Agent } from '../../dataProvider/agents';
import { useAdminAgents } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { RecordRef } from '../collections/RecordRef';
import { AdminAgentsFrame } from './parts';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/**
 * /admin/agents/view: every user's agents (staff-and-agents.md §2.17), searchable and sorted by name or last
 * update, one page at a time; the list's state is in the query string. Each row leads to the agent's detail.
 */
export function AdminAgentListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readAgentListState(params);
  const go = (next: Partial<AgentListState>) =>
    navigate(paths.admin.agentList(writeAgentListState({ ...state, ...next })), { replace: true });
  const list = useAdminAgents({
    sort: state.sort,
    order: state.order,
    skip: state.first,
    limit: state.per,
    ...(state.q && { filter: state.q }),
  });

  const columns: Column<Agent>[] = [
    {
      heading: T.agentColumns.agent,
      sortField: 'display_name',
      cell: (agent) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar src={agent.faceicon_url || undefined} alt="" />
          <Link component={NavAnchor} href={paths.admin.agentDetail(agent._id)}>
            {agent.display_name}
          </Link>
        </Stack>
      ),
    },
    { heading: T.agentColumns.tagline, cell: (agent) => agent.display_tagline, hideBelow: 'sm' },
    {
      heading: T.agentColumns.owner,
      cell: (agent) => (
        <RecordRef collection="users" id={agent.owner_id} text={agent.owner_name || undefined} />
      ),
    },
    { heading: T.agentColumns.metaverse, cell: (agent) => agent.domain_name, hideBelow: 'md' },
    {
      heading: T.agentColumns.updated,
      sortField: 'timestamp',
      nowrap: true,
      cell: (agent) => new Date(agent.timestamp).toLocaleDateString('en-GB'),
    },
  ];

  return (
    <AdminAgentsFrame title={T.agentsTitle}>
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
        <Alert severity="error">{COMPONENT_TEXTS.loadFailed}</Alert>
      ) : list.data === undefined ? null : (
        <>
          <DataTable
            rows={list.data.agents}
            columns={columns}
            rowKey={(agent) => agent._id}
            label={T.agentsTitle}
            empty={T.noAgents}
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
            label={T.agentsPager}
          />
        </>
      )}
    </AdminAgentsFrame>
  );
}
