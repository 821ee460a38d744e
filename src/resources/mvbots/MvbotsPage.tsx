import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useId, useState, type ReactNode } from 'react';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { ActionRefused, ConfirmDialog, failureReason } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { saveFile } from '../../components/download';
import { chosen, FileButton } from '../../components/FileButton';
import { PermissionNote } from '../../components/PermissionNote';
import type {
  ActorConfigSummary,
  ActorConfigUpload,
  ConversationLine,
  SystemPrompt,
} from '../../dataProvider/mvbots';
import {
  useMvbotActors,
  useMvbotContexts,
  useMvbotDocuments,
  useMvbotPrompts,
  useMvbotTopics,
  useMvbotWrite,
  usePreviewMvbotConversation,
  useSaveMvbotPrompt,
} from '../../dataProvider/mvbots.queries';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { MVBOTS_TEXTS as T } from './texts';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** A section's last outcome: the next one replaces it, and Close dismisses it. */
function NoticeLine({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      closeText={T.dismiss}
    >
      {notice.text}
    </Alert>
  );
}

/** A collapsible section of the page, open at first. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  // The summary's id names the section's region (the accordion reads it from the summary).
  const id = useId();
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded slots={{ heading: 'h2' }}>
      <AccordionSummary id={id} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** What a JSON viewer shows: a title, the value and the file name Download Json saves it under. */
interface JsonView {
  title: string;
  value: unknown;
  fileName: string;
}

const downloadJson = (value: unknown, fileName: string) =>
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);

/** A dialog showing a value as indented JSON, as text (never as markup), with Download Json. */
function JsonDialog({ view, onClose }: { view: JsonView | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={view !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <Box
          component="pre"
          tabIndex={0}
          aria-label={view?.title}
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: '60vh', fontSize: 13 }}
        >
          {view ? JSON.stringify(view.value, null, 2) : ''}
        </Box>
      </DialogContent>
      <DialogActions>
        {view && <Button onClick={() => downloadJson(view.value, view.fileName)}>{T.downloadJson}</Button>}
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The demo location every Preview uses (staff-and-agents.md §2.16: hardcoded for the preview). */
const PREVIEW_LOCATION = 'demo-business';

/** A conversation to show: its lines, who wrote them and, for a preview, the prompt as it was sent. */
interface ConversationView {
  title: string;
  conversation: readonly ConversationLine[];
  responder: string | null;
  prompt?: string;
}

/** The agents' lines as text, and which responder wrote them (the local responder says it is one). */
function ConversationDialog({ view, onClose }: { view: ConversationView | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={view !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {view?.responder && (
            <Alert severity="info" icon={false}>
              {T.writtenBy(view.responder)}
            </Alert>
          )}
          {view?.conversation.length === 0 && <Typography>{T.noLines}</Typography>}
          {view?.conversation.map((line, index) => (
            <Typography key={index}>
              <strong>{line.display_name}:</strong> {line.text}
            </Typography>
          ))}
          {view?.prompt !== undefined && (
            <>
              <Typography variant="subtitle1" component="h3">
                {T.renderedPrompt}
              </Typography>
              <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>
                {view.prompt}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A confirmation whose failure is said in the spec's words (`failed` adds the reason). */
interface Pending {
  title: string;
  body: string;
  label: string;
  run: () => Promise<unknown>;
  failed: (error: string) => string;
  done?: Notice;
}

function PendingDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: (n: Notice | null) => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      confirmLabel={pending?.label ?? ''}
      destructive
      onClose={onClose}
      onConfirm={async () => {
        if (!pending) return;
        try {
          await pending.run();
        } catch (error) {
          throw new ActionRefused(pending.failed(failureReason(error)));
        }
        onDone(pending.done ?? null);
        onClose();
      }}
    >
      <Typography>{pending?.body}</Typography>
    </ConfirmDialog>
  );
}

function ActorConfigsSection({ canEdit, onView, onConfirm }: SectionProps) {
  const actors = useMvbotActors();
  const documents = useMvbotDocuments();
  const upload = useMvbotWrite((dp, file: ActorConfigUpload) => dp.uploadMvbotActorConfigs(file));
  const faceIcon = useMvbotWrite((dp, { id, file }: { id: string; file: File }) =>
    dp.uploadMvbotFaceIcon(id, file),
  );
  const remove = useMvbotWrite((dp, id: string) => dp.deleteMvbotActorConfig(id));
  const [loaded, setLoaded] = useState<{ name: string; json: unknown } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const loadFile = async (file: File) => {
    setNotice(null);
    try {
      setLoaded({ name: file.name, json: JSON.parse(await file.text()) as unknown });
    } catch {
      setLoaded(null);
      setNotice({ severity: 'error', text: T.invalidJsonFile });
    }
  };
  const send = async () => {
    if (!loaded) {
      setNotice({ severity: 'error', text: T.noJsonToUpload });
      return;
    }
    try {
      // The server checks the file holds an array named actors of complete configs, in its own words.
      const reply = await upload.mutateAsync(loaded.json as ActorConfigUpload);
      setNotice({ severity: 'success', text: T.jsonUploaded(reply.added, reply.updated) });
      setLoaded(null);
    } catch (error) {
      const reason = failureReason(error);
      setNotice({ severity: 'error', text: reason ? T.errorUploadingJson(reason) : T.failedToUploadJson });
    }
  };
  const sendIcon = async (id: string, file: File) => {
    if (!file.type.startsWith('image/')) {
      setNotice({ severity: 'error', text: T.failedToUploadFaceIcon });
      return;
    }
    try {
      await faceIcon.mutateAsync({ id, file });
      setNotice({ severity: 'success', text: T.faceIconUploaded });
    } catch (error) {
      setNotice({ severity: 'error', text: T.errorUploadingFaceIcon(failureReason(error)) });
    }
  };
  const view = async (actor: ActorConfigSummary) => {
    try {
      onView({
        title: actor.actor_id,
        value: await documents.actorConfig(actor.actor_id),
        fileName: `${actor.actor_id}.json`,
      });
    } catch (error) {
      setNotice({ severity: 'error', text: failureReason(error) });
    }
  };

  return (
    <Section title={T.actorsSection}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <DataTable<ActorConfigSummary>
        label={T.actorsSection}
        rows={actors.data ?? []}
        rowKey={(actor) => actor.actor_id}
        empty={<Typography>{actors.isPending ? T.loading : T.none}</Typography>}
        columns={[
          { heading: T.availability, cell: (actor) => actor.availability },
          { heading: T.actorId, cell: (actor) => actor.actor_id },
          {
            heading: T.faceIcon,
            cell: (actor) =>
              actor.faceicon_url ? (
                <Box
                  component="img"
                  src={actor.faceicon_url}
                  alt={T.faceIconOf(actor.display_name)}
                  sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover' }}
                />
              ) : (
                T.noFaceIcon
              ),
          },
          { heading: T.displayName, cell: (actor) => actor.display_name },
          { heading: T.displayTagline, cell: (actor) => actor.display_tagline },
          {
            heading: T.actions,
            hideHeading: true,
            nowrap: true,
            cell: (actor) => (
              <Stack direction="row" spacing={1}>
                {canEdit && (
                  <FileButton
                    size="small"
                    variant="outlined"
                    accept="image/*"
                    aria-label={T.uploadFaceIconFor(actor.actor_id)}
                    disabled={faceIcon.isPending}
                    onChange={chosen((file) => void sendIcon(actor.actor_id, file))}
                  >
                    {T.uploadFaceIcon}
                  </FileButton>
                )}
                <Button size="small" variant="outlined" onClick={() => void view(actor)}>
                  {T.viewConfig}
                </Button>
                {canEdit && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() =>
                      onConfirm({
                        title: T.confirmDeleteConfig(actor.actor_id),
                        body: T.deleteBody,
                        label: T.deleteConfig,
                        run: () => remove.mutateAsync(actor.actor_id),
                        failed: T.errorDeletingActor,
                      })
                    }
                  >
                    {T.deleteConfig}
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
      {canEdit && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FileButton variant="outlined" accept=".json" onChange={chosen((file) => void loadFile(file))}>
            {T.chooseJson}
          </FileButton>
          <Typography>{loaded ? T.loadedJson(loaded.name) : T.noJsonLoaded}</Typography>
          <Button variant="contained" disabled={upload.isPending} onClick={() => void send()}>
            {T.uploadJson}
          </Button>
        </Stack>
      )}
    </Section>
  );
}

interface SectionProps {
  canEdit: boolean;
  onView: (view: JsonView) => void;
  onConfirm: (pending: Pending) => void;
  onConversation: (view: ConversationView) => void;
}

function TopicsSection({ canEdit, onView, onConfirm }: SectionProps) {
  const topics = useMvbotTopics();
  const documents = useMvbotDocuments();
  const remove = useMvbotWrite((dp, name: string) => dp.deleteMvbotTopicCollection(name));
  const [notice, setNotice] = useState<Notice | null>(null);
  const load = async (name: string, then: (value: unknown) => void) => {
    try {
      then(await documents.topicCollection(name));
    } catch (error) {
      setNotice({ severity: 'error', text: failureReason(error) });
    }
  };
  return (
    <Section title={T.topicsSection}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={T.topicsSection}
        rows={topics.data ?? []}
        rowKey={(row) => row.collection_name}
        empty={<Typography>{topics.isPending ? T.loading : T.none}</Typography>}
        columns={[
          { heading: T.collectionName, cell: (row) => row.collection_name },
          { heading: T.count, cell: (row) => row.topics_count, align: 'right' },
          {
            heading: T.actions,
            hideHeading: true,
            nowrap: true,
            cell: (row) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    void load(row.collection_name, (value) =>
                      onView({ title: row.collection_name, value, fileName: `${row.collection_name}.json` }),
                    )
                  }
                >
                  {T.viewTopics}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    void load(row.collection_name, (value) =>
                      downloadJson(value, `${row.collection_name}.json`),
                    )
                  }
                >
                  {T.downloadJson}
                </Button>
                {canEdit && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() =>
                      onConfirm({
                        title: T.confirmDeleteTopics(row.collection_name),
                        body: T.deleteBody,
                        label: T.deleteTopics,
                        run: () => remove.mutateAsync(row.collection_name),
                        failed: T.errorDeletingTopics,
                      })
                    }
                  >
                    {T.deleteTopics}
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Section>
  );
}

function ContextsSection({ canEdit, onView, onConfirm, onConversation }: SectionProps) {
  const contexts = useMvbotContexts();
  const documents = useMvbotDocuments();
  const generate = useMvbotWrite((dp, uri: string) => dp.generateMvbotConversation(uri));
  const [generating, setGenerating] = useState<string | null>(null);
  const convo = async (uri: string) => {
    setNotice(null);
    setGenerating(uri);
    try {
      const reply = await generate.mutateAsync(uri);
      onConversation({
        title: T.conversationOf(uri),
        conversation: reply.conversation,
        responder: reply.generated?.responder ?? null,
      });
    } catch (error) {
      setNotice({ severity: 'error', text: T.errorGeneratingConversation(failureReason(error)) });
    } finally {
      setGenerating(null);
    }
  };
  const reset = useMvbotWrite((dp, uri: string) => dp.resetMvbotLocationContext(uri));
  const remove = useMvbotWrite((dp, uri: string) => dp.deleteMvbotLocationContext(uri));
  const [notice, setNotice] = useState<Notice | null>(null);
  const view = async (uri: string) => {
    try {
      onView({
        title: uri,
        value: await documents.locationContext(uri),
        fileName: `${uri.replaceAll('/', '_')}.json`,
      });
    } catch (error) {
      setNotice({ severity: 'error', text: failureReason(error) });
    }
  };
  return (
    <Section title={T.contextsSection}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={T.contextsSection}
        rows={contexts.data ?? []}
        rowKey={(row) => row.location_uri}
        empty={<Typography>{contexts.isPending ? T.loading : T.none}</Typography>}
        columns={[
          { heading: T.locationUri, cell: (row) => row.location_uri },
          {
            heading: T.actions,
            hideHeading: true,
            nowrap: true,
            cell: (row) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="outlined" onClick={() => void view(row.location_uri)}>
                  {T.viewJson}
                </Button>
                {canEdit && (
                  <>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={generating !== null}
                      onClick={() => void convo(row.location_uri)}
                    >
                      {generating === row.location_uri ? T.generating : T.generateConvo}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() =>
                        onConfirm({
                          title: T.confirmResetContext(row.location_uri),
                          body: T.resetContextBody,
                          label: T.resetContext,
                          run: () => reset.mutateAsync(row.location_uri),
                          failed: T.errorResettingContext,
                          done: { severity: 'success', text: T.contextReset(row.location_uri) },
                        })
                      }
                    >
                      {T.resetContext}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() =>
                        onConfirm({
                          title: T.confirmDeleteContext(row.location_uri),
                          body: T.deleteContextBody,
                          label: T.deleteContext,
                          run: () => remove.mutateAsync(row.location_uri),
                          failed: T.errorDeletingContext,
                        })
                      }
                    >
                      {T.deleteContext}
                    </Button>
                  </>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Section>
  );
}

const EMPTY_PROMPT: SystemPrompt = { prompt_id: '', title: '', system_prompt: '', user_prompt: '' };

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
function PromptEditor({
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

function PromptsSection({
  canEdit,
  onConversation,
}: {
  canEdit: boolean;
  onConversation: (view: ConversationView) => void;
}) {
  const prompts = useMvbotPrompts();
  const [savedAsNew, setSavedAsNew] = useState<Notice | null>(null);
  const onSavedAsNew = (promptId: string) =>
    setSavedAsNew({ severity: 'success', text: T.promptSavedAsNew(promptId) });
  return (
    <Section title={T.promptsSection}>
      <Typography variant="body2">{T.promptNote}</Typography>
      <NoticeLine notice={savedAsNew} onClose={() => setSavedAsNew(null)} />
      {prompts.isPending && <Typography>{T.loading}</Typography>}
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
    </Section>
  );
}

function BotAdministration() {
  const canEdit = useHoldsPermission('admin_edit_all_agents');
  const [view, setView] = useState<JsonView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Notice | null>(null);
  const [conversation, setConversation] = useState<ConversationView | null>(null);
  const confirm = (next: Pending) => {
    setDone(null);
    setPending(next);
  };
  const sections = { canEdit, onView: setView, onConfirm: confirm, onConversation: setConversation };
  return (
    <Stack spacing={2}>
      {!canEdit && <PermissionNote action={T.editPermission} permission="admin_edit_all_agents" />}
      <NoticeLine notice={done} onClose={() => setDone(null)} />
      <ActorConfigsSection {...sections} />
      <TopicsSection {...sections} />
      <ContextsSection {...sections} />
      <PromptsSection canEdit={canEdit} onConversation={setConversation} />
      <JsonDialog view={view} onClose={() => setView(null)} />
      <ConversationDialog view={conversation} onClose={() => setConversation(null)} />
      <PendingDialog pending={pending} onClose={() => setPending(null)} onDone={setDone} />
    </Stack>
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
