/** The files of a metaverse's content (uploads and videos folders), in `domain_content`. */
import type { components } from '../../common/api/schema.d.ts';
import type { Queryable } from '../db/connection.ts';

export type ContentItem = components['schemas']['ContentItem'];
export type ContentFolder = ContentItem['folder'];

export interface ContentRow {
  id: string;
  domain_id: string;
  folder: ContentFolder;
  name: string;
  mimetype: string;
  size: number;
  blob_id: string;
  uploader: string;
  fingerprint: string | null;
  created: Date;
}

export interface NewContent {
  id: string;
  domainId: string;
  folder: ContentFolder;
  name: string;
  mimetype: string;
  size: number;
  blobId: string;
  uploader: string;
  fingerprint?: string;
}

const COLUMNS = 'id, domain_id, folder, name, mimetype, size, blob_id, uploader, fingerprint, created';

/** The API view of a row; `domainUri` gives it its drive path. */
export function contentItem(row: ContentRow, domainUri?: string): ContentItem {
  return {
    id: row.id,
    name: row.name,
    mimetype: row.mimetype,
    size: Number(row.size),
    blob: row.blob_id,
    folder: row.folder,
    ...(domainUri !== undefined && { path: `metaverses/${domainUri}/${row.folder}/${row.id}` }),
    created: new Date(row.created).toISOString(),
  };
}

/** Which files a page lists: one folder of a metaverse, or one uploader's files of a folder across them. */
export type ContentFilter =
  { domainId: string; folder: ContentFolder } | { uploader: string; folder: ContentFolder };

export interface ContentRepository {
  /** Bytes the domain's content holds. */
  used(domainId: string): Promise<number>;
  /** Serialises writers of one domain's content inside a transaction (quota checks stay exact). */
  lockDomain(domainId: string): Promise<void>;
  insert(item: NewContent): Promise<ContentRow>;
  get(domainId: string, id: string): Promise<ContentRow | null>;
  /** One of the uploader's own files in `folder`, in whichever metaverse it was uploaded to. */
  getOwn(uploader: string, folder: ContentFolder, id: string): Promise<ContentRow | null>;
  remove(domainId: string, id: string): Promise<boolean>;
  findByFingerprint(domainId: string, fingerprint: string): Promise<ContentRow | null>;
  /** One page of a folder (newest first), or of one uploader's files across domains. */
  page(
    filter: ContentFilter,
    offset: number,
    limit: number,
    mimeTypes?: readonly string[],
  ): Promise<(ContentRow & { uri: string })[]>;
}

/** The metaverse content repository over a connection or a transaction. */
export function createContentRepository(q: Queryable): ContentRepository {
  return {
    async used(domainId) {
      const { rows } = await q.query<{ used: number | string | null }>(
        'SELECT coalesce(sum(size), 0) AS used FROM domain_content WHERE domain_id = $1',
        [domainId],
      );
      return Number(rows[0]?.used ?? 0);
    },

    async lockDomain(domainId) {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`domain_content:${domainId}`]);
    },

    async insert(item) {
      const { rows } = await q.query<ContentRow>(
        `INSERT INTO domain_content (id, domain_id, folder, name, mimetype, size, blob_id, uploader, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          item.id,
          item.domainId,
          item.folder,
          item.name,
          item.mimetype,
          item.size,
          item.blobId,
          item.uploader,
          item.fingerprint ?? null,
        ],
      );
      return rows[0];
    },

    async get(domainId, id) {
      const { rows } = await q.query<ContentRow>(
        `SELECT ${COLUMNS} FROM domain_content WHERE domain_id = $1 AND id = $2`,
        [domainId, id],
      );
      return rows[0] ?? null;
    },

    async getOwn(uploader, folder, id) {
      const { rows } = await q.query<ContentRow>(
        `SELECT ${COLUMNS} FROM domain_content WHERE id = $1 AND uploader = $2 AND folder = $3`,
        [id, uploader, folder],
      );
      return rows[0] ?? null;
    },

    async remove(domainId, id) {
      const { rows } = await q.query<{ id: string }>(
        'DELETE FROM domain_content WHERE domain_id = $1 AND id = $2 RETURNING id',
        [domainId, id],
      );
      return rows.length > 0;
    },

    async findByFingerprint(domainId, fingerprint) {
      const { rows } = await q.query<ContentRow>(
        `SELECT ${COLUMNS} FROM domain_content WHERE domain_id = $1 AND fingerprint = $2 LIMIT 1`,
        [domainId, fingerprint],
      );
      return rows[0] ?? null;
    },

    async page(filter, offset, limit, mimeTypes = []) {
      const byDomain = 'domainId' in filter;
      const { rows } = await q.query<ContentRow & { uri: string }>(
        `SELECT c.id, c.domain_id, c.folder, c.name, c.mimetype, c.size, c.blob_id, c.uploader, c.fingerprint,
                c.created, d.doc->>'uri' AS uri
         FROM domain_content c JOIN domains d ON d.id = c.domain_id
         WHERE ${byDomain ? 'c.domain_id' : 'c.uploader'} = $1 AND c.folder = $2
           AND (cardinality($5::text[]) = 0 OR EXISTS (
             SELECT 1 FROM unnest($5::text[]) AS t (prefix) WHERE starts_with(c.mimetype, t.prefix)))
         ORDER BY c.created DESC, c.id DESC OFFSET $3 LIMIT $4`,
        [byDomain ? filter.domainId : filter.uploader, filter.folder, offset, limit, mimeTypes],
      );
      return rows;
    },
  };
}
