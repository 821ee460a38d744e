/** Texts of the shared UI pieces (section frames, tables, pagers). */
import { formatNumber } from '../lib/formatNumber';
import { needsPermission } from '../lib/permissionRules';

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
  needsPermission,
  access: 'Access',
  storeAccess: 'Access via stores',
  public: 'Public',
  inviteOnly: 'Invite Only',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  /** The rows shown from offset `first` with page size `count`, e.g. "31–60 of 1,234"; "0 of 1,234" past the end. */
  range: (first: number, count: number, total: number) =>
    first >= total
      ? `0 of ${formatNumber(total)}`
      : `${formatNumber(first + 1)}–${formatNumber(Math.min(first + count, total))} of ${formatNumber(total)}`,
  /** The same when the count stopped at `total` and more match: "31–60 of more than 1,000". */
  rangeOfMoreThan: (first: number, shown: number, total: number) =>
    shown === 0
      ? `0 of more than ${formatNumber(total)}`
      : `${formatNumber(first + 1)}–${formatNumber(first + shown)} of more than ${formatNumber(total)}`,
} as const;
