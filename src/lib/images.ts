/**
 * Image URLs. Pictures are addressed by their blob hash through the public blob route, because an `<img>`
 * cannot send the session headers that `/v2/users/{id}/icon` needs.
 */

/** The URL of a stored blob (banner, icon) by its content hash. */
export function blobUrl(blob: string): string {
  return `/v2/public/blobs/${encodeURIComponent(blob)}`;
}

/** The URL of a live map tile (`maps/{size}/{x}_{y}.jpg`), served by the public map route. */
export function mapTileUrl(size: number, x: number, y: number): string {
  return `/v2/public/map/maps/${size}/${x}_${y}.jpg`;
}
