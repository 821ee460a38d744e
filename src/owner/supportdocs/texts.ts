/** Texts of the Knowledge Base page (staff-and-agents.md §2.18, §5). */
import { COMMON_TEXTS } from '../../../common/texts';

export const SUPPORT_DOCS_TEXTS = {
  title: 'Knowledge Base',
  publicDocuments: 'Public Documents',
  upload: 'Upload',
  remove: 'Delete',
  none: 'No documents yet',
  loading: 'Loading…',
  onlyDocuments: COMMON_TEXTS.onlyDocuments,
  error: 'error',
  /** Whether the metaverse's agents can quote a document yet. */
  index: {
    not_indexed: 'Not indexed yet: agents cannot quote it',
    queued: 'Being indexed…',
    indexed: 'Indexed: agents can quote it',
    failed: (reason: string) => `Not indexed: ${reason}`,
  },
} as const;
