/** Billing texts: the billing-info dialog (screens.md A10), the account menu item and the local payment pages. */
export const BILLING_TEXTS = {
  menu: 'Billing',
  infoTitle: 'Update Your Billing Info',
  infoBody:
    'A payment for one of your subscriptions did not go through. Please update your billing information to keep your paid plan.',
  infoUpdate: 'Update Billing Info',
  infoLater: 'Later',
  localLabel: 'Local test payments — no real card is charged',
  checkoutTitle: 'Checkout',
  checkoutFor: (plan: string, domain: string) => `${plan} plan for ${domain}`,
  perInterval: (interval: string) => (interval === 'year' ? 'per year' : 'per month'),
  testCard: 'Test card',
  testCardNumber: '4242 4242 4242 4242',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  checkoutClosed: (status: string) => `This checkout is ${status}.`,
  back: 'Back',
  portalTitle: 'Billing Portal',
  noSubscriptions: 'You have no subscriptions.',
  subscriptionHeading: (plan: string, domain: string) => `${plan} — ${domain}`,
  interval: (interval: string) =>
    interval === 'year' ? 'Annual' : interval === 'month' ? 'Monthly' : interval,
  status: { active: 'Active', past_due: 'Payment overdue', canceled: 'Canceled' },
  renews: (date: string) => `Current period ends ${date}`,
  charges: 'Charges',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  updatePayment: 'Update Payment Method',
  paymentUpdated: 'Your payment method was updated.',
  returnTo: 'Return',
  loadFailed: 'Failed to load',
} as const;

/** "Premium" from "premium". */
export function planLabel(plan: string): string {
  return plan ? `${plan[0].toUpperCase()}${plan.slice(1)}` : plan;
}
