/** Texts of the staff dashboard (`/admin`; its contents are ours, see docs/staff-pages.md). */
export const DASHBOARD_TEXTS = {
  title: 'Admin',
  collections: 'Collections',
  pages: 'Staff pages',
  collection: 'Collection',
  records: 'Records',
  loading: 'Loading...',
} as const;
