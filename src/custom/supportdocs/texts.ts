/** Texts of the Knowledge Base page (staff-and-agents.md §2.18, §5). */
export const SUPPORT_DOCS_TEXTS = {
  title: 'Knowledge Base',
  publicDocuments: 'Public Documents',
  upload: 'Upload',
  remove: 'Delete',
  none: 'No documents yet',
  onlyDocuments: 'Only .md, .pdf and .docx files can be added to the Knowledge Base',
  error: 'error',
} as const;
