/**
 * Buying advert impressions by card (single-target-and-flows.md §4 Purchase flow): one payment intent with
 * manual capture per purchase, through the configured payments provider. Money is held when the card is
 * confirmed, captured when staff approve the advert (at once when it is approved already) and released when
 * they reject it. Provider calls are made outside database transactions; each step claims the purchase by
 * moving its status first, so two requests never act on one payment, and the database allows only one
 * active purchase per advert, so two purchases cannot both hold money.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { LocalCardError } from '../../providers/payments/local-cards.ts';
import { CardRefusal, type CardIntent } from '../../providers/payments/types.ts';
import type { AdvertPurchaseRow } from '../../repositories/advert-purchases-repository.ts';
import { createRepositories, type Repositories } from '../../repositories/index.ts';
import { ADVERT_TEXTS as T } from './texts.ts';

export type PurchaseResult = { status: 'ok'; captured: boolean } | { status: 'requires_action' };

/**
 * Calls the payments provider: a card refusal is a 402 with its message for the card holder, a refusal of
 * the local ledger keeps its status, anything else (network, keys) is logged and answered in our words.
 */
export async function provider<R>(request: FastifyRequest, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardRefusal) throw new HttpError(402, error.message);
    if (error instanceof LocalCardError) throw new HttpError(error.status, error.message);
    request.log.error({ err: error }, 'payments provider call failed');
    throw new HttpError(502, T.providerFailed);
  }
}

/** Runs `fn` with repositories in one transaction. */
export function inTx<R>(app: FastifyInstance, fn: (repos: Repositories) => Promise<R>): Promise<R> {
  return app.db.transaction((tx) => fn(createRepositories(tx)));
}

/** The intent id inside a client secret (`pi_…_secret_…`, as Stripe makes them). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0];
}

/** The caller's purchase for this client secret (someone else's, or a wrong secret, is not found). */
export async function ownPurchase(
  repos: Repositories,
  clientSecret: string,
  userId: string,
): Promise<AdvertPurchaseRow> {
  const row = await repos.advertPurchases.lock(intentIdOf(clientSecret));
  if (!row || row.owner_id !== userId || row.client_secret !== clientSecret) {
    throw new HttpError(404, T.purchaseNotFound);
  }
  return row;
}

/** Captures a purchase claimed as `capturing` on an approved advert and credits its impressions. */
async function captureNow(request: FastifyRequest, purchase: AdvertPurchaseRow): Promise<PurchaseResult> {
  const app = request.server;
  try {
    await app.payments.provider.cards.captureIntent(purchase.intent_id);
  } catch (error) {
    const failure = error instanceof CardRefusal ? error.message : T.providerFailed;
    await inTx(app, async (repos) => {
      await repos.adverts.lock(purchase.advert_id);
      await repos.advertPurchases.move(purchase.intent_id, ['capturing'], 'failed', failure);
      await repos.adverts.setPaymentFailure(purchase.advert_id, failure);
    });
    if (!(error instanceof CardRefusal)) request.log.error({ err: error }, 'capturing a payment failed');
    throw new HttpError(error instanceof CardRefusal ? 402 : 502, failure);
  }
  await inTx(app, async (repos) => {
    await repos.adverts.lock(purchase.advert_id);
    await repos.advertPurchases.move(purchase.intent_id, ['capturing'], 'captured', null);
    await repos.adverts.credit(purchase.advert_id, Number(purchase.quantity));
  });
  return { status: 'ok', captured: true };
}

/**
 * Records what the provider says of a confirmed intent: waiting for the card holder, refused (the purchase is
 * open again for another card), or authorized: the impressions wait for approval, or on an approved advert
 * the money is captured and the impressions credited at once.
 */
export async function settle(
  request: FastifyRequest,
  purchase: AdvertPurchaseRow,
  intent: CardIntent,
): Promise<PurchaseResult> {
  const app = request.server;
  const from = ['confirming', 'requires_action'] as const;
  if (intent.status === 'requires_action') {
    await inTx(app, (repos) => repos.advertPurchases.move(purchase.intent_id, from, 'requires_action'));
    return { status: 'requires_action' };
  }
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    const next = await inTx(app, async (repos) => {
      const advert = await repos.adverts.lock(purchase.advert_id);
      if (advert?.approved) {
        await repos.advertPurchases.move(purchase.intent_id, from, 'capturing', null);
        return 'capture' as const;
      }
      await repos.advertPurchases.move(purchase.intent_id, from, 'authorized', null);
      await repos.adverts.order(purchase.advert_id, Number(purchase.quantity));
      return 'held' as const;
    });
    if (next === 'held') return { status: 'ok', captured: false };
    return captureNow(request, purchase);
  }
  // Refused or not confirmed: like Stripe's intent, the purchase waits for another card.
  const failure = intent.failure ?? T.notConfirmed;
  await inTx(app, (repos) => repos.advertPurchases.move(purchase.intent_id, from, 'open', failure));
  throw new HttpError(402, failure);
}
