/**
 * Typed custom methods for launching, Contact Us, the merge check, drives and metaverse content
 * (owner-console.md §7 "Launch, contact, billing, merge" and "Drives and content").
 */
import { api, data, hideErrors, raw } from '../api/client';
import { fetchDeepLink, isDeepLinkUsed } from '../api/launch';
import type { components } from '../../common/api/schema';
import type { SlotUploadKind } from '../../common/styleRules';
import { cachedDriveMeta, type KeyValueStore } from '../lib/driveMetaCache';
import type { Signal } from './queries';

export type { DeepLink, LaunchTarget } from '../api/launch';

type Schemas = components['schemas'];
export type ContactRequest = Schemas['ContactRequest'];
export type MergeOptions = Schemas['MergeOptions'];
export type DriveItem = Schemas['DriveItem'];
export type DriveFilePage = Schemas['DriveFilePage'];
export type DriveEntity = Schemas['DriveEntity'];
export type DriveLinkCode = Schemas['DriveLinkCode'];
export type DriveProvider = Schemas['DriveLinkRequest']['provider'];
export type Storage = Schemas['Storage'];
export type ContentItem = Schemas['ContentItem'];
export type VideoUploadBegin = Schemas['VideoUploadBegin'];
export type VideoUploadRequest = Schemas['VideoUploadRequest'];

/** Local storage when the browser allows it (reading it can throw in private modes). */
function localStore(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const driveMethods = {
  /** A deep link: the public variants for signed-out visitors, the private ones when signed in. */
  getDeepLink: fetchDeepLink,
  /** Whether a deep link has been opened (polled quietly). */
  isDeepLinkUsed,
  contactUs(message: ContactRequest): Promise<void> {
    return data(api.POST('/v2/contactus', { body: message })).then(() => undefined);
  },
  /** A one-use code that starts linking a drive at /v2/oauth/auth (the session stays in the headers). */
  createDriveLinkCode(provider: DriveProvider): Promise<DriveLinkCode> {
    return data(api.POST('/v2/drives/linkcode', { body: { provider } }));
  },
  checkMergeOptions({ signal }: Signal = {}): Promise<MergeOptions> {
    return data(api.GET('/v2/me/usermerge/checkmergeoptions', { headers: hideErrors, signal }));
  },
  listDriveAccounts({ signal }: Signal = {}): Promise<DriveItem[]> {
    return data(api.GET('/v2/drives/accounts', { signal }));
  },
  removeDriveAccount(id: string): Promise<DriveItem[]> {
    // The confirm dialog shows a refusal.
    return data(api.DELETE('/v2/drives/accounts/{id}', { params: { path: { id } }, headers: hideErrors }));
  },
  listDriveFiles(
    path: string,
    pageSize: number,
    pageToken: string | undefined,
    { signal }: Signal = {},
  ): Promise<DriveFilePage> {
    return data(
      api.GET('/v2/drives/files/list', { params: { query: { path, pageSize, pageToken } }, signal }),
    );
  },
  /**
   * The text of a stored file for its preview. The file's address is the one the listing gave (a blob or a
   * provider's link), not an API operation, so it is read with a plain request; a failure is the caller's to show.
   */
  async readFileText(url: string, { signal }: Signal = {}): Promise<string> {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`The file could not be read (status ${response.status}).`);
    return response.text();
  },
  /** What a content slot stores for a drive file (its blob, or its link); the chooser shows a refusal. */
  getDriveFileEntity(path: string): Promise<DriveEntity> {
    return data(api.GET('/v2/drives/files/entity', { params: { query: { path } }, headers: hideErrors }));
  },
  /** A file's metadata, cached in local storage for an hour (owner-console.md §9). */
  getDriveFileMeta(path: string): Promise<DriveItem> {
    return cachedDriveMeta(localStore(), path, () =>
      data(api.GET('/v2/drives/files/meta', { params: { query: { path } } })),
    );
  },
  getContentStorage(domain: string, { signal }: Signal = {}): Promise<Storage> {
    return data(api.GET('/v2/domains/{domain}/content/storage', { params: { path: { domain } }, signal }));
  },
  /** Deletes a file of the metaverse's content; the confirm dialog shows a refusal, so no toast. */
  deleteContent(domain: string, id: string): Promise<Storage> {
    return data(
      api.DELETE('/v2/domains/{domain}/content/{id}', {
        params: { path: { domain, id } },
        headers: hideErrors,
      }),
    );
  },
  /**
   * Stores a file in the metaverse's content; `only` has the server refuse, before storing it, a file of another
   * kind (`documents` for the Knowledge Base, `images` or `media` for a content slot).
   */
  uploadContent(domain: string, file: File, only?: 'documents' | SlotUploadKind): Promise<ContentItem> {
    return data(
      api.POST('/v2/domains/{domain}/content', {
        params: { path: { domain }, query: { name: file.name, ...(only && { only }) } },
        headers: {
          ...hideErrors,
          'content-type': file.type || 'application/octet-stream',
          'x-shapevr-name': file.name,
        },
        ...raw(file),
      }),
    );
  },
  videoUploadBegin(domain: string, file: VideoUploadRequest): Promise<VideoUploadBegin> {
    return data(
      api.POST('/v2/domains/{domain}/content/videoupload/begin', {
        params: { path: { domain } },
        body: file,
        headers: hideErrors,
      }),
    );
  },
  videoUploadChunk(domain: string, uploadUri: string, chunk: Blob, range: string): Promise<number> {
    return data(
      api.PUT('/v2/domains/{domain}/content/videoupload/uploadchunk/{uploadUri}', {
        params: { path: { domain, uploadUri }, header: { 'content-range': range } },
        headers: { ...hideErrors, 'content-type': 'application/octet-stream' },
        ...raw(chunk),
      }),
    ).then((reply) => reply.received);
  },
  videoUploadProcess(domain: string, uploadId: string) {
    return data(
      api.POST('/v2/domains/{domain}/content/videoupload/process/{uploadId}', {
        params: { path: { domain, uploadId } },
        headers: hideErrors,
      }),
    );
  },
  videoUploadStatus(domain: string, uploadId: string, jobname: string) {
    return data(
      api.POST('/v2/domains/{domain}/content/videoupload/status', {
        params: { path: { domain } },
        body: { upload_id: uploadId, transcode_jobname: jobname },
        headers: hideErrors,
      }),
    );
  },
  videoUploadEnd(domain: string, uploadId: string): Promise<ContentItem> {
    return data(
      api.POST('/v2/domains/{domain}/content/videoupload/end', {
        params: { path: { domain } },
        body: { upload_id: uploadId },
        headers: hideErrors,
      }),
    ).then((reply) => reply.entity);
  },
};
