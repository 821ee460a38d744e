/**
 * Knowledge Base (staff-and-agents.md §2.18, §5): a metaverse's public documents are the .pdf, .md and .docx
 * files of its content, uploaded and deleted through the content calls (manage_domain); members read them, each
 * with whether the metaverse's agents can quote it yet.
 */
import { contentItem } from '../../repositories/content-repository.ts';
import { grantedDomain } from '../../authz/index.ts';
import type { HandlerMap } from '../types.ts';

/** The stored types sniffContentType gives documents (markdown carries a charset, so prefixes match). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Whether a stored type is a Knowledge Base document. */
export const isDocumentType = (mimetype: string): boolean =>
  DOCUMENT_TYPES.some((type) => mimetype.startsWith(type));

/** A Knowledge Base is small; one page holds all of it. */
const MAX_DOCUMENTS = 500;

export const supportDocsHandlers = {
  async listSupportDocs(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const rows = await app.repos.content.page(
      { domainId: access.domain.id, folder: 'uploads' },
      0,
      MAX_DOCUMENTS,
      DOCUMENT_TYPES,
    );
    const indexed = new Map(
      (await app.repos.knowledge.documents(DOCUMENT_TYPES, access.domain.id)).map((doc) => [doc.id, doc]),
    );
    return rows.map((row) => {
      const doc = indexed.get(row.id);
      return {
        ...contentItem(row, access.domain.uri),
        index: { status: doc?.status ?? 'not_indexed', error: doc?.error ?? '' },
      };
    });
  },
} satisfies HandlerMap;
