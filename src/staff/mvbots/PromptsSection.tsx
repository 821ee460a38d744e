import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import type { SystemPrompt } from '../../dataProvider/mvbots';
import { useMvbotPrompts } from '../../dataProvider/mvbots.queries';
import type { ConversationView } from './ConversationDialog';
import { Section } from './Section';
import { MVBOTS_TEXTS as T } from './texts';
import { reportSuccess } from '../../api/errors';

// The prompt forms bring the form library with them: the page's other sections are shown without waiting for it.
const PromptEditor = preloadable(async () => (await import('./PromptEditor')).PromptEditor);

const EMPTY_PROMPT: SystemPrompt = { prompt_id: '', title: '', system_prompt: '', user_prompt: '' };

/**
 * System Prompts (staff-and-agents.md §2.16): each stored prompt as a form, and for staff who may change the
 * bots an empty one for a new prompt; a prompt sent under a changed Prompt ID is said to be saved as a new one.
 */
export function PromptsSection({
  canEdit,
  onConversation,
}: {
  canEdit: boolean;
  onConversation: (view: ConversationView) => void;
}) {
  const prompts = useMvbotPrompts();
  void PromptEditor.preload();
  const onSavedAsNew = (promptId: string) => reportSuccess(T.promptSavedAsNew(promptId));
  return (
    <Section title={T.promptsSection}>
      <Typography variant="body2">{T.promptNote}</Typography>
      {prompts.isPending && <Typography>{T.loading}</Typography>}
      <Suspense fallback={<Typography>{T.loading}</Typography>}>
        {(prompts.data ?? []).map((prompt) => (
          <PromptEditor
            key={prompt.prompt_id}
            initial={prompt}
            isNew={false}
            canEdit={canEdit}
            onConversation={onConversation}
            onSavedAsNew={onSavedAsNew}
          />
        ))}
        {canEdit && (
          <PromptEditor
            key={`new-${prompts.data?.length ?? 0}`}
            initial={EMPTY_PROMPT}
            isNew
            canEdit
            onConversation={onConversation}
            onSavedAsNew={onSavedAsNew}
          />
        )}
      </Suspense>
    </Section>
  );
}
