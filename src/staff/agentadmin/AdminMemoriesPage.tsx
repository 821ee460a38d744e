import Link from '@mui/material/Link';
import type { Column } from '../../components/DataTable';
import { PagedList, useListState } from '../../components/PagedList';
import { COMPONENT_TEXTS } from '../../components/texts';
import type { UserMemory } from '../../dataProvider/agents';
import { useAdminMemories } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { AdminAgentsFrame } from './parts';
import { MEMORY_LIST, formatTime } from './rules';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/**
 * /admin/agents/memories: what the agents remember of each user (staff-and-agents.md §2.17), latest update
 * first, searchable by the user's name, one page at a time; the list's state is in the query string.
 */
export function AdminMemoriesPage() {
  const list = useListState(MEMORY_LIST);
  const { state } = list;
  const load = useAdminMemories({
    sort: state.sort,
    order: state.order,
    skip: state.first,
    limit: state.per,
    ...(state.q && { filter: state.q }),
  });

  const columns: Column<UserMemory>[] = [
    {
      heading: T.memoryColumns.user,
      sortField: 'nickname',
      cell: (memory) => (
        <Link component={NavAnchor} href={paths.admin.memory(memory._id)}>
          {memory.entity_id.nickname || memory._id}
        </Link>
      ),
    },
    { heading: T.memoryColumns.facts, align: 'right', cell: (memory) => memory.hard_facts.facts.length },
    {
      heading: T.memoryColumns.agents,
      hideBelow: 'sm',
      cell: (memory) =>
        Object.values(memory.interactions)
          .map((interaction) => interaction.display_name)
          .join(', '),
    },
    {
      heading: T.memoryColumns.updated,
      sortField: 'updatedAt',
      nowrap: true,
      cell: (memory) => formatTime(memory.updatedAt),
    },
  ];

  return (
    <AdminAgentsFrame title={T.memoriesTitle}>
      <PagedList
        list={list}
        sorts={[
          ['updatedAt', T.sortUpdated],
          ['nickname', T.sortUser],
        ]}
        labels={T}
        rows={load.data?.memories}
        total={load.data?.num_filtered ?? 0}
        failed={load.isError}
        failedText={COMPONENT_TEXTS.loadFailed}
        columns={columns}
        rowKey={(memory) => memory._id}
        label={T.memoriesTitle}
        empty={T.noMemories}
        pagerLabel={T.memoriesPager}
      />
    </AdminAgentsFrame>
  );
}
