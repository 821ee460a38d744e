import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { PageProblem } from '../../components/PageProblem';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { useAdminMemory } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { RecordRef } from '../collections/RecordRef';
import { AdminAgentsFrame, KeyValueList } from './parts';
import { formatTime } from './rules';
import { AGENT_ADMIN_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

/**
 * /admin/agents/memories/{id}: what the agents remember of one user (staff-and-agents.md §2.17, §3 User
 * memory) — the hard facts and, per agent, the summary of their chats and the facts learned in them.
 */
export function AdminMemoryPage() {
  const { id = '' } = useParams();
  const memory = useAdminMemory(id);
  if (memory.error instanceof ApiError && memory.error.status === 404)
    return <PageProblem>{T.memoryNotFound}</PageProblem>;
  // Named once read (not by its id first: a long id wraps, and the heading would then shrink).
  const name = memory.data ? memory.data.entity_id.nickname || id : memory.error ? id : '';
  return (
    // The heading too waits with the sections: named once read, it may wrap to a second line on a phone.
    <RevealTogether>
      <AdminAgentsFrame title={T.memoryTitle(name)}>
        <Stack spacing={2}>
          <SectionFrame title={T.hardFacts}>
            <Loaded load={memory}>
              {(m) => (
                <Stack spacing={1}>
                  <KeyValueList
                    rows={[
                      [
                        T.user,
                        <RecordRef
                          key="user"
                          collection="users"
                          id={m._id}
                          text={m.entity_id.nickname || undefined}
                        />,
                      ],
                      [T.summary, m.hard_facts.ai_summary],
                      [T.lastUpdated, formatTime(m.hard_facts.last_updated || m.updatedAt)],
                    ]}
                  />
                  {m.hard_facts.facts.length === 0 ? (
                    <Typography>{T.noFacts}</Typography>
                  ) : (
                    <ul aria-label={T.hardFacts}>
                      {m.hard_facts.facts.map((fact, i) => (
                        <li key={`${i}:${fact}`}>{fact}</li>
                      ))}
                    </ul>
                  )}
                </Stack>
              )}
            </Loaded>
          </SectionFrame>
          <SectionFrame title={T.interactionsByAgent}>
            {(headingId) => (
              <Loaded load={memory}>
                {(m) => (
                  <DataTable
                    rows={Object.entries(m.interactions)}
                    rowKey={([agentId]) => agentId}
                    labelledBy={headingId}
                    empty={T.noInteractions}
                    columns={[
                      {
                        heading: T.interactionAgentColumns.agent,
                        cell: ([agentId, interaction]) => (
                          <Link component={NavAnchor} href={paths.admin.agentDetail(agentId)}>
                            {interaction.display_name || agentId}
                          </Link>
                        ),
                      },
                      {
                        heading: T.interactionAgentColumns.summary,
                        cell: ([, interaction]) => interaction.ai_summary,
                        maxWidth: 420,
                      },
                      {
                        heading: T.interactionAgentColumns.facts,
                        cell: ([, interaction]) => interaction.extracted_facts.join('; '),
                        maxWidth: 320,
                      },
                      {
                        heading: T.interactionAgentColumns.updated,
                        nowrap: true,
                        cell: ([, interaction]) => formatTime(interaction.last_updated),
                      },
                    ]}
                  />
                )}
              </Loaded>
            )}
          </SectionFrame>
        </Stack>
      </AdminAgentsFrame>
    </RevealTogether>
  );
}
