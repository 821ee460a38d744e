import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureReason } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { chosen, FileButton } from '../../components/FileButton';
import type { ActorConfigSummary, ActorConfigUpload } from '../../dataProvider/mvbots';
import {
  useDeleteMvbotActorConfig,
  useMvbotActors,
  useMvbotDocuments,
  useUploadMvbotActorConfigs,
  useUploadMvbotFaceIcon,
} from '../../dataProvider/mvbots.queries';
import { NoticeLine, Section, type Notice, type SectionProps } from './Section';
import { MVBOTS_TEXTS as T } from './texts';
import { reportSuccess } from '../../api/errors';

/**
 * Choose JSON File and Upload JSON (staff-and-agents.md §2.16): a file of actor configs, read in the browser and
 * sent as it was read; the server checks it holds an array named actors of complete configs.
 */
function ActorConfigsUploader({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const upload = useUploadMvbotActorConfigs();
  const [loaded, setLoaded] = useState<{ name: string; json: unknown } | null>(null);
  const loadFile = async (file: File) => {
    onNotice(null);
    try {
      setLoaded({ name: file.name, json: JSON.parse(await file.text()) as unknown });
    } catch {
      setLoaded(null);
      onNotice({ severity: 'error', text: T.invalidJsonFile });
    }
  };
  const send = async () => {
    if (!loaded) {
      onNotice({ severity: 'error', text: T.noJsonToUpload });
      return;
    }
    try {
      // The server checks the file holds an array named actors of complete configs, in its own words.
      const reply = await upload.mutateAsync(loaded.json as ActorConfigUpload);
      reportSuccess(T.jsonUploaded(reply.added, reply.updated));
      setLoaded(null);
    } catch (error) {
      const reason = failureReason(error);
      onNotice({ severity: 'error', text: reason ? T.errorUploadingJson(reason) : T.failedToUploadJson });
    }
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FileButton variant="outlined" accept=".json" onChange={chosen((file) => void loadFile(file))}>
        {T.chooseJson}
      </FileButton>
      <Typography>{loaded ? T.loadedJson(loaded.name) : T.noJsonLoaded}</Typography>
      <Button variant="contained" disabled={upload.isPending} onClick={() => void send()}>
        {T.uploadJson}
      </Button>
    </Stack>
  );
}

/** The face icon column: the actor's picture, or None. */
function FaceIcon({ actor }: { actor: ActorConfigSummary }) {
  return actor.faceicon_url ? (
    <Box
      component="img"
      src={actor.faceicon_url}
      alt={T.faceIconOf(actor.display_name)}
      sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover' }}
    />
  ) : (
    T.noFaceIcon
  );
}

/**
 * Upload Actor Configs (staff-and-agents.md §2.16): the actors with their face icons; View Config opens one
 * actor's config, and staff who may change the bots upload a face icon, delete a config or upload a file of them.
 */
export function ActorConfigsSection({ canEdit, onView, onConfirm }: SectionProps) {
  const actors = useMvbotActors();
  const documents = useMvbotDocuments();
  const faceIcon = useUploadMvbotFaceIcon();
  const remove = useDeleteMvbotActorConfig();
  const [notice, setNotice] = useState<Notice | null>(null);

  const sendIcon = async (id: string, file: File) => {
    if (!file.type.startsWith('image/')) {
      setNotice({ severity: 'error', text: T.failedToUploadFaceIcon });
      return;
    }
    try {
      await faceIcon.mutateAsync({ id, file });
      reportSuccess(T.faceIconUploaded);
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
          { heading: T.faceIcon, cell: (actor) => <FaceIcon actor={actor} /> },
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
      {canEdit && <ActorConfigsUploader onNotice={setNotice} />}
    </Section>
  );
}
