import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DriveItem } from '../../dataProvider/drives';
import { useFileText } from '../../dataProvider/drives.queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MarkdownText } from '../../components/MarkdownText';
import { DRIVES_TEXTS } from './texts';
import { formatDateTime } from '../../lib/dates';

interface Props {
  item: DriveItem;
  onClose: () => void;
}

/** File details, sizes in MB. */
export function InfoDialog({ item, onClose }: Props) {
  const rows: [string, string][] = [
    [DRIVES_TEXTS.infoName, item.name],
    [DRIVES_TEXTS.infoType, item.mimeType ?? item.type],
    ...(item.size !== undefined
      ? [[DRIVES_TEXTS.infoSize, DRIVES_TEXTS.megabytes(item.size)] as [string, string]]
      : []),
    ...(item.created ? [[DRIVES_TEXTS.infoCreated, formatDateTime(item.created)] as [string, string]] : []),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="drive-info-title">
      <DialogTitle id="drive-info-title">{DRIVES_TEXTS.info}</DialogTitle>
      <DialogContent>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" sx={{ fontWeight: 'bold' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ ml: 0, mb: 1 }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DRIVES_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A Markdown file's preview. */
function MarkdownPreview({ url }: { url: string }) {
  const { data: text, isError: failed } = useFileText(url);
  if (failed) return <Typography role="alert">{DRIVES_TEXTS.markdownFailed}</Typography>;
  return <MarkdownText>{text ?? ''}</MarkdownText>;
}

/** Preview of images, videos and markdown files. */
export function PreviewDialog({ item, onClose }: Props) {
  const type = item.mimeType ?? '';
  const url = item.url ?? '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="drive-preview-title" maxWidth="md" fullWidth>
      <DialogTitle id="drive-preview-title">{item.name}</DialogTitle>
      <DialogContent>
        {type.startsWith('image/') && <img src={url} alt={item.name} style={{ maxWidth: '100%' }} />}
        {type.startsWith('video/') && (
          <video src={url} controls style={{ maxWidth: '100%' }} aria-label={item.name} />
        )}
        {type.startsWith('text/markdown') && <MarkdownPreview url={url} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DRIVES_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Confirms deleting a file (of a drive or a Knowledge Base); a refusal's reason is shown in the dialog. */
export function DeleteDialog({
  name,
  onClose,
  onConfirm,
}: {
  name: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open
      title={DRIVES_TEXTS.deleteTitle}
      confirmLabel={DRIVES_TEXTS.delete}
      cancelLabel={DRIVES_TEXTS.cancel}
      destructive
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <DialogContentText>{DRIVES_TEXTS.deleteText(name)}</DialogContentText>
    </ConfirmDialog>
  );
}

/** The Upload Error dialog with the failure text, or "An error occurred". */
export function UploadErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="upload-error-title">
      <DialogTitle id="upload-error-title">{DRIVES_TEXTS.uploadErrorTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText role="alert">{message || DRIVES_TEXTS.uploadErrorFallback}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DRIVES_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
