/**
 * Rules of adverts and their impressions that the console and the server both apply
 * (single-target-and-flows.md §4 Advert status, §5 impressions quantity and advert image).
 */
import { ADVERT_HEIGHT, ADVERT_IMPRESSIONS_MAX, ADVERT_WIDTH } from './limits.ts';

/** Whether `quantity` impressions can be bought: above 0, a multiple of the unit, at most 1,000,000. */
export function validQuantity(quantity: number, unitSize: number): boolean {
  return (
    Number.isInteger(quantity) &&
    quantity > 0 &&
    quantity % unitSize === 0 &&
    quantity <= ADVERT_IMPRESSIONS_MAX
  );
}

/** The quantity rounded down to a multiple of the unit and capped at 1,000,000 (on leaving the field). */
export function roundQuantity(quantity: number, unitSize: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const capped = Math.min(quantity, ADVERT_IMPRESSIONS_MAX);
  return Math.floor(capped / unitSize) * unitSize;
}

/** What `quantity` impressions cost, in cents. */
export function impressionsCost(quantity: number, price: { unitSize: number; costPerUnit: number }): number {
  return Math.round((price.costPerUnit * quantity) / price.unitSize);
}

/** Whether an image of this size is not 1920:1080 within 0.01 (it will be cropped). */
export function willBeCropped(width: number, height: number): boolean {
  return Math.abs(width / height - ADVERT_WIDTH / ADVERT_HEIGHT) > 0.01;
}

/**
 * Test cards of the local payments provider (the same numbers Stripe's test mode uses for these outcomes):
 * a payment that succeeds, one the bank declines, and one the card holder must confirm first.
 */
export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  authenticate: '4000002500003155',
} as const;

export type LocalCardBehaviour = keyof typeof LOCAL_TEST_CARDS;

/** Which test card the digits are, or null for any other number. */
export function localCardBehaviour(number: string): LocalCardBehaviour | null {
  const digits = number.replace(/[\s-]/g, '');
  const entry = Object.entries(LOCAL_TEST_CARDS).find(([, card]) => card === digits);
  return entry ? (entry[0] as LocalCardBehaviour) : null;
}

export interface AdvertState {
  approved: boolean;
  pendingimpressions: number;
  totalimpressions: number;
  remainingimpressions: number;
  rejectionreason?: string;
  paymentfailure?: string;
}

export type AdvertStatus =
  | 'Approved (Payment failed)'
  | 'Payment failed'
  | 'Failed Approval'
  | 'Waiting for Approval'
  | 'Active'
  | 'No Remaining Impressions'
  | 'Inactive';

/** The advert's status, by the rules of single-target-and-flows.md §4 in their order. */
export function advertStatus(advert: AdvertState): AdvertStatus {
  if (advert.paymentfailure && advert.approved) return 'Approved (Payment failed)';
  if (advert.paymentfailure) return 'Payment failed';
  if (!advert.approved && advert.rejectionreason) return 'Failed Approval';
  if (advert.pendingimpressions > 0 && !advert.approved) return 'Waiting for Approval';
  if (advert.remainingimpressions > 0) return 'Active';
  if (advert.totalimpressions > 0) return 'No Remaining Impressions';
  return 'Inactive';
}

/** Whether the owner may buy impressions: none pending and no rejection (single-target-and-flows.md §2). */
export function canPurchase(advert: AdvertState): boolean {
  return !(advert.pendingimpressions > 0) && !advert.rejectionreason;
}
