import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useId, useState } from 'react';
import { failureReason } from '../../components/ConfirmDialog';
import type { SystemPrompt } from '../../dataProvider/mvbots';
import { usePreviewMvbotConversation, useSaveMvbotPrompt } from '../../dataProvider/mvbots.queries';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import type { ConversationView } from './ConversationDialog';
import { NoticeLine, type Notice } from './Section';
import { MVBOTS_TEXTS as T } from './texts';

/** The demo location every Preview uses (staff-and-agents.md §2.16: hardcoded for the preview). */
const PREVIEW_LOCATION = 'demo-business';

const PROMPT_UI: UiSchema = {
  'ui:order': ['prompt_id', 'title', 'system_prompt', 'user_prompt'],
  system_prompt: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
  user_prompt: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
};

/**
 * One prompt as the contract's form (`SystemPrompt`): Send to Server saves it under the Prompt ID shown; a
 * changed id saves a new prompt, after which this form shows the prompt it started from again. Preview fills
 * the prompt as edited in for the demo location, without storing it.
 */
export function PromptEditor({
  initial,
  isNew,
  canEdit,
  onConversation,
  onSavedAsNew,
}: {
  initial: SystemPrompt;
  isNew: boolean;
  canEdit: boolean;
  onConversation: (view: ConversationView) => void;
  onSavedAsNew: (promptId: string) => void;
}) {
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveMvbotPrompt();
  const previewConversation = usePreviewMvbotConversation();
  const preview = async (data: FormData) => {
    const promptId = typeof data.prompt_id === 'string' ? data.prompt_id : '';
    setNotice(null);
    setPreviewing(true);
    try {
      const reply = await previewConversation.mutateAsync({
        system_prompt: typeof data.system_prompt === 'string' ? data.system_prompt : '',
        location_uri: PREVIEW_LOCATION,
      });
      onConversation({
        title: T.previewOf(promptId),
        conversation: reply.conversation,
        responder: reply.generated.responder,
        prompt: reply.rendered_prompt,
      });
    } catch (error) {
      setNotice({ severity: 'error', text: T.previewFailed(failureReason(error)) });
    } finally {
      setPreviewing(false);
    }
  };
  const send = async (data: FormData) => {
    setNotice(null);
    let saved: SystemPrompt;
    try {
      saved = await save.mutateAsync(data as unknown as SystemPrompt);
    } catch (error) {
      throw new Error(T.errorSendingPrompt(failureReason(error)), { cause: error });
    }
    if (saved.prompt_id !== initial.prompt_id) {
      onSavedAsNew(saved.prompt_id);
      if (!isNew) setGeneration((n) => n + 1);
    }
    return saved;
  };
  const labelId = useId();
  const heading = initial.prompt_id || T.newPrompt;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <RecordForm
        key={generation}
        schema={FORM_SCHEMAS.SystemPrompt}
        uiSchema={PROMPT_UI}
        formData={initial as unknown as FormData}
        mode={isNew ? 'new' : 'existing'}
        submitLabel={T.sendToServer}
        submitAlways={canEdit}
        readOnly={!canEdit}
        idPrefix={`prompt-${initial.prompt_id || 'new'}`}
        onSubmit={send}
        label={T.promptForm(heading)}
        actions={(data) => (
          <Button key="preview" variant="outlined" disabled={previewing} onClick={() => void preview(data)}>
            {previewing ? T.generating : T.preview}
          </Button>
        )}
      />
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
