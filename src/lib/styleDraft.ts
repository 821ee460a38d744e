/**
 * The custom CSS editor's rule (staff-and-agents.md §5): the text is editable until saved, and Save is enabled
 * only when the text differs from what the server holds for the chosen release.
 */

/** What the editor shows: the unsaved draft if there is one, otherwise the stored source. */
export function editorText(stored: string, draft: string | null): string {
  return draft ?? stored;
}

/** Whether Save is enabled: a draft that differs from the stored source, and no save under way. */
export function canSaveStyle(stored: string, draft: string | null, saving: boolean): boolean {
  return !saving && draft !== null && draft !== stored;
}
