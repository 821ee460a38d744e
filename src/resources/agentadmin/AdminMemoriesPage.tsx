import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { ListControls } from '../../components/ListControls';
import { Pager } from '../../components/Pager';
import { COMPONENT_TEXTS } from '../../components/texts';
import type { UserMemory } from '../../dataProvider/agents';
import { useAdminMemories } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { PAGE_SIZES } from '../../custom/agents/rules';
import { paths } from '../../paths';
import { AdminAgentsFrame } from './parts';
import { formatTime, readMemoryListState, writeMemoryListState, type MemoryListState } from './rules';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/**
 * /admin/agents/memories: what the agents remember of each user (staff-and-agents.md §2.17), latest update
 * first, searchable by the user's name, one page at a time; the list's state is in the query string.
 */
export function AdminMemoriesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readMemoryListState(params);
  const go = (next: Partial<MemoryListState>) =>
    navigate(paths.admin.memories(writeMemoryListState({ ...state, ...next })), { replace: true });
  const list = useAdminMemories({
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
      <ListControls
        state={state}
        sorts={[
          ['updatedAt', T.sortUpdated],
          ['nickname', T.sortUser],
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
            rows={list.data.memories}
            columns={columns}
            rowKey={(memory) => memory._id}
            label={T.memoriesTitle}
            empty={T.noMemories}
            sort={{
              field: state.sort,
              direction: state.order === 1 ? 'asc' : 'desc',
              onSort: (field) =>
                go(
                  field === state.sort
                    ? { order: state.order === 1 ? -1 : 1, first: 0 }
                    : {
                        sort: field as MemoryListState['sort'],
                        order: field === 'updatedAt' ? -1 : 1,
                        first: 0,
                      },
                ),
              buttonLabel: T.sortButton,
            }}
          />
          <Pager
            first={state.first}
            count={state.per}
            total={list.data.num_filtered}
            onChange={(first) => go({ first })}
            label={T.memoriesPager}
          />
        </>
      )}
    </AdminAgentsFrame>
  );
}
