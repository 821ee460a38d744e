/** Texts of the adverts page and its dialogs (single-target-and-flows.md §2, §4, §5, §8; screens.md B11). */
import { formatNumber } from '../../lib/formatNumber';
export const ADVERT_TEXTS = {
  title: 'Infiniverse Advertising',
  createButton: 'Create New Infinverse Billboard',
  empty: "You've not created any Infiniverse adverts yet.",
  loadError: 'error',
  loading: 'Loading...',
  tableLabel: 'Your adverts',
  icon: 'Image',
  advert: 'Advert',
  remaining: 'Remaining Impressions',
  actions: 'Actions',
  advertImage: (name: string) => `Billboard of ${name}`,
  purchaseLink: 'Purchase impressions',
  purchaseLabel: (name: string) => `Purchase impressions for ${name}`,
  paymentFailed: (reason: string) => `Payment failed: ${reason}`,
  rejected: 'Unfortunately your advert has been rejected, with the message',
  contactSupport: 'Please contact support for more information.',
  impressionsOrdered: 'impressions ordered.',
  notChargedYet: 'You will not be charged until after your order has been approved',
  noImpressions: 'No impressions yet',
  remainingOf: (remaining: number, total: number) => `${formatNumber(remaining)} / ${formatNumber(total)}`,
  pollNote: 'Adverts waiting for approval are checked again every 10 seconds.',

  // create dialog
  createTitle: 'Create New Infinverse Billboard',
  chooseImage: 'Choose image',
  noImageChosen: 'No image chosen.',
  imageRule: 'A 1920×1080 picture (PNG, JPEG, GIF or WebP) under 1,000,000 bytes.',
  maxFileSize: 'Error: Max file size exceeded',
  notAnImage: 'Choose a picture (PNG, JPEG, GIF or WebP).',
  unreadableImage: 'This file is not a picture we can read.',
  willBeCropped: 'Images which are not 1920:1080 will be cropped',
  name: 'Name',
  nameRequired: 'Enter a name for the advert.',
  preview: (name: string) => `Chosen image ${name}`,
  create: 'Create',
  creating: 'Creating...',
  cancel: 'Cancel',

  // purchase dialog
  purchaseTitle: (name: string) => `Purchase Impressions for ${name}`,
  priceLoading: 'Loading the price...',
  priceFailed: 'The price could not be loaded; please try again later.',
  unitPrice: (price: string, unitSize: number) => `${price} per ${formatNumber(unitSize)} impressions`,
  quantity: 'Impressions',
  quantityHelp: (unitSize: number) => `A multiple of ${formatNumber(unitSize)}, at most 1,000,000.`,
  cost: (cost: string) => `Cost: ${cost}`,
  purchase: 'Purchase',
  purchasing: 'Processing payment...',
  couldNotProcess: 'Could not process payment, please try again later',
  noPaymentProvider: 'Card payments are not available right now.',

  // local card form
  localLabel:
    'Local test payment: no card is charged. Use one of the test card numbers below; any expiry date and code.',
  cardNumber: 'Card number',
  cardRequired: 'Enter a card number.',
  testCards: 'Test cards',
  testSuccess: 'payment succeeds',
  testDecline: 'card is declined',
  testAuthenticate: 'you are asked to confirm the payment',
  confirmTitle: 'Confirm your payment',
  confirmText:
    'Local test payment: your bank would ask you to confirm this payment now. Confirm it, or refuse to see a failed confirmation.',
  confirmPayment: 'Confirm payment',
  refusePayment: 'Refuse',

  // Stripe card form
  stripeCard: 'Card details',
  stripeLoadFailed: 'The card form could not be loaded; please try again later.',

  // result
  success: 'Success!',
  ok: 'OK',
  captured: 'Impressions purchased successfully!',
  ordered:
    'Impressions ordered successfully. Billboards must be manually approved before appearing in the Infiniverse. You will not be charged until your advert has been approved.',
} as const;
