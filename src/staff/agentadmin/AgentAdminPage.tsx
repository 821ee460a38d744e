import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { useAgentAdminStats } from '../../dataProvider/agents.queries';
import { KeyValueList } from './parts';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/** /admin/agents: the agent admin hub, its buttons to the agent admin pages and its stats (staff-and-agents.md §2.17). */
export function AgentAdminPage() {
  const stats = useAgentAdminStats();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Stack
        component="nav"
        aria-label={T.hubLinks}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <Button variant="contained" component={NavAnchor} href={paths.admin.agentList()}>
          {T.viewAgents}
        </Button>
        <Button variant="contained" component={NavAnchor} href={paths.admin.memories()}>
          {T.viewMemories}
        </Button>
        <Button variant="contained" component={NavAnchor} href={paths.admin.agentModules()}>
          {T.manageModules}
        </Button>
        <Button variant="contained" component={NavAnchor} href={paths.admin.agentConfigs()}>
          {T.manageConfigs}
        </Button>
        <Button variant="contained" component={NavAnchor} href={paths.admin.agentEmbeddings()}>
          {T.embeddings}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <SectionFrame title={T.stats}>
          <Loaded load={stats}>
            {(values) => (
              <KeyValueList rows={Object.entries(values).map(([key, value]) => [key, String(value)])} />
            )}
          </Loaded>
        </SectionFrame>
      </Stack>
    </Box>
  );
}
