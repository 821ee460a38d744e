import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { failureReason } from '../../components/ConfirmDialog';
import { PermissionNote } from '../../components/PermissionNote';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { AgentCosts } from '../../dataProvider/agents';
import { useAgentCosts, useSaveAgentGlobalConfig } from '../../dataProvider/agents.queries';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { NavAnchor, useNavigateTo } from '../../layout/navigation';
import { paths } from '../../paths';
import { AGENT_ADMIN_TEXTS as T } from './texts';

/**
 * `/admin/agents/configs`: the global agent config (staff-and-agents.md §2.17, §3): the three crafting costs
 * as a form of the contract's schema; Send is always there, disabled while nothing has changed (staff-and-agents.md §5).
 */
export function GlobalConfigPage() {
  const canEdit = useHoldsPermission('admin_edit_all_agents');
  const costs = useAgentCosts();
  const save = useSaveAgentGlobalConfig();
  const navigate = useNavigateTo();
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Link component={NavAnchor} href={paths.admin.agents()}>
          {T.backToHub}
        </Link>
        <Typography variant="h4" component="h1">
          {T.manageConfigs}
        </Typography>
        <SectionFrame title={T.configForm}>
          <Stack spacing={2}>
            <Typography>{T.configHelp}</Typography>
            {!canEdit && <PermissionNote action={T.editPermission} permission="admin_edit_all_agents" />}
            <Loaded load={costs}>
              {(stored) =>
                canEdit ? (
                  <RecordForm
                    schema={FORM_SCHEMAS.GlobalAgentConfig}
                    formData={stored as unknown as FormData}
                    mode="existing"
                    submitLabel={T.send}
                    submitAlways
                    onSubmit={async (data) => {
                      try {
                        return await save.mutateAsync(data as unknown as AgentCosts);
                      } catch (error) {
                        throw new Error(`${T.errorSavingConfig} ${failureReason(error)}`, { cause: error });
                      }
                    }}
                    onBack={() => navigate(paths.admin.agents())}
                    label={T.configForm}
                  />
                ) : (
                  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
                    {JSON.stringify(stored, null, 2)}
                  </Box>
                )
              }
            </Loaded>
          </Stack>
        </SectionFrame>
      </Stack>
    </Box>
  );
}
