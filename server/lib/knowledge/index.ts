/**
 * The Knowledge Base (staff-and-agents.md §2.18, §7 Knowledge base): a metaverse's support documents are
 * extracted, chunked and indexed when uploaded (through the job queue) and when staff re-process them; an
 * agent of the metaverse answers with the passages that best match the question — full-text rank, plus
 * vector similarity when the language provider offers embeddings (pgvector where the database has it).
 */
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { Passage } from '../../providers/language/index.ts';
import { DOCUMENT_TYPES } from '../../routes/entities/support-docs.ts';
import { JobFailure } from '../../plugins/jobs.ts';
import { createRepositories } from '../../repositories/index.ts';
import { runTask, WorkLimitError, WorkRefusal } from '../../workers/pool.ts';
import { documentKind, EXTRACT_TEXTS } from './extract.ts';
import { combineRanks, cosine } from './rank.ts';

export const KNOWLEDGE_QUEUE = 'knowledge-index';
/** Passages an agent's reply is given. */
export const PASSAGES_PER_REPLY = 3;
/** Candidates taken from each ranking before they are combined. */
const CANDIDATES = 20;
/** Texts sent to the embeddings API at once. */
const EMBED_BATCH = 64;
/**
 * How long an indexing job may run before it counts as abandoned by a stopped instance: longer than reading
 * the document may take in the work pool, plus its embeddings.
 */
const INDEX_JOB_SECONDS = 300;
/** The largest document indexed, in bytes. */
const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

const FAILED = {
  missing: 'The document is no longer stored',
  tooLarge: 'The document is too large to index',
  empty: 'The document holds no text',
  embeddings: 'The model service did not return embeddings',
};

/** The sentence a document that could not be read is marked with. */
function readFailure(error: unknown, kind: string): string {
  if (error instanceof WorkRefusal) return error.message;
  if (error instanceof WorkLimitError && error.limit === 'time') return EXTRACT_TEXTS.tookTooLong(kind);
  if (error instanceof WorkLimitError && error.limit === 'memory')
    return EXTRACT_TEXTS.neededTooMuchMemory(kind);
  return EXTRACT_TEXTS.unreadable(kind);
}

/**
 * Reads (in the work pool), chunks and indexes one support document now; a failure is recorded on the
 * document and ends the job for good (a document that could not be read is not read again by itself).
 */
export async function indexDocument(app: FastifyInstance, id: string): Promise<void> {
  const repo = app.repos.knowledge;
  const document = await repo.document(id);
  if (!document) return;
  const fail = async (message: string, options?: { retry: boolean }) => {
    await repo.setStatus(id, document.domain_id, 'failed', message);
    throw new JobFailure(message, options);
  };
  const blob = await app.blobs.open(document.blob_id);
  if (!blob) return fail(FAILED.missing);
  if (blob.size > MAX_DOCUMENT_BYTES) {
    blob.stream.destroy();
    return fail(FAILED.tooLarge);
  }
  const kind = documentKind(document.mimetype);
  let chunks: string[];
  try {
    // A fresh copy of the bytes moves to the worker instead of being copied there.
    const bytes = new Uint8Array(await buffer(blob.stream));
    ({ chunks } = await runTask(
      'readDocument',
      { mimetype: document.mimetype, bytes },
      { transfer: [bytes.buffer] },
    ));
  } catch (error) {
    // A full queue is no fault of the document: the job is tried again later.
    if (error instanceof WorkLimitError && error.limit === 'busy') throw error;
    // A document refused by its reader or ended by a limit is an expected outcome under attack: one line, no
    // stack; anything else is a fault worth its stack.
    if (error instanceof WorkRefusal || error instanceof WorkLimitError)
      app.log.info({ document: id, refusal: readFailure(error, kind) }, 'knowledge document refused');
    else app.log.warn({ err: error, document: id }, 'knowledge document not read');
    return fail(readFailure(error, kind));
  }
  if (chunks.length === 0) return fail(FAILED.empty);
  let embeddings: number[][] | undefined;
  if (app.language.embed) {
    try {
      embeddings = [];
      for (let i = 0; i < chunks.length; i += EMBED_BATCH) {
        embeddings.push(...(await app.language.embed(chunks.slice(i, i + EMBED_BATCH))));
      }
      if (embeddings.length !== chunks.length) throw new Error('embedding count');
    } catch (error) {
      app.log.warn({ err: error, document: id }, 'knowledge embeddings failed');
      return fail(FAILED.embeddings, { retry: true });
    }
  }
  await app.db.transaction(async (tx) => {
    await createRepositories(tx).knowledge.replaceChunks(
      id,
      document.domain_id,
      chunks.map((text, i) => ({ text, ...(embeddings && { embedding: embeddings[i] }) })),
    );
  });
}

/** Queues documents for indexing (marked queued now). */
export async function queueDocuments(
  app: FastifyInstance,
  documents: readonly { id: string; domain_id: string }[],
) {
  for (const d of documents) await app.repos.knowledge.setStatus(d.id, d.domain_id, 'queued');
  if (documents.length > 0)
    await app.jobs.send(
      KNOWLEDGE_QUEUE,
      documents.map((d) => ({ id: d.id })),
      { expireInSeconds: INDEX_JOB_SECONDS },
    );
}

/** Queues a newly uploaded content item when it is a support document. */
export async function queueIfDocument(
  app: FastifyInstance,
  item: { id: string; domain_id: string; mimetype: string },
) {
  if (DOCUMENT_TYPES.some((type) => item.mimetype.startsWith(type))) await queueDocuments(app, [item]);
}

/** Runs the indexing jobs in this instance. */
export function startKnowledgeWorkers(app: FastifyInstance): void {
  app.jobs.work<{ id: string }>(KNOWLEDGE_QUEUE, 1, (data) => indexDocument(app, data.id));
}

/** The passages of the metaverse's Knowledge Base that best answer `question`. */
export async function retrievePassages(
  app: FastifyInstance,
  domainId: string,
  question: string,
  limit = PASSAGES_PER_REPLY,
): Promise<Passage[]> {
  const repo = app.repos.knowledge;
  const textHits = await repo.searchText(domainId, question, CANDIDATES);
  let vectorHits: { id: string; document: string; text: string; similarity: number }[] = [];
  if (app.language.embed) {
    try {
      const [vector] = await app.language.embed([question]);
      if (await repo.hasPgvector()) vectorHits = await repo.nearest(domainId, vector, CANDIDATES);
      else {
        vectorHits = (await repo.vectors(domainId))
          .map((row) => ({
            id: row.id,
            document: row.document,
            text: row.text,
            similarity: cosine(vector, row.embedding),
          }))
          .sort((a, b) => b.similarity - a.similarity)
          .slice(0, CANDIDATES);
      }
    } catch (error) {
      // The text rank still answers when the model service is down.
      app.log.warn({ err: error }, 'knowledge query embedding failed');
    }
  }
  return combineRanks(textHits, vectorHits, limit).map((r) => ({ document: r.document, text: r.text }));
}
