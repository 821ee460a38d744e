/** Texts of the shared UI pieces (section frames, tables, pagers). */
export const COMPONENT_TEXTS = {
  empty: 'None',
  loadFailed: 'This section could not be loaded.',
  loading: 'Loading...',
  /** Added to a wide table's name for its scroll area (a landmark keyboard users can focus and scroll). */
  scrollArea: 'scroll area',
  cancel: 'Cancel',
  /** A failed action with no reason of its own (a lost connection, say). */
  actionFailed: 'That did not work. Please try again.',
  /** A control left out for a staff user without its permission, e.g. "Regenerate needs the … permission." */
  needsPermission: (action: string, permission: string) => `${action} needs the ${permission} permission.`,
  access: 'Access',
  public: 'Public',
  inviteOnly: 'Invite Only',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  /** The rows shown from offset `first` with page size `count`, e.g. "31–60 of 1234"; "0 of 1234" past the end. */
  range: (first: number, count: number, total: number) =>
    first >= total ? `0 of ${total}` : `${first + 1}–${Math.min(first + count, total)} of ${total}`,
  /** The same when the count stopped at `total` and more match: "31–60 of more than 1000". */
  rangeOfMoreThan: (first: number, shown: number, total: number) =>
    shown === 0 ? `0 of more than ${total}` : `${first + 1}–${first + shown} of more than ${total}`,
} as const;
