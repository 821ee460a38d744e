/**
 * What the purchase dialog needs from a card form, whichever it is: Stripe Elements (Stripe configured) or
 * the local test card form (the local payments provider).
 */

/** The outcome of making a payment method from the card the user entered. */
export type PaymentMethodOutcome =
  | { kind: 'method'; id: string }
  /** The form itself shows what is wrong (an empty or incomplete card); the purchase stops silently. */
  | { kind: 'invalid' }
  /** The provider refused; its message goes into the dialog's red box. */
  | { kind: 'error'; message: string }
  /** Neither a payment method nor an error came back. */
  | { kind: 'none' };

export interface CardFormHandle {
  createPaymentMethod(): Promise<PaymentMethodOutcome>;
  /** The card holder confirms a payment that requires it (3-D Secure); settles when they are done, either way. */
  confirmCardPayment(clientSecret: string): Promise<void>;
}

export interface CardFormProps {
  /** The form hands its handle over once it is ready (null while it is not). */
  onReady: (handle: CardFormHandle | null) => void;
  disabled: boolean;
}
