/**
 * Linked cloud drives (Google Drive for files, Vimeo for videos): the provider interface, what is stored
 * for a linked account, and the errors a provider raises. Tokens live only in `drive_accounts.credentials`;
 * they never appear in a reply, a log line or an error message.
 */
import { HttpError } from '../../../lib/http-error.ts';

export type CloudProviderName = 'google' | 'vimeo';

/** What is kept for a linked account (the `credentials` column). */
export interface CloudCredentials {
  accessToken: string;
  refreshToken?: string;
  /** When the access token expires (milliseconds since the epoch), when the provider says. */
  expiresAt?: number;
  /** The provider's id of the external account, so linking it again updates this row. */
  accountId: string;
}

/** The result of the OAuth code exchange: what to store and the account's display name. */
export interface LinkedAccount {
  name: string;
  credentials: CloudCredentials;
}

/** A folder or file of a linked drive, as the provider describes it (paths are added by the tree). */
export interface RemoteItem {
  id: string;
  name: string;
  type: 'directory' | 'file';
  description?: string;
  mimeType?: string;
  size?: number;
  width?: number;
  height?: number;
  /** The item's page at the provider (files of a linked drive open there). */
  url?: string;
  thumbnailUri?: string;
  created?: string;
}

export interface RemotePage {
  items: RemoteItem[];
  /** The provider's own token for the next page; absent on the last page. */
  nextPageToken?: string;
}

export interface ListRequest {
  /** A folder id; absent for the drive's top level. */
  folderId?: string;
  pageToken?: string;
  pageSize: number;
  /** MIME types or prefixes (`image/`) files must match; folders are always listed. */
  mimeTypes: readonly string[];
}

/** The stored credentials of one linked account and how to keep a refreshed access token. */
export interface CloudSession {
  credentials: CloudCredentials;
  save(next: CloudCredentials): Promise<void>;
}

export interface CloudDriveProvider {
  readonly name: CloudProviderName;
  /** The service's name as users know it ("Google Drive", "Vimeo"). */
  readonly label: string;
  readonly kind: 'files' | 'video';
  /** Where the thumbnails it lists load from (the console's Content-Security-Policy allows these images). */
  readonly imageOrigins: readonly string[];
  /** The consent page the browser is sent to. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the authorization code for tokens and names the account. */
  exchange(code: string, redirectUri: string): Promise<LinkedAccount>;
  list(session: CloudSession, request: ListRequest): Promise<RemotePage>;
  item(session: CloudSession, id: string): Promise<RemoteItem>;
}

/** Timeouts and clock of the providers (tests shorten or move them). */
export interface CloudOptions {
  timeoutMs?: number;
  now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A failure of a provider, with a plain-English message for the user (502 unless said otherwise). */
export class CloudError extends HttpError {
  constructor(message: string, statusCode = 502) {
    super(statusCode, message);
    this.name = 'CloudError';
  }
}
