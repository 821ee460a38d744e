import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { PermissionNote } from '../../components/PermissionNote';
import { ActorConfigsSection } from './ActorConfigsSection';
import { ContextsSection } from './ContextsSection';
import { ConversationDialog, type ConversationView } from './ConversationDialog';
import { JsonDialog, type JsonView } from './JsonDialog';
import { PendingDialog, type Pending } from './PendingDialog';
import { PromptsSection } from './PromptsSection';
import { TopicsSection } from './TopicsSection';
import { MVBOTS_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

/**
 * The page's sections and the dialogs they share: a JSON viewer, a conversation, and the confirmation of a
 * delete or reset (its success is a toast, its refusal stays in the dialog).
 */
function BotAdministration() {
  const canEdit = useHoldsPermission('admin_edit_all_agents');
  const [view, setView] = useState<JsonView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [conversation, setConversation] = useState<ConversationView | null>(null);
  const sections = { canEdit, onView: setView, onConfirm: setPending, onConversation: setConversation };
  return (
    <RevealTogether>
      {!canEdit && <PermissionNote action={T.editPermission} permission="admin_edit_all_agents" />}
      <ActorConfigsSection {...sections} />
      <TopicsSection {...sections} />
      <ContextsSection {...sections} />
      <PromptsSection canEdit={canEdit} onConversation={setConversation} />
      <JsonDialog view={view} onClose={() => setView(null)} />
      <ConversationDialog view={conversation} onClose={() => setConversation(null)} />
      <PendingDialog pending={pending} onClose={() => setPending(null)} />
    </RevealTogether>
  );
}

/**
 * `/admin/mvbots`: bot administration (staff-and-agents.md §2.16): reads need admin_agents (the registry opens
 * the page only to staff holding it), writes admin_edit_all_agents.
 */
export function MvbotsPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {T.title}
      </Typography>
      <BotAdministration />
    </Stack>
  );
}
