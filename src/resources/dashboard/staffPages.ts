/** The staff pages beyond the collections, for the dashboard and the sidebar. */
export const STAFF_PAGES = [
  { label: 'Approvals', to: '/admin/approvals' },
  { label: 'Featured', to: '/admin/featured' },
  { label: 'Featured Events', to: '/admin/featuredevents' },
  { label: 'Build', to: '/admin/build' },
  { label: 'Event Features', to: '/admin/events' },
  { label: 'Landmarks', to: '/admin/targets/landmarks' },
  { label: 'Plots', to: '/admin/targets/plots' },
  { label: 'Escrows', to: '/admin/escrows' },
  { label: 'Archived Escrows', to: '/admin/archivedescrows' },
  { label: 'Child Products', to: '/admin/childproducts' },
] as const;
