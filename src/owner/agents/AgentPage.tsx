import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuthenticated } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageProblem } from '../../components/PageProblem';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { Agent } from '../../dataProvider/agents';
import { useAgent, useAgentIsOwner, useAgentUsages, useDeleteAgent } from '../../dataProvider/agents.queries';
import { paths } from '../../paths';
import { ChatCard } from './ChatCard';
import { CraftingCard } from './CraftingCard';
import { agentView, OWNER_VIEWS } from './rules';
import { AGENT_TEXTS as T } from './texts';

function CharacterCard({ agent }: { agent: Agent }) {
  return (
    <SectionFrame title={T.character}>
      <Typography variant="subtitle2" component="h3">
        {T.personality}
      </Typography>
      <Typography sx={{ mb: 1 }}>{agent.personality}</Typography>
      <Typography variant="subtitle2" component="h3">
        {T.speechStyle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{agent.speech_style}</Typography>
      <Typography variant="body2" color="text.secondary">
        {agent.domain_name ? T.knowledgeBase(agent.domain_name) : T.noKnowledgeBase}
      </Typography>
    </SectionFrame>
  );
}

function DeveloperView({ agent }: { agent: Agent }) {
  const mayAdmin = useHoldsPermission('admin_agents');
  return (
    <SectionFrame title={T.developerView}>
      <Typography variant="subtitle2" component="h3">
        {T.prompt}
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mb: 1 }}>
        {agent.prompt}
      </Typography>
      <Typography>{T.tokens(agent.tokens.total, agent.tokens.prompt, agent.tokens.completion)}</Typography>
      {/* The admin view is a staff page: offered to those who may read it. */}
      {mayAdmin && (
        <Button component={RouterLink} to={paths.admin.agentDetail(agent._id)} sx={{ mt: 1 }}>
          {T.adminView}
        </Button>
      )}
    </SectionFrame>
  );
}

function PlatformsCard({ agent }: { agent: Agent }) {
  const usages = useAgentUsages(agent._id, true);
  return (
    <SectionFrame title={T.platforms}>
      {(headingId) => (
        <Loaded load={usages}>
          {(rows) => (
            <DataTable
              rows={rows}
              rowKey={(row) => row.platform}
              labelledBy={headingId}
              columns={[
                { heading: T.platform, cell: (row) => row.platform },
                { heading: T.summary, cell: (row) => row.summary },
                { heading: T.usages, cell: (row) => row.usages.join(', ') },
              ]}
            />
          )}
        </Loaded>
      )}
    </SectionFrame>
  );
}

function DeleteCard({ agent }: { agent: Agent }) {
  const navigate = useNavigate();
  const remove = useDeleteAgent();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <SectionFrame title={T.deleteTitle}>
      <Typography sx={{ mb: 2 }}>{T.deleteText}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {T.deleteButton}
      </Button>
      <ConfirmDialog
        open={open}
        title={T.deleteConfirmTitle}
        confirmLabel={T.deleteConfirm}
        destructive
        confirmDisabled={typed !== agent.display_name}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        onConfirm={async () => {
          await remove.mutateAsync(agent._id);
          navigate(paths.agents());
        }}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={T.typeName(agent.display_name)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </SectionFrame>
  );
}

/** /agent/{id}[/view] (staff-and-agents.md §2.18): the view is chosen by the third path segment. */
export function AgentPage() {
  useAuthenticated();
  const { id, view: segment } = useParams();
  const agent = useAgent(id);
  const owner = useAgentIsOwner(id);
  const view = agentView(segment);
  if (agent.isError) return <PageProblem>{T.notFound}</PageProblem>;
  if (!agent.data || owner.data === undefined) return null;
  const a = agent.data;
  const isOwner = owner.data;
  const ownerOnly = OWNER_VIEWS.includes(view) && !isOwner;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Avatar
            src={a.faceicon_url || undefined}
            alt={T.faceIcon(a.display_name)}
            sx={{ width: 96, height: 96 }}
          />
          {a.faceicon_label.trim() && (
            <Typography variant="caption">{T.faceLabel(a.faceicon_label)}</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="h4" component="h1">
            {a.display_name}
          </Typography>
          <Typography>{a.display_tagline}</Typography>
          <Typography variant="body2" color="text.secondary">
            {T.owner(a.owner_name)}
          </Typography>
        </Box>
      </Stack>
      <Stack spacing={2}>
        {ownerOnly ? (
          <Typography>{T.ownerOnly}</Typography>
        ) : view === 'home' ? (
          <>
            <CharacterCard agent={a} />
            {/* The owner moves between the views in the sidebar; anyone else may chat from here. */}
            {!isOwner && (
              <Box>
                <Button variant="contained" component={RouterLink} to={paths.agent(a._id, 'chat')}>
                  {T.chatWith(a.display_name)}
                </Button>
              </Box>
            )}
            {!isOwner && <DeveloperView agent={a} />}
          </>
        ) : view === 'chat' ? (
          <ChatCard agent={a} />
        ) : view === 'crafting' ? (
          <CraftingCard agent={a} />
        ) : view === 'platforms' ? (
          <PlatformsCard agent={a} />
        ) : view === 'delete' ? (
          <DeleteCard agent={a} />
        ) : (
          <DeveloperView agent={a} />
        )}
      </Stack>
    </Box>
  );
}

/** /createagent: the crafting view with no agent. */
export function CreateAgentPage() {
  useAuthenticated();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.createNew}
      </Typography>
      <CraftingCard />
    </Box>
  );
}
