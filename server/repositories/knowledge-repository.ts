/**
 * The Knowledge Base index (migration 024): each support document's status and its chunks, searched with
 * PostgreSQL full-text search (`tsv`, ts_rank; PGlite and PostgreSQL alike) and, when vectors are stored,
 * by cosine similarity — through pgvector's `embedding_v` where the database has it, otherwise over the
 * stored vectors in code (the caller ranks them).
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';

/** Passages holding every word of a question that make the OR search unnecessary. */
const ENOUGH_FULL_MATCHES = 3;

export type KnowledgeStatus = 'queued' | 'indexed' | 'failed';

export interface KnowledgeDocumentRow {
  id: string;
  domain_id: string;
  domain_name: string;
  name: string;
  mimetype: string;
  blob_id: string;
  status: KnowledgeStatus | null;
  error: string | null;
  chunks: number;
  vectors: boolean;
  indexed: Date | null;
  /** When the status last changed; null when it was never queued. */
  updated: Date | null;
}

export interface TextHit {
  id: string;
  document: string;
  text: string;
  rank: number;
}

export interface VectorRow {
  id: string;
  document: string;
  text: string;
  embedding: number[];
}

export interface KnowledgeRepository {
  /** The support documents (`uploads` of the given types), with their index status; one metaverse or all. */
  documents(types: readonly string[], domainId?: string): Promise<KnowledgeDocumentRow[]>;
  document(id: string): Promise<KnowledgeDocumentRow | null>;
  setStatus(id: string, domainId: string, status: KnowledgeStatus, error?: string): Promise<void>;
  /** Replaces the document's chunks and marks it indexed. */
  replaceChunks(
    id: string,
    domainId: string,
    chunks: readonly { text: string; embedding?: number[] }[],
  ): Promise<void>;
  /** Chunks matching any word of the query, best text rank first. */
  searchText(domainId: string, query: string, limit: number): Promise<TextHit[]>;
  /** Whether the database has pgvector's column. */
  hasPgvector(): Promise<boolean>;
  /** With pgvector: the nearest chunks by cosine similarity. */
  nearest(
    domainId: string,
    vector: readonly number[],
    limit: number,
  ): Promise<(TextHit & { similarity: number })[]>;
  /** Without pgvector: the stored vectors of the metaverse's chunks. */
  vectors(domainId: string): Promise<VectorRow[]>;
  /** Counts for the staff pages. */
  counts(): Promise<{ documents: number; indexed: number; failed: number; chunks: number; vectors: number }>;
}

export function createKnowledgeRepository(q: Queryable): KnowledgeRepository {
  let pgvector: boolean | undefined;
  const hasPgvector = async () => {
    if (pgvector === undefined) {
      const { rows } = await q.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'knowledge_chunks' AND column_name = 'embedding_v'`,
      );
      pgvector = rows.length > 0;
    }
    return pgvector;
  };
  const documentSelect = `SELECT c.id, c.domain_id, coalesce(d.doc->>'name', '') AS domain_name, c.name, c.mimetype,
      c.blob_id, k.status, k.error, coalesce(k.chunks, 0) AS chunks, coalesce(k.vectors, false) AS vectors, k.indexed,
      k.updated
    FROM domain_content c JOIN domains d ON d.id = c.domain_id LEFT JOIN knowledge_documents k ON k.id = c.id`;
  return {
    async documents(types, domainId) {
      const { rows } = await q.query<KnowledgeDocumentRow>(
        `${documentSelect} WHERE c.folder = 'uploads'
           AND EXISTS (SELECT 1 FROM unnest($1::text[]) t WHERE c.mimetype LIKE t || '%')
           AND ($2::text IS NULL OR c.domain_id = $2)
         ORDER BY c.created DESC, c.id DESC LIMIT 1000`,
        [types, domainId ?? null],
      );
      return rows.map((r) => ({ ...r, chunks: Number(r.chunks) }));
    },
    async document(id) {
      const { rows } = await q.query<KnowledgeDocumentRow>(`${documentSelect} WHERE c.id = $1`, [id]);
      return rows[0] ? { ...rows[0], chunks: Number(rows[0].chunks) } : null;
    },
    async setStatus(id, domainId, status, error) {
      await q.query(
        `INSERT INTO knowledge_documents (id, domain_id, status, error, updated) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, error = EXCLUDED.error, updated = now()`,
        [id, domainId, status, error ?? null],
      );
    },
    async replaceChunks(id, domainId, chunks) {
      await q.query('DELETE FROM knowledge_chunks WHERE document_id = $1', [id]);
      const vectors = chunks.length > 0 && chunks.every((c) => c.embedding);
      const withVector = vectors && (await hasPgvector());
      if (chunks.length > 0) {
        await q.query(
          `INSERT INTO knowledge_chunks (id, document_id, domain_id, ord, text, embedding)
           SELECT id, $2, $3, ord, text, embedding FROM unnest($1::text[], $4::int[], $5::text[], $6::jsonb[])
             AS t (id, ord, text, embedding)`,
          [
            chunks.map(() => newId()),
            id,
            domainId,
            chunks.map((_, i) => i),
            chunks.map((c) => c.text),
            chunks.map((c) => (c.embedding ? JSON.stringify(c.embedding) : null)),
          ],
        );
        if (withVector) {
          await q.query(
            `UPDATE knowledge_chunks SET embedding_v = (embedding::text)::vector WHERE document_id = $1`,
            [id],
          );
        }
      }
      await q.query(
        `UPDATE knowledge_documents SET status = 'indexed', error = NULL, chunks = $2, vectors = $3, indexed = now(),
           updated = now() WHERE id = $1`,
        [id, chunks.length, vectors],
      );
    },
    async searchText(domainId, query, limit) {
      // Passages holding every word of the question first; when fewer than `enough` do, any word (OR), ranked:
      // a question rarely repeats every word of its answer, and ranking every passage holding a common word
      // costs the most.
      // The question's words as lexemes first, so the search's query is a constant the GIN index can serve.
      const words = await q.query<{ w: string[] }>(
        `SELECT tsvector_to_array(to_tsvector('english', $1)) AS w`,
        [query],
      );
      const lexemes = (words.rows[0]?.w ?? []).filter((w) => /^[\p{L}\p{N}_]+$/u.test(w));
      if (lexemes.length === 0) return [];
      const run = async (tsquery: string) => {
        const { rows } = await q.query<TextHit>(
          `SELECT k.id, c.name AS document, k.text, ts_rank(k.tsv, to_tsquery('simple', $2)) AS rank
           FROM knowledge_chunks k JOIN domain_content c ON c.id = k.document_id
           WHERE k.domain_id = $1 AND k.tsv @@ to_tsquery('simple', $2)
           ORDER BY rank DESC, k.id LIMIT $3`,
          [domainId, tsquery, limit],
        );
        return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
      };
      const all = await run(lexemes.join(' & '));
      if (all.length >= ENOUGH_FULL_MATCHES) return all;
      const any = await run(lexemes.join(' | '));
      const seen = new Set(all.map((h) => h.id));
      // Full matches keep their place ahead of partial ones.
      const best = Math.max(0, ...any.map((h) => h.rank));
      return [
        ...all.map((h) => ({ ...h, rank: h.rank + best })),
        ...any.filter((h) => !seen.has(h.id)),
      ].slice(0, limit);
    },
    hasPgvector,
    async nearest(domainId, vector, limit) {
      const { rows } = await q.query<TextHit & { similarity: number }>(
        `SELECT k.id, c.name AS document, k.text, 0 AS rank, 1 - (k.embedding_v <=> $2::vector) AS similarity
         FROM knowledge_chunks k JOIN domain_content c ON c.id = k.document_id
         WHERE k.domain_id = $1 AND k.embedding_v IS NOT NULL
         ORDER BY k.embedding_v <=> $2::vector LIMIT $3`,
        [domainId, JSON.stringify(vector), limit],
      );
      return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
    },
    async vectors(domainId) {
      const { rows } = await q.query<VectorRow>(
        `SELECT k.id, c.name AS document, k.text, k.embedding FROM knowledge_chunks k
         JOIN domain_content c ON c.id = k.document_id WHERE k.domain_id = $1 AND k.embedding IS NOT NULL`,
        [domainId],
      );
      return rows;
    },
    async counts() {
      const { rows } = await q.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM knowledge_documents) AS documents,
                (SELECT count(*)::int FROM knowledge_documents WHERE status = 'indexed') AS indexed,
                (SELECT count(*)::int FROM knowledge_documents WHERE status = 'failed') AS failed,
                (SELECT count(*)::int FROM knowledge_chunks) AS chunks,
                (SELECT count(*)::int FROM knowledge_chunks WHERE embedding IS NOT NULL) AS vectors`,
      );
      const r = rows[0];
      return {
        documents: Number(r.documents),
        indexed: Number(r.indexed),
        failed: Number(r.failed),
        chunks: Number(r.chunks),
        vectors: Number(r.vectors),
      };
    },
  };
}
