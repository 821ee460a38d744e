import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import type { AppDataProvider } from '../../dataProvider';
import type { DriveItem, Storage } from '../../dataProvider/drives';
import { useTasks } from '../../layout/tasks';
import {
  DRIVE_PAGE_SIZE,
  contentDomain,
  contentFolder,
  parentPath,
  refetchPageSize,
} from '../../lib/drivePaths';
import { DriveGrid } from './DriveGrid';
import { DeleteDialog, InfoDialog, PreviewDialog, UploadErrorDialog } from './FileDialogs';
import { StorageBar } from './StorageBar';
import { DRIVES_TEXTS } from './texts';
import { uploadVideo } from './uploadVideo';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const { tasks } = useTasks();
  const [items, setItems] = useState<DriveItem[]>([]);
  const [nextToken, setNextToken] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [storage, setStorage] = useState<Storage | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const loading = useRef(false);
  const domain = contentDomain(path);
  const folder = contentFolder(path);
  const atFolder = folder !== null && path.split('/').filter(Boolean).length === 3;

  const fetchFolder = useCallback(
    async (pageSize = DRIVE_PAGE_SIZE) => {
      const page = await dataProvider.listDriveFiles(path, pageSize);
      return { page, storage: domain ? await dataProvider.getContentStorage(domain) : null };
    },
    [dataProvider, path, domain],
  );

  const show = useCallback(
    (promise: ReturnType<typeof fetchFolder>) =>
      promise.then(
        ({ page, storage: figures }) => {
          setItems(page.files);
          setNextToken(page.nextPageToken);
          setStorage(figures);
        },
        () => setFailed(true),
      ),
    [],
  );
  // A re-fetch keeps what scrolling loaded: it asks for the loaded count plus a page (§9).
  const loaded = items.length;
  const reload = useCallback(() => show(fetchFolder(refetchPageSize(loaded))), [show, fetchFolder, loaded]);

  useEffect(() => {
    void show(fetchFolder());
  }, [show, fetchFolder]);

  // The list reloads when a background task (an upload) finishes.
  const running = useRef(tasks.length);
  useEffect(() => {
    if (tasks.length < running.current) void reload();
    running.current = tasks.length;
  }, [tasks.length, reload]);

  const more = useCallback(() => {
    if (!nextToken || loading.current) return;
    loading.current = true;
    dataProvider
      .listDriveFiles(path, DRIVE_PAGE_SIZE, nextToken)
      .then((page) => {
        setItems((current) => [...current, ...page.files]);
        setNextToken(page.nextPageToken);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [dataProvider, nextToken, path]);

  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !domain) return;
    try {
      if (folder === 'videos') await uploadVideo(dataProvider, domain, file);
      else {
        const stored = await dataProvider.uploadContent(domain, file);
        if (!stored.blob) throw new Error(DRIVES_TEXTS.fileUploadFailed);
        await reload();
      }
    } catch (error) {
      const message = error instanceof ApiError || error instanceof Error ? error.message : '';
      setOpen({
        kind: 'error',
        message:
          message || (folder === 'videos' ? DRIVES_TEXTS.videoUploadFailed : DRIVES_TEXTS.fileUploadFailed),
      });
    }
  };

  const remove = async (item: DriveItem) => {
    setOpen(null);
    if (!domain) return;
    setStorage(await dataProvider.deleteContent(domain, item.id));
    setItems((current) => current.filter((other) => other.path !== item.path));
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
          <Button variant="contained" component="label">
            {folder === 'videos' ? DRIVES_TEXTS.uploadVideo : DRIVES_TEXTS.upload}
            <input
              hidden
              type="file"
              accept={folder === 'videos' ? 'video/*' : 'image/*,video/*,.docx,.pdf,.md'}
              onChange={(event) => void onUpload(event)}
            />
          </Button>
        </div>
      )}
      {failed ? (
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
          item={open.item}
          onClose={() => setOpen(null)}
          onConfirm={() => void remove(open.item)}
        />
      )}
      {open?.kind === 'error' && <UploadErrorDialog message={open.message} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
