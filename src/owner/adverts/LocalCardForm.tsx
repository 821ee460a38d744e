import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { LOCAL_TEST_CARDS } from '../../../common/adverts';
import { errorText } from '../../dataProvider/queries';
import { useAuthenticateLocalPayment, useCreateLocalPaymentMethod } from '../../dataProvider/adverts.queries';
import type { CardFormHandle, CardFormProps } from './cardForm';
import { ADVERT_TEXTS as T } from './texts';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const TEST_CARDS = [
  { number: LOCAL_TEST_CARDS.success, outcome: T.testSuccess },
  { number: LOCAL_TEST_CARDS.decline, outcome: T.testDecline },
  { number: LOCAL_TEST_CARDS.authenticate, outcome: T.testAuthenticate },
];

/**
 * The local payments provider's card form, labelled as a local test payment: a card number (one of the test
 * numbers listed) becomes a payment method on the server; a payment that needs confirmation asks the card
 * holder here, standing in for the bank's 3-D Secure page.
 */
export function LocalCardForm({ onReady, disabled }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const answered = useRef<(() => void) | null>(null);
  const { mutateAsync: createPaymentMethod } = useCreateLocalPaymentMethod();
  const authenticate = useAuthenticateLocalPayment();
  const titleId = useId();

  useEffect(() => {
    const handle: CardFormHandle = {
      async createPaymentMethod() {
        const entered = number.trim();
        if (entered === '') {
          setMissing(true);
          return { kind: 'invalid' };
        }
        try {
          return { kind: 'method', id: await createPaymentMethod(entered) };
        } catch (error) {
          return { kind: 'error', message: errorText(error) };
        }
      },
      confirmCardPayment(clientSecret) {
        return new Promise<void>((resolve) => {
          answered.current = resolve;
          setConfirming(clientSecret);
        });
      },
    };
    onReady(handle);
    return () => onReady(null);
  }, [number, onReady, createPaymentMethod]);

  const answer = async (confirm: boolean) => {
    const clientsecret = confirming;
    if (!clientsecret) return;
    try {
      await authenticate.mutateAsync({ clientsecret, confirm });
    } catch {
      // The post-action call that follows reports the payment's state.
    }
    setConfirming(null);
    answered.current?.();
    answered.current = null;
  };

  return (
    <Stack spacing={1.5}>
      <Alert severity="info" role="note">
        {T.localLabel}
      </Alert>
      <TextField
        label={T.cardNumber}
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          setMissing(false);
        }}
        disabled={disabled}
        error={missing}
        helperText={missing ? T.cardRequired : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Typography variant="subtitle2" component="h3">
        {T.testCards}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {TEST_CARDS.map((card) => (
          <Typography component="li" variant="body2" key={card.number}>
            <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {spaced(card.number)}
            </Typography>
            {`: ${card.outcome}`}
          </Typography>
        ))}
      </Stack>
      <Dialog open={confirming !== null} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>{T.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void answer(false)} disabled={authenticate.isPending}>
            {T.refusePayment}
          </Button>
          <Button variant="contained" onClick={() => void answer(true)} disabled={authenticate.isPending}>
            {T.confirmPayment}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
