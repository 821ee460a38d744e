import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { roundQuantity, validQuantity } from '../../../common/adverts';
import { ADVERT_IMPRESSIONS_MAX } from '../../../common/limits';
import type { Advert, AdvertPaymentIntent, AdvertPriceInfo } from '../../dataProvider/adverts';
import {
  useAdvertPrice,
  useAttachPaymentMethod,
  useFinishPayment,
  usePurchaseImpressions,
} from '../../dataProvider/adverts.queries';
import { errorText } from '../../dataProvider/queries';
import { formatMoney } from '../../lib/planRanks';
import { preloadable } from '../../lib/preloadable';
import type { CardFormHandle } from './cardForm';
import { LocalCardForm } from './LocalCardForm';
import { formatCost, parseQuantity } from './rules';
import { ADVERT_TEXTS as T } from './texts';

/** Stripe Elements, loaded only when this dialog shows it. */
const StripeCardForm = preloadable(async () => (await import('./StripeCardForm')).default);

/** A quantity typed into the field becomes a payment intent once it has rested this long (ours). */
const INTENT_DELAY_MS = 400;

export interface PurchaseDialogProps {
  advert: Advert;
  onClose: () => void;
  /** The purchase went through: the money is held (captured false) or taken (captured true). */
  onPurchased: (captured: boolean) => void;
}

/**
 * "Purchase Impressions for {name}" (single-target-and-flows.md §2, §4 Purchase flow, §5): the price read on
 * opening, the quantity, a payment intent made whenever the quantity is valid, and the card form of the
 * payments provider; Purchase makes a card payment method, attaches it, has the card holder confirm when the
 * payment requires it, then finishes. Refusals show in the red box.
 */
export function PurchaseDialog({ advert, onClose, onPurchased }: PurchaseDialogProps) {
  const price = useAdvertPrice();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.purchaseTitle(advert.name)}</DialogTitle>
      {price.data ? (
        <PurchaseForm advert={advert} info={price.data} onClose={onClose} onPurchased={onPurchased} />
      ) : (
        <>
          <DialogContent>
            {price.isError ? (
              <Alert severity="error">{T.priceFailed}</Alert>
            ) : (
              <LinearProgress aria-label={T.priceLoading} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{T.cancel}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function PurchaseForm({
  advert,
  info,
  onClose,
  onPurchased,
}: PurchaseDialogProps & { info: AdvertPriceInfo }) {
  const { price, cardForm } = info;
  const [text, setText] = useState(String(price.unitSize));
  const quantity = parseQuantity(text);
  const valid = validQuantity(quantity, price.unitSize);
  // The intent made for a quantity, or why it could not be made; a new valid quantity makes a new one.
  const [made, setMade] = useState<{ quantity: number; intent: AdvertPaymentIntent } | null>(null);
  const [refused, setRefused] = useState<{ quantity: number; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [purchasing, setPurchasing] = useState(false);
  const [handle, setHandle] = useState<CardFormHandle | null>(null);
  const onReady = useCallback((next: CardFormHandle | null) => setHandle(() => next), []);
  const purchase = usePurchaseImpressions();
  const attach = useAttachPaymentMethod();
  const finish = useFinishPayment();
  const request = useRef(0);
  const hasProvider = cardForm.kind === 'local' || cardForm.publishableKey !== undefined;
  const intent = made?.quantity === quantity ? made.intent : null;
  const intentError = refused?.quantity === quantity ? refused.message : null;
  const creatingIntent = valid && !intent && !intentError;

  // A payment intent for every valid quantity (the server resizes the open one).
  const { mutateAsync: makeIntent } = purchase;
  useEffect(() => {
    const mine = ++request.current;
    if (!valid) return;
    const timer = window.setTimeout(() => {
      makeIntent({ advertid: advert._id, quantity })
        .then((next) => {
          if (mine === request.current) setMade({ quantity, intent: next });
        })
        .catch((failure: unknown) => {
          if (mine === request.current) setRefused({ quantity, message: errorText(failure) });
        });
    }, INTENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [valid, quantity, advert._id, makeIntent]);

  const buy = async () => {
    if (!handle || !intent) return;
    setError(null);
    setPurchasing(true);
    try {
      const method = await handle.createPaymentMethod();
      if (method.kind === 'invalid') return;
      if (method.kind === 'error') {
        setError(method.message);
        return;
      }
      if (method.kind === 'none') {
        setError(T.couldNotProcess);
        return;
      }
      const body = { paymentmethodid: method.id, clientsecret: intent.client_secret };
      let result = await attach.mutateAsync(body);
      if (result.status === 'requires_action') {
        await handle.confirmCardPayment(intent.client_secret);
        result = await finish.mutateAsync(body);
      }
      if (result.status === 'ok') onPurchased(result.captured === true);
      else setError(T.couldNotProcess);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPurchasing(false);
    }
  };

  const disabled = !intent || !handle || !hasProvider || !valid || purchasing || creatingIntent;
  const form = { onReady, disabled: purchasing };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {T.unitPrice(formatMoney(price.costPerUnit / 100, price.currency), price.unitSize)}
          </Typography>
          <TextField
            label={T.quantity}
            type="number"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              if (!Number.isNaN(quantity)) setText(String(roundQuantity(quantity, price.unitSize)));
            }}
            disabled={purchasing}
            error={text !== '' && !valid}
            helperText={T.quantityHelp(price.unitSize)}
            slotProps={{ htmlInput: { min: 0, max: ADVERT_IMPRESSIONS_MAX, step: price.unitSize } }}
          />
          <Typography variant="h6" component="p">
            {T.cost(valid ? formatCost(quantity, price) : formatMoney(0, price.currency))}
          </Typography>
          {!hasProvider ? (
            <Alert severity="warning">{T.noPaymentProvider}</Alert>
          ) : cardForm.kind === 'stripe' && cardForm.publishableKey ? (
            <Suspense fallback={<LinearProgress aria-label={T.stripeCard} />}>
              <StripeCardForm publishableKey={cardForm.publishableKey} {...form} />
            </Suspense>
          ) : (
            <LocalCardForm {...form} />
          )}
          {(error ?? intentError) && (
            <Alert severity="error" variant="filled" role="alert">
              {error ?? intentError}
            </Alert>
          )}
          {purchasing && <LinearProgress aria-label={T.purchasing} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purchasing}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void buy()} disabled={disabled}>
          {T.purchase}
        </Button>
      </DialogActions>
    </>
  );
}
