/** Texts of the audit log (the record pages' Audit section and the /admin/audit page). */
export const AUDIT_TEXTS = {
  section: 'Audit',
  pageTitle: 'Audit log',
  intro: 'Every staff write: who, when, what changed.',
  empty: 'No staff changes recorded.',
  collection: 'Collection',
  target: 'Record id',
  actor: 'Staff user id',
  apply: 'Filter',
  when: 'when',
  who: 'who',
  action: 'action',
  record: 'record',
  before: 'before',
  after: 'after',
  filters: 'Filters',
  paging: 'Audit pages',
} as const;
