/**
 * Image URLs. Pictures are addressed by their blob hash through the public blob route, because an `<img>`
 * cannot send the session headers that `/v2/users/{id}/icon` needs.
 */

/** The URL of a stored blob (banner, icon) by its content hash. */
export function blobUrl(blob: string): string {
  return `/v2/public/blobs/${encodeURIComponent(blob)}`;
}
