/**
 * Texts of the escrow lists (`/admin/escrows`, `/admin/archivedescrows`; contents ours, see
 * docs/staff-pages.md).
 */
export const ESCROWS_TEXTS = {
  open: 'Escrows',
  archived: 'Archived Escrows',
  openIntro: 'Metacoin held between two users until their trade completes, newest first.',
  archivedIntro: 'Escrows of completed or cancelled trades, newest first.',
  escrowid: 'Escrow',
  timestamp: 'Time',
  amount: 'Amount (MC)',
  itemname: 'Item',
  payer: 'Payer',
  receiver: 'Receiver',
  none: 'There are no escrows.',
  loading: 'Loading...',
  paging: (list: string) => `${list} pages`,
  other: (archived: boolean) => (archived ? 'Show open escrows' : 'Show archived escrows'),
} as const;
