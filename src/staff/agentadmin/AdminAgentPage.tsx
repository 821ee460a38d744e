import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { ApiError } from '../../api/errors';
import { RevealTogether } from '../../components/RevealTogether';
import { PageProblem } from '../../components/PageProblem';
import type { AdminAgentData, AdminAgentMemory } from '../../dataProvider/agents';
import { useAdminAgent } from '../../dataProvider/agents.queries';
import { RecordRef } from '../collections/RecordRef';
import { AdminAgentsFrame, KeyValueList, TextBlock } from './parts';
import { formatJson, formatTime } from './rules';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/** The public data of an agent for staff: its face, who it is, whose it is and where it lives. */
function PublicDataDetails({ data }: { data: AdminAgentData['public_data'] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Avatar src={data.faceicon_url || undefined} alt="" sx={{ width: 96, height: 96 }} />
      <KeyValueList
        rows={[
          [T.field.agent_id, data.agent_id],
          [T.field.display_name, data.display_name],
          [T.field.display_tagline, data.display_tagline],
          [T.field.personality, data.personality],
          [T.field.speech_style, data.speech_style],
          [
            T.field.owner,
            <RecordRef
              key="owner"
              collection="users"
              id={data.owner_id}
              text={data.owner_name || undefined}
            />,
          ],
          [
            T.field.metaverse,
            data.domain ? (
              <RecordRef
                key="domain"
                collection="domains"
                id={data.domain}
                text={data.domain_name || undefined}
              />
            ) : (
              T.noMetaverse
            ),
          ],
          [T.field.platforms, data.platforms.join(', ')],
          [T.field.voice, `${data.tts_sex}, ${data.tts_language}`],
          [T.field.timestamp, formatTime(data.timestamp)],
          [T.field.responder, data.responder],
        ]}
      />
    </Stack>
  );
}

/** The private data of an agent for staff: its crafting cost, face icons, modules and the prompts it was made from. */
function PrivateDataDetails({
  data,
  headingId,
}: {
  data: AdminAgentData['private_data'];
  headingId: string;
}) {
  return (
    <Stack spacing={2}>
      <KeyValueList
        rows={[
          [T.field.crafting_cost, T.metacoin(data.accumulated_crafting_cost_mc)],
          [T.field.face_icon, T.faceIconMadeBy(data.faceicon_label)],
          [T.field.archived_icons, String(data.faceicon_blobids_archive.length)],
        ]}
      />
      <DataTable
        rows={data.modules}
        rowKey={(m) => m.module_id}
        labelledBy={headingId}
        columns={[
          { heading: T.moduleColumns.type, cell: (m) => m.type },
          { heading: T.moduleColumns.module, cell: (m) => m.name },
          { heading: T.moduleColumns.prompt, cell: (m) => m.prompt, maxWidth: 480 },
        ]}
      />
      <TextBlock label={T.field.prompt} text={data.prompt} />
      <TextBlock label={T.field.faceprompt} text={data.faceprompt} />
      <TextBlock label={T.field.modules_by_type} text={formatJson(data.modules_by_type)} />
    </Stack>
  );
}

/** The agent's interactions with users, one a row: messages, summary, facts learned and when last updated. */
function InteractionsTable({ memory, headingId }: { memory: AdminAgentMemory; headingId: string }) {
  return (
    <DataTable
      rows={memory.interactions}
      rowKey={(row) => row.user_id}
      labelledBy={headingId}
      empty={T.noInteractions}
      columns={[
        {
          heading: T.interactionColumns.user,
          cell: (row) => <RecordRef collection="users" id={row.user_id} text={row.user_name || undefined} />,
        },
        { heading: T.interactionColumns.messages, align: 'right', cell: (row) => row.messages },
        { heading: T.interactionColumns.summary, cell: (row) => row.ai_summary, maxWidth: 420 },
        {
          heading: T.interactionColumns.facts,
          cell: (row) => row.extracted_facts.join('; '),
          maxWidth: 320,
        },
        {
          heading: T.interactionColumns.updated,
          nowrap: true,
          cell: (row) => formatTime(row.last_updated),
        },
      ]}
    />
  );
}

/**
 * /admin/agents/view/{id}: one agent for staff (staff-and-agents.md §2.17) — public data, private data, its
 * interactions with users, its tokens, and the prompt a language model is given for its replies.
 */
export function AdminAgentPage() {
  const { id = '' } = useParams();
  const agent = useAdminAgent(id);
  if (agent.data.error instanceof ApiError && agent.data.error.status === 404)
    return <PageProblem>{T.notFound}</PageProblem>;
  const name = agent.data.data?.public_data.display_name ?? '';
  return (
    <AdminAgentsFrame title={name || T.agentsTitle}>
      <RevealTogether>
        <SectionFrame title={T.publicData}>
          <Loaded load={agent.data}>{({ public_data }) => <PublicDataDetails data={public_data} />}</Loaded>
        </SectionFrame>

        <SectionFrame title={T.privateData}>
          {(headingId) => (
            <Loaded load={agent.data}>
              {({ private_data }) => <PrivateDataDetails data={private_data} headingId={headingId} />}
            </Loaded>
          )}
        </SectionFrame>

        <SectionFrame title={T.interactions}>
          {(headingId) => (
            <Loaded load={agent.memory}>
              {(memory) => <InteractionsTable memory={memory} headingId={headingId} />}
            </Loaded>
          )}
        </SectionFrame>

        <SectionFrame title={T.tokens}>
          <Loaded load={agent.tokens}>
            {(tokens) => (
              <KeyValueList
                rows={[
                  [T.tokenRows.agentgen, tokens.agentgen],
                  [T.tokenRows.total, tokens.all_convos.total],
                  [T.tokenRows.prompt, tokens.all_convos.prompt],
                  [T.tokenRows.completion, tokens.all_convos.completion],
                ]}
              />
            )}
          </Loaded>
        </SectionFrame>

        <SectionFrame title={T.chatPrompt}>
          <Loaded load={agent.prompt}>
            {(prompt) => (
              <Stack spacing={2}>
                <Typography>{T.promptFor(prompt.user_name, prompt.responder)}</Typography>
                {prompt.responder === 'local responder' && <Typography>{T.localResponderNote}</Typography>}
                <TextBlock label={T.instructions} text={prompt.instructions} />
                <TextBlock label={T.systemPrompt} text={prompt.system_prompt} />
                <Typography>{T.history(prompt.history.length)}</Typography>
                <TextBlock label={T.userPrompt} text={prompt.user_prompt} />
              </Stack>
            )}
          </Loaded>
        </SectionFrame>
      </RevealTogether>
    </AdminAgentsFrame>
  );
}
