/** Texts of the shared UI pieces (section frames, tables, pagers). */
export const COMPONENT_TEXTS = {
  empty: 'None',
  loadFailed: 'This section could not be loaded.',
  loading: 'Loading...',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  range: (from: number, to: number, total: number) => (total === 0 ? '0 of 0' : `${from}–${to} of ${total}`),
} as const;
