/** The Knowledge Base accepts only these document types (staff-and-agents.md §5, owner-console.md §5). */
export const SUPPORT_DOC_EXTENSIONS = ['.md', '.pdf', '.docx'] as const;

/** Whether a file name is a Knowledge Base document. */
export function isSupportDoc(name: string): boolean {
  const lower = name.toLowerCase();
  return SUPPORT_DOC_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}
