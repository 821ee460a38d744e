/** Texts of the agent admin page (staff-and-agents.md §2.17, §8). */
export const AGENT_ADMIN_TEXTS = {
  link: 'AI Agents',
  title: 'Agent admin',
  stats: 'Stats',
  embeddings: 'Manage Embeddings',
  howIndexed: (responder: string, embeddings: boolean, pgvector: boolean) =>
    `Replies by: ${responder}. Passages are ranked by full-text search${
      embeddings ? ` and by vectors (${pgvector ? 'pgvector' : 'computed on the server'})` : ''
    }.`,
  processMissing: 'Process documents not indexed',
  processAll: 'Re-process all documents',
  queued: (n: number) => `${n} document${n === 1 ? '' : 's'} queued.`,
  error: 'Error:',
  columns: {
    document: 'Document',
    metaverse: 'Metaverse',
    status: 'Status',
    passages: 'Passages',
    vectors: 'Vectors',
    indexed: 'Indexed',
  },
  status: { not_indexed: 'Not indexed', queued: 'Queued', indexed: 'Indexed', failed: 'Failed' },
  yes: 'Yes',
  no: 'No',
} as const;
