/** Texts of the collection page's CSV export and saved searches (beyond the spec; issue 3). */
export const EXPORT_TEXTS = {
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportTask: (collection: string) => `Exporting ${collection} to CSV`,
  exportFailed: 'The export failed.',
  savedSearches: 'Saved searches',
  savedSearchesTitle: 'Saved searches of this collection',
  noSavedSearches: 'No saved searches yet.',
  saveCurrent: 'Save current search…',
  saveTitle: 'Save the current search',
  name: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  deleteSearch: (name: string) => `Delete saved search ${name}`,
} as const;
