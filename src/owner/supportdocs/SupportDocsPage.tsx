import { FileButton } from '../../components/FileButton';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/client';
import type { Domain } from '../../api/types';
import type { SupportDoc } from '../../dataProvider/entities';
import {
  useDeleteSupportDoc,
  useSupportDocs,
  useUploadSupportDoc,
} from '../../dataProvider/entities.queries';
import { DATA_TEXTS } from '../../dataProvider/texts';
import { SUPPORT_DOC_EXTENSIONS, isSupportDoc } from '../../lib/supportDocs';
import { formatFileSize } from '../../lib/storage';
import { DeleteDialog, UploadErrorDialog } from '../drives/FileDialogs';
import { ENTITY_TEXTS } from '../entities/texts';
import { DomainGate } from '../metaverses/DomainGate';
import { SUPPORT_DOCS_TEXTS as T } from './texts';

/** Whether the agents can quote a document yet, in words. */
function indexText({ index }: SupportDoc): string {
  if (!index) return T.index.not_indexed;
  return index.status === 'failed' ? T.index.failed(index.error) : T.index[index.status];
}

function PublicDocuments({ domain, manages }: { domain: Domain; manages: boolean }) {
  const list = useSupportDocs(domain.id);
  const uploadDoc = useUploadSupportDoc(domain.id);
  const deleteDoc = useDeleteSupportDoc(domain.id);
  const docs = list.data ?? [];
  const failed = list.isError;
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isSupportDoc(file.name)) {
      setUploadError(T.onlyDocuments);
      return;
    }
    try {
      const item = await uploadDoc.mutateAsync(file);
      if (!item.blob) setUploadError(DATA_TEXTS.fileUploadFailed);
    } catch (error) {
      setUploadError((error instanceof ApiError && error.reason) || DATA_TEXTS.fileUploadFailed);
    }
  };
  const [deleting, setDeleting] = useState<SupportDoc | null>(null);
  // A refused delete stays in the dialog with its reason; the list is read again either way.
  const remove = async (doc: SupportDoc) => {
    await deleteDoc.mutateAsync(doc.id);
    setDeleting(null);
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {T.publicDocuments}
        </Typography>
        {failed && <Alert severity="error">{T.error}</Alert>}
        {manages && (
          <FileButton
            variant="contained"
            accept={SUPPORT_DOC_EXTENSIONS.join(',')}
            onChange={(e) => void upload(e)}
          >
            {T.upload}
          </FileButton>
        )}
        {list.isPending && <Typography sx={{ mt: 2 }}>{T.loading}</Typography>}
        {list.isSuccess && docs.length === 0 && <Typography sx={{ mt: 2 }}>{T.none}</Typography>}
        <List aria-label={T.publicDocuments}>
          {docs.map((doc) => (
            <ListItem
              key={doc.id}
              secondaryAction={
                manages && (
                  <Button
                    color="error"
                    aria-label={`${T.remove} ${doc.name}`}
                    onClick={() => setDeleting(doc)}
                  >
                    {T.remove}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={doc.name}
                secondary={`${formatFileSize(doc.size)} · ${indexText(doc)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {deleting !== null && (
        <DeleteDialog
          name={deleting.name}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      )}
      {uploadError !== null && (
        <UploadErrorDialog message={uploadError} onClose={() => setUploadError(null)} />
      )}
    </Card>
  );
}

/** `/domains/{uri}/supportdocs`: the Knowledge Base with its Public Documents card (staff-and-agents.md §2.18). */
export function SupportDocsPage() {
  return (
    <DomainGate failedText={ENTITY_TEXTS.domainLoadFailed}>
      {({ domain, manages }) => (
        <>
          <Typography variant="h5" component="h1" sx={{ mx: 2, mt: 2 }}>
            {T.title}
          </Typography>
          <PublicDocuments key={domain.id} domain={domain} manages={manages} />
        </>
      )}
    </DomainGate>
  );
}
