import { FileButton } from '../../components/FileButton';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import type { DriveItem } from '../../dataProvider/drives';
import {
  useDeleteDriveFile,
  useDriveFolder,
  useMoreDriveFiles,
  useUploadDriveFile,
} from '../../dataProvider/drives.queries';
import { DATA_TEXTS } from '../../dataProvider/texts';
import { useTasks } from '../../lib/tasks';
import { contentDomain, contentFolder, parentPath } from '../../lib/drivePaths';
import { isVideoFile } from '../../lib/videoUpload';
import { DriveGrid } from './DriveGrid';
import { DeleteDialog, InfoDialog, PreviewDialog, UploadErrorDialog } from './FileDialogs';
import { StorageBar } from './StorageBar';
import { DRIVES_TEXTS } from './texts';
import { paths } from '../../paths';

type Open =
  { kind: 'info' | 'preview' | 'delete'; item: DriveItem } | { kind: 'error'; message: string } | null;

const browseTo = (path: string) => (path ? paths.browseDrive(path) : paths.drives());

/** /browsedrive?location=: path bar, up button, the folder's items in pages of 200, uploads and storage. */
export function BrowseDrivePage() {
  const [params] = useSearchParams();
  const path = params.get('location') ?? '';
  if (!path) return <Navigate to={paths.drives()} replace />;
  return <DriveFolder key={path} path={path} />;
}

function DriveFolder({ path }: { path: string }) {
  const navigate = useNavigate();
  const { tasks } = useTasks();
  const folderQuery = useDriveFolder(path);
  const moreFiles = useMoreDriveFiles(path);
  const uploadFile = useUploadDriveFile(path);
  const deleteFile = useDeleteDriveFile(path);
  const [open, setOpen] = useState<Open>(null);
  const loading = useRef(false);
  const domain = contentDomain(path);
  const folder = contentFolder(path);
  const atFolder = folder !== null && path.split('/').filter(Boolean).length === 3;
  const items = folderQuery.data?.page.files ?? [];
  const nextToken = folderQuery.data?.page.nextPageToken;
  const storage = folderQuery.data?.storage ?? null;

  // The list reloads when a background task (an upload) finishes.
  const { refetch } = folderQuery;
  const running = useRef(tasks.length);
  useEffect(() => {
    if (tasks.length < running.current) void refetch();
    running.current = tasks.length;
  }, [tasks.length, refetch]);

  const { mutateAsync: loadMore } = moreFiles;
  const more = useCallback(() => {
    if (!nextToken || loading.current) return;
    loading.current = true;
    // A failed page is toasted by the client; scrolling asks for it again.
    loadMore(nextToken)
      .catch(() => undefined)
      .finally(() => {
        loading.current = false;
      });
  }, [loadMore, nextToken]);

  // Uploads may overlap (a video takes a while): each reports its own failure.
  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !domain) return;
    try {
      await uploadFile.mutateAsync({ domain, file });
    } catch (error) {
      // The server's words; an empty reply body is not replaced by the HTTP status text.
      const message = error instanceof ApiError ? error.reason : error instanceof Error ? error.message : '';
      setOpen({
        kind: 'error',
        message:
          message ||
          (folder === 'videos' || isVideoFile(file)
            ? DATA_TEXTS.videoUploadFailed
            : DATA_TEXTS.fileUploadFailed),
      });
    }
  };

  // A refused delete stays in the dialog with its reason.
  const remove = async (item: DriveItem) => {
    if (domain) await deleteFile.mutateAsync({ domain, item });
    setOpen(null);
  };

  const parts = path.split('/').filter(Boolean);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {DRIVES_TEXTS.browseTitle}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ArrowUpwardIcon />} onClick={() => navigate(browseTo(parentPath(path)))}>
          {DRIVES_TEXTS.up}
        </Button>
        <Breadcrumbs aria-label={DRIVES_TEXTS.pathLabel}>
          <Link href={paths.drives()} onClick={(event) => (event.preventDefault(), navigate(paths.drives()))}>
            {DRIVES_TEXTS.title}
          </Link>
          {parts.map((part, index) => {
            const target = parts.slice(0, index + 1).join('/');
            return index === parts.length - 1 ? (
              <Typography key={target} aria-current="page">
                {part}
              </Typography>
            ) : (
              <Link
                key={target}
                href={browseTo(target)}
                onClick={(event) => (event.preventDefault(), navigate(browseTo(target)))}
              >
                {part}
              </Link>
            );
          })}
        </Breadcrumbs>
      </Stack>
      {storage && <StorageBar storage={storage} />}
      {atFolder && (
        <div>
          <FileButton
            variant="contained"
            accept={folder === 'videos' ? 'video/*' : 'image/*,video/*,.docx,.pdf,.md'}
            onChange={(event) => void onUpload(event)}
          >
            {folder === 'videos' ? DRIVES_TEXTS.uploadVideo : DRIVES_TEXTS.upload}
          </FileButton>
        </div>
      )}
      {folderQuery.isError ? (
        <Typography role="alert">{DRIVES_TEXTS.error}</Typography>
      ) : (
        <DriveGrid
          items={items}
          hasMore={nextToken !== undefined}
          onMore={more}
          onOpen={(item) => navigate(browseTo(item.path))}
          onInfo={(item) => setOpen({ kind: 'info', item })}
          onPreview={(item) => setOpen({ kind: 'preview', item })}
          onDelete={(item) => setOpen({ kind: 'delete', item })}
        />
      )}
      {open?.kind === 'info' && <InfoDialog item={open.item} onClose={() => setOpen(null)} />}
      {open?.kind === 'preview' && <PreviewDialog item={open.item} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <DeleteDialog
          name={open.item.name}
          onClose={() => setOpen(null)}
          onConfirm={() => remove(open.item)}
        />
      )}
      {open?.kind === 'error' && <UploadErrorDialog message={open.message} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
