/** Texts of the staff dashboard (`/admin`; its contents are ours, see README "Staff pages the spec leaves open"). */
export const DASHBOARD_TEXTS = {
  title: 'Admin',
  collections: 'Collections',
  pages: 'Staff pages',
  collection: 'Collection',
  records: 'Records',
  loading: 'Loading...',
} as const;
