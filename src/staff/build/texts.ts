/** Texts of the build page (staff-and-agents.md §2.4, screens.md C5). */
export const BUILD_TEXTS = {
  title: 'Build',
  buildNumbers: 'Changing build numbers',
  warn: 'Warn build number',
  error: 'Error build number',
  help: 'A whole number, 0 or more',
  save: 'Save',
  saved: 'Saved',
  misc: 'Misc',
  marketing: 'Save Marketing Emails',
  marketingHelp: 'Downloads users who agreed to receive updates as a CSV file.',
  downloaded: (count: number) => `Downloaded ${count} contacts.`,
  fileName: 'marketing-emails.csv',
  loading: 'Loading...',
} as const;
