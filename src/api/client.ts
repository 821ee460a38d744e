/**
 * The console's only HTTP client (the only importer of openapi-fetch), typed by the contract in `openapi/`.
 *
 * owner-console.md §7: signed-in calls carry the account and product headers from cookies (the token is
 * in an HttpOnly cookie the browser sends, never read here); JSON
 * bodies go as `text/plain` holding JSON; a `result` field in a reply is unwrapped; any non-2xx reply is an
 * {@link ApiError} carrying the status and the reply's text, shown as an error toast unless the call passes
 * {@link hideErrors}.
 *
 * owner-console.md §5, §6: while signed out (no account), only the contract's public operations are called; any
 * other call is refused with an ApiError (status 401) before a request is sent.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../common/api/schema';
import { ApiError, FAILURE_TEXTS, failedReply, reportError } from './errors';
import { isPublicOperation } from './publicOperations';
import { sessionHeaders } from '../lib/cookieJar';

export { ApiError } from './errors';

// A request-only marker header: the middleware removes it before the request leaves the browser.
const HIDE_ERRORS_HEADER = 'x-console-hide-errors';

/** Pass as `headers` to a call whose failure the caller shows itself (no error toast). */
export const hideErrors: Readonly<Record<string, string>> = Object.freeze({ [HIDE_ERRORS_HEADER]: '1' });

const quietRequests = new Set<string>();

function unwrapResult(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'result' in value) {
    return (value as { result: unknown }).result;
  }
  return value;
}

/** The session headers carry an account (its token goes in its HttpOnly cookie). */
function signedIn(headers: Record<string, string>): boolean {
  return Boolean(headers['x-account']);
}

const sessionMiddleware: Middleware = {
  onRequest({ request, schemaPath, id }) {
    let quiet = false;
    if (request.headers.has(HIDE_ERRORS_HEADER)) {
      request.headers.delete(HIDE_ERRORS_HEADER);
      quiet = true;
    }
    const session = sessionHeaders();
    if (!signedIn(session) && !isPublicOperation(request.method, schemaPath)) {
      // The user reads a sentence; the operation refused is for developers, not for them.
      const error = new ApiError(401, FAILURE_TEXTS.signedOut);
      if (!quiet) reportError(error.message);
      throw error;
    }
    if (quiet) quietRequests.add(id);
    for (const [name, value] of Object.entries(session)) request.headers.set(name, value);
    // owner-console.md §7: JSON bodies travel as text/plain; the API parses them as JSON.
    if (request.headers.get('content-type')?.startsWith('application/json')) {
      request.headers.set('content-type', 'text/plain;charset=UTF-8');
    }
    return request;
  },
  async onResponse({ response, id }) {
    const quiet = quietRequests.delete(id);
    if (!response.ok) {
      const error = failedReply(
        response.status,
        await response.text(),
        response.headers.get('content-type') ?? '',
      );
      if (!quiet) reportError(error.message);
      throw error;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return response;
    const text = await response.text();
    if (!text) return new Response(null, { status: response.status, headers: { 'content-type': type } });
    const body = JSON.stringify(unwrapResult(JSON.parse(text)));
    return new Response(body, { status: response.status, headers: { 'content-type': type } });
  },
  onError({ error, id }) {
    const quiet = quietRequests.delete(id);
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    // The browser's own words ("Failed to fetch", "fetch failed") say nothing to the user, and are no reason.
    const apiError = new ApiError(0, FAILURE_TEXTS.unreachable, '');
    if (!quiet) reportError(apiError.message);
    return apiError;
  },
};

/** The typed client. Failed calls reject with {@link ApiError}; use {@link data} to get the reply. */
export const api = createClient<paths>({ baseUrl: '' });
api.use(sessionMiddleware);

/**
 * Awaits an `api.GET/POST/...` call and returns its data. The middleware already turned failures into
 * rejections; this only narrows openapi-fetch's `{ data } | { error }` union.
 */
export async function data<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data: value, error, response } = await call;
  if (error !== undefined || !response.ok) {
    throw failedReply(response.status, typeof error === 'string' ? error : '');
  }
  return value as D;
}

/** A raw body (a file or part of one) for a typed call, sent as is with its content type. */
export const raw = (body: Blob) => ({ body: '', bodySerializer: () => body });

export interface UploadOptions {
  /** The file name sent in the `x-shapevr-name` header. */
  name?: string;
  /** Called with 0…1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  /** Do not toast a failure (the caller shows it). */
  quiet?: boolean;
}

/** The raw-body upload operations of the contract, each replying with the updated user. */
export type UploadPath = '/v2/profilepicture' | `/v2/users/${string}/icon` | `/v2/users/${string}/banner`;

type UploadReply = paths['/v2/profilepicture']['post']['responses'][200]['content']['application/json'];

/**
 * Uploads a raw body with its content type and name header (owner-console.md §7). Uses XMLHttpRequest because fetch
 * cannot report upload progress, which the background-task bar shows.
 */
export function uploadRaw(path: UploadPath, body: Blob, options: UploadOptions = {}): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const session = sessionHeaders();
    if (!signedIn(session)) {
      const error = new ApiError(401, FAILURE_TEXTS.signedOut);
      if (!options.quiet) reportError(error.message);
      reject(error);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(session)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    if (options.name) xhr.setRequestHeader('x-shapevr-name', options.name);
    const fail = (error: ApiError) => {
      if (!options.quiet) reportError(error.message);
      reject(error);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => fail(new ApiError(0, FAILURE_TEXTS.unreachable, ''));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(failedReply(xhr.status, xhr.responseText, xhr.getResponseHeader('content-type') ?? ''));
        return;
      }
      try {
        resolve(unwrapResult(JSON.parse(xhr.responseText)) as UploadReply);
      } catch {
        fail(new ApiError(xhr.status, FAILURE_TEXTS.unreadable));
      }
    };
    xhr.send(body);
  });
}
