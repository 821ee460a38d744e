/**
 * Query keys and hooks of the drive pages (linked drives, a folder of the drive browser, file previews), Contact
 * Us and the merge check.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotUploadKind } from '../../common/styleRules';
import { DRIVE_PAGE_SIZE, contentDomain, contentFolder, refetchPageSize } from '../lib/drivePaths';
import { isVideoFile } from '../lib/videoUpload';
import { DATA_TEXTS } from './texts';
import { uploadVideo } from './videoUpload';
import type { ContactRequest, ContentItem, DriveFilePage, DriveItem, DriveProvider, Storage } from './drives';
import { driveMethods } from './drives';
import { READ, useAppDataProvider } from './queries';

const ALL = ['drives'] as const;

export const driveKeys = {
  all: ALL,
  /** The user's linked drives. */
  accounts: () => [...ALL, 'accounts'] as const,
  /** A folder's loaded files with its metaverse's storage figures. */
  folder: (path: string) => [...ALL, 'folder', path] as const,
  /** The text of a file shown in a preview. */
  fileText: (url: string) => [...ALL, 'text', url] as const,
  /** Whether the user's accounts can be merged. */
  mergeOptions: () => ['mergeOptions'] as const,
};

/** The linked drives. */
export function useDriveAccounts() {
  const dataProvider = useAppDataProvider(driveMethods);
  return useQuery({
    ...READ,
    queryKey: driveKeys.accounts(),
    queryFn: ({ signal }) => dataProvider.listDriveAccounts({ signal }),
  });
}

/** Unlinks a drive; the reply is the new list of linked drives. */
export function useRemoveDriveAccount() {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.removeDriveAccount(id),
    onSuccess: (drives) => queryClient.setQueryData(driveKeys.accounts(), drives),
  });
}

/**
 * Starts linking a drive: asks for a one-use link code, then `go` receives the address of the link redirect
 * (/v2/oauth/auth with the code, never the session) for the browser to navigate to.
 */
export function useLinkDrive(returnPath: string, go: (url: string) => void) {
  const dataProvider = useAppDataProvider(driveMethods);
  return useMutation({
    mutationFn: (provider: DriveProvider) => dataProvider.createDriveLinkCode(provider),
    onSuccess: ({ code }, provider) => {
      const query = new URLSearchParams({ provider, returnPath, code });
      go(`/v2/oauth/auth?${query.toString()}`);
    },
  });
}

export interface DriveFolder {
  page: DriveFilePage;
  /** The storage of the folder's metaverse (null outside a metaverse's content). */
  storage: Storage | null;
}

/**
 * A folder of the drive browser: its first page and, inside a metaverse's content, the storage figures. When
 * it is read again it keeps what scrolling loaded: it asks for the loaded count plus a page (owner-console.md §9).
 */
export function useDriveFolder(path: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  const key = driveKeys.folder(path);
  return useQuery({
    ...READ,
    queryKey: key,
    // A folder opened afresh starts from one page; what scrolling loaded is kept only while it is shown.
    gcTime: 0,
    queryFn: async ({ signal }): Promise<DriveFolder> => {
      const loaded = queryClient.getQueryData<DriveFolder>(key)?.page.files.length ?? 0;
      const page = await dataProvider.listDriveFiles(path, refetchPageSize(loaded), undefined, { signal });
      const domain = contentDomain(path);
      return { page, storage: domain ? await dataProvider.getContentStorage(domain, { signal }) : null };
    },
  });
}

/** Loads the folder's next page (scrolling to its end) and adds it to what is shown. */
export function useMoreDriveFiles(path: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageToken: string) => dataProvider.listDriveFiles(path, DRIVE_PAGE_SIZE, pageToken),
    onSuccess: (next) =>
      queryClient.setQueryData<DriveFolder>(
        driveKeys.folder(path),
        (folder) =>
          folder && {
            ...folder,
            page: { files: [...folder.page.files, ...next.files], nextPageToken: next.nextPageToken },
          },
      ),
  });
}

/**
 * Uploads a file into the folder of a metaverse's content. A video, whichever folder it is dropped in, goes
 * through the chunked upload in the task bar (so one already stored says "Video already uploaded!", and the
 * videos folder is read again when the task ends); any other file is stored at once and the folder is read
 * again. A stored file without a blob is a failed upload.
 */
export function useUploadDriveFile(path: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ domain, file }: { domain: string; file: File }): Promise<'video' | 'file'> => {
      if (contentFolder(path) === 'videos' || isVideoFile(file)) {
        await uploadVideo(dataProvider, domain, file);
        return 'video';
      }
      const stored = await dataProvider.uploadContent(domain, file);
      if (!stored.blob) throw new Error(DATA_TEXTS.fileUploadFailed);
      return 'file';
    },
    onSuccess: (kind) =>
      kind === 'file' ? queryClient.invalidateQueries({ queryKey: driveKeys.folder(path) }) : undefined,
  });
}

/**
 * Uploads a file for a content slot of the styles editor (single-target-and-flows.md §5, §7: the media upload
 * helper of the content selectors) into the metaverse's content, by the same path and checks as the drive
 * page's uploads (a video through the chunked upload in the task bar). Answers the stored file, whose type the
 * server judged from its bytes; the content folders are read again.
 */
export function useUploadContentFile(domain: string, only?: SlotUploadKind) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ContentItem> => {
      const stored = isVideoFile(file)
        ? await uploadVideo(dataProvider, domain, file)
        : await dataProvider.uploadContent(domain, file, only);
      if (!stored.blob) throw new Error(DATA_TEXTS.fileUploadFailed);
      return stored;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ALL, 'folder'] }),
  });
}

/** Deletes a file of a metaverse's content: it leaves the folder and the reply is the new storage figures. */
export function useDeleteDriveFile(path: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domain, item }: { domain: string; item: DriveItem }) =>
      dataProvider.deleteContent(domain, item.id),
    onSuccess: (storage, { item }) =>
      queryClient.setQueryData<DriveFolder>(
        driveKeys.folder(path),
        (folder) =>
          folder && {
            storage,
            page: { ...folder.page, files: folder.page.files.filter((other) => other.path !== item.path) },
          },
      ),
  });
}

/** The text of a file for its preview. */
export function useFileText(url: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  return useQuery({
    ...READ,
    queryKey: driveKeys.fileText(url),
    queryFn: ({ signal }) => dataProvider.readFileText(url, { signal }),
  });
}

/** Sends a Contact Us message. */
export function useContactUs() {
  const dataProvider = useAppDataProvider(driveMethods);
  return useMutation({ mutationFn: (message: ContactRequest) => dataProvider.contactUs(message) });
}

/** Whether the user's accounts can be merged, checked afresh each time the dialog opens. */
export function useMergeOptions() {
  const dataProvider = useAppDataProvider(driveMethods);
  return useQuery({
    ...READ,
    queryKey: driveKeys.mergeOptions(),
    queryFn: ({ signal }) => dataProvider.checkMergeOptions({ signal }),
    gcTime: 0,
  });
}

/** What a content slot stores for a drive file, asked when the user chooses the file. */
export function useDriveFileEntity() {
  const dataProvider = useAppDataProvider(driveMethods);
  return useMutation({ mutationFn: (path: string) => dataProvider.getDriveFileEntity(path) });
}
