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
} as const;
