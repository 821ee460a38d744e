/**
 * Stripe Elements as the purchase dialog's card form (Stripe configured). This module is imported lazily by
 * the purchase dialog only, so Stripe's script is loaded on that dialog and nowhere else.
 */
import Alert from '@mui/material/Alert';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import type { CardFormHandle, CardFormProps } from './cardForm';
import { ADVERT_TEXTS as T } from './texts';

/** One Stripe.js per publishable key for the page's life. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key).catch(() => null);
    loaded.set(key, promise);
  }
  return promise;
}

function CardFields({ onReady, disabled }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const labelId = useId();

  useEffect(() => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !elements || !card || !complete) {
      onReady(null);
      return;
    }
    const handle: CardFormHandle = {
      async createPaymentMethod() {
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) {
          // Stripe's own form already says what is wrong with the card as typed.
          if (result.error.type === 'validation_error') return { kind: 'invalid' };
          return { kind: 'error', message: result.error.message ?? T.couldNotProcess };
        }
        return result.paymentMethod ? { kind: 'method', id: result.paymentMethod.id } : { kind: 'none' };
      },
      async confirmCardPayment(clientSecret) {
        // The outcome is read by the post-action call that follows.
        await stripe.confirmCardPayment(clientSecret);
      },
    };
    onReady(handle);
  }, [stripe, elements, complete, onReady]);

  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>{T.stripeCard}</FormLabel>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      >
        <CardElement
          options={{ disabled, hidePostalCode: false }}
          onChange={(event) => setComplete(event.complete)}
        />
      </Box>
    </Stack>
  );
}

/** The card form over Stripe Elements with the configured publishable key. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((value) => {
      if (live && !value) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);
  if (failed) return <Alert severity="error">{T.stripeLoadFailed}</Alert>;
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}
