/** The texts the staff-page operations send (shown by the console as they are). */
export const ADMIN_PAGES_MESSAGES = {
  storefrontNotFound: 'Storefront not found',
  notPending: 'This storefront is not waiting for approval',
  advertNotFound: 'Advert not found',
  advertNotPending: 'This advert is not waiting for approval',
  reasonRequired: 'A reason is required to reject an advert',
  paymentInProgress: "This advert's payment is still being made; try again in a moment",
  paymentProviderFailed: 'The payment service did not answer; the advert is still waiting for a decision',
  featuredUnknown: (ids: readonly string[]) => `Not found: ${ids.join(', ')}`,
  featuredDuplicate: (id: string) => `Listed twice: ${id}`,
  featuredNothing: 'No metaverse, location or event has this id, uri or path',
  buildOrder: 'The error build number cannot be above the warn build number',
} as const;
