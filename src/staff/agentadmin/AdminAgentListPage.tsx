import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Column } from '../../components/DataTable';
import { PagedList, useListState } from '../../components/PagedList';
import { COMPONENT_TEXTS } from '../../components/texts';
import { AGENT_LIST } from '../../owner/agents/rules';
import type { Agent } from '../../dataProvider/agents';
import { useAdminAgents } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { RecordRef } from '../collections/RecordRef';
import { AdminAgentsFrame } from './parts';
import { AGENT_ADMIN_TEXTS as T } from './texts';
import { formatDate } from '../../lib/dates';

/**
 * /admin/agents/view: every user's agents (staff-and-agents.md §2.17), searchable and sorted by name or last
 * update, one page at a time; the list's state is in the query string. Each row leads to the agent's detail.
 */
export function AdminAgentListPage() {
  const list = useListState(AGENT_LIST);
  const { state } = list;
  const load = useAdminAgents({
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
      cell: (agent) => formatDate(agent.timestamp),
    },
  ];

  return (
    <AdminAgentsFrame title={T.agentsTitle}>
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
        failedText={COMPONENT_TEXTS.loadFailed}
        columns={columns}
        rowKey={(agent) => agent._id}
        label={T.agentsTitle}
        empty={T.noAgents}
        pagerLabel={T.agentsPager}
      />
    </AdminAgentsFrame>
  );
}
