import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureReason } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import {
  useDeleteMvbotLocationContext,
  useGenerateMvbotConversation,
  useMvbotContexts,
  useMvbotDocuments,
  useResetMvbotLocationContext,
} from '../../dataProvider/mvbots.queries';
import { NoticeLine, Section, type Notice, type SectionProps } from './Section';
import { MVBOTS_TEXTS as T } from './texts';

/**
 * Location Contexts (staff-and-agents.md §2.16): each metaverse or location with AI agents settings, to view
 * as JSON; staff who may change the bots generate its next conversation, reset it or delete it.
 */
export function ContextsSection({ canEdit, onView, onConfirm, onConversation }: SectionProps) {
  const contexts = useMvbotContexts();
  const documents = useMvbotDocuments();
  const generate = useGenerateMvbotConversation();
  const reset = useResetMvbotLocationContext();
  const remove = useDeleteMvbotLocationContext();
  const [generating, setGenerating] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
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
  const confirmReset = (uri: string) =>
    onConfirm({
      title: T.confirmResetContext(uri),
      body: T.resetContextBody,
      label: T.resetContext,
      run: () => reset.mutateAsync(uri),
      failed: T.errorResettingContext,
      done: T.contextReset(uri),
    });
  const confirmDelete = (uri: string) =>
    onConfirm({
      title: T.confirmDeleteContext(uri),
      body: T.deleteContextBody,
      label: T.deleteContext,
      run: () => remove.mutateAsync(uri),
      failed: T.errorDeletingContext,
    });
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
                    <Button size="small" variant="outlined" onClick={() => confirmReset(row.location_uri)}>
                      {T.resetContext}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => confirmDelete(row.location_uri)}
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
