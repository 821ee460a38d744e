/** Refusals of the home/offers calls (ours: single-target-and-flows.md gives none). */
export const HOME_OFFER_TEXTS = {
  notHomeOwner: 'Only the owner of this home can see and answer offers for it',
  offerNotFound: 'That offer was not found',
  offerSettled: 'This offer has already been answered',
  offerChanged: 'This offer has changed. Look at it again before you answer',
  refusingOffers: 'This home does not accept offers. Turn on Allow offers first',
  slotGone: 'The apartment of this offer is no longer yours',
} as const;
