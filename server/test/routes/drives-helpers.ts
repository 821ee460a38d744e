/**
 * What the metaverse drive tests (drives-content.test.ts, drives-video.test.ts) share: the callers of the
 * content and drive operations, the bytes at a URL the API handed out, and an MP4-signed file.
 */
import type { ApiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

type Role = 'owner' | 'manager' | 'member' | 'admin' | 'superuser';
export type Who = Role | Session | null;

export const GB = 1_073_741_824;

/** The query of `listDriveFiles`. */
export type ListQuery = { path?: string; pageSize?: number; pageToken?: string; mimeTypes?: string };

/** An MP4-signed file of `size` bytes. */
export function fakeMp4(size: number, fill = 1): Buffer {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)]);
}

/** Calls of the file's app: an upload, the storage of a metaverse, a listing, the bytes at a URL. */
export function driveCalls(api: ApiTest<Role>) {
  const upload = (
    as: Who,
    domain: string,
    name: string,
    bytes: Buffer,
    type = 'application/octet-stream',
    status?: number,
  ) =>
    api.op(
      'uploadContent',
      {
        path: { domain },
        query: { name },
        body: bytes,
        headers: { 'content-type': type, 'x-shapevr-name': name },
        as,
      },
      status,
    );
  const storage = (as: Who, domain: string, status: number) =>
    api.op('getContentStorage', { path: { domain }, as }, status);
  const listFiles = (as: Who, query: ListQuery, status = 200) =>
    api.op('listDriveFiles', { query, as }, status);
  /** The bytes at a URL the API handed out (not itself an operation). */
  const fetchUrl = (url: string) => api.inject(null, { method: 'GET', url });
  return { upload, storage, listFiles, fetchUrl };
}
