/** The server's words for adverts and their purchases (single-target-and-flows.md §2, §4, §5, §8). */
export const ADVERT_TEXTS = {
  advertNotFound: 'Advert not found',
  imageTooLarge: 'The advert image must be under 1,000,000 bytes.',
  invalidQuantity: (unitSize: number) =>
    `Impressions are bought in multiples of ${unitSize.toLocaleString('en-US')}, at most 1,000,000.`,
  notPurchasable:
    'Impressions cannot be bought for this advert now: an order is waiting for approval or the advert was rejected.',
  purchaseInProgress: 'Another payment for this advert is in progress.',
  purchaseNotFound: 'Payment not found',
  purchaseNotOpen: 'This payment has already been made or cancelled.',
  purchaseNotWaiting: 'This payment is not waiting for confirmation.',
  notConfirmed: 'The payment was not confirmed.',
  localPaymentsOnly: 'Local test payments are off: payments go through Stripe.',
  providerFailed: 'The payment service did not answer; please try again later.',
  describe: (quantity: number, name: string) =>
    `${quantity.toLocaleString('en-US')} impressions for the advert ${name}`,
} as const;
