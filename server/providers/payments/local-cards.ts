/**
 * Card payments of the local payments provider: payment intents with manual capture kept in the test ledger,
 * with Stripe's life cycle. Cards are the test numbers of `LOCAL_TEST_CARDS`: one succeeds, one is declined,
 * one needs the card holder's confirmation (a local step standing in for the bank's 3-D Secure page).
 */
import { randomBytes } from 'node:crypto';
import { localCardBehaviour } from '../../../common/adverts.ts';
import type { Db } from '../../db/connection.ts';
import { newId } from '../../lib/ids.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { LocalIntentRow } from '../../repositories/local-cards-repository.ts';
import { CardRefusal, type CardIntent, type CardPayments } from './types.ts';

export const LOCAL_CARD_TEXTS = {
  declined: 'Your card was declined.',
  notConfirmed: 'The payment was not confirmed by the card holder.',
  notTestCard: 'This is a local test payment: use one of the test card numbers shown.',
  intentNotFound: 'Payment not found',
  notAwaitingConfirmation: 'This payment is not waiting for confirmation',
  cannotConfirm: 'This payment cannot take a card now',
  cannotCapture: 'This payment has not been authorized',
} as const;

/** A refusal of the local ledger that is the caller's mistake (unknown intent, wrong state). */
export class LocalCardError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

function toIntent(row: LocalIntentRow): CardIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status,
    amount: Number(row.amount),
    ...(row.failure !== null && { failure: row.failure }),
  };
}

export interface LocalCards extends CardPayments {
  /** A payment method for a test card of the user; refuses any other number. */
  createPaymentMethod(userId: string, number: string): Promise<{ id: string; last4: string }>;
  /** The card holder's answer to a payment waiting for confirmation (needs the intent's client secret). */
  authenticate(clientSecret: string, userId: string, confirm: boolean): Promise<CardIntent>;
}

export function createLocalCards(db: Db): LocalCards {
  const { localCards } = createRepositories(db);

  /** Runs `fn` on the locked intent inside a transaction. */
  function withIntent<R>(
    id: string,
    fn: (row: LocalIntentRow, tx: ReturnType<typeof createRepositories>) => Promise<R>,
  ) {
    return db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const row = await repos.localCards.lockIntent(id);
      if (!row) throw new LocalCardError(LOCAL_CARD_TEXTS.intentNotFound, 404);
      return fn(row, repos);
    });
  }

  return {
    async createIntent(request) {
      const id = `pi_local_${newId()}`;
      const row = await localCards.addIntent({
        id,
        client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        user_id: request.userId,
        amount: request.amount,
        currency: request.currency,
      });
      return toIntent(row);
    },

    updateIntent: (id, amount) =>
      withIntent(id, async (row, repos) => {
        if (row.status !== 'requires_payment_method')
          throw new LocalCardError(LOCAL_CARD_TEXTS.cannotConfirm, 400);
        return toIntent(await repos.localCards.updateIntent(id, { amount }));
      }),

    async confirmIntent(id, paymentMethodId) {
      const outcome = await withIntent(id, async (row, repos) => {
        if (row.status !== 'requires_payment_method')
          throw new LocalCardError(LOCAL_CARD_TEXTS.cannotConfirm, 400);
        const method = await repos.localCards.method(paymentMethodId);
        if (!method || method.user_id !== row.user_id)
          throw new LocalCardError(LOCAL_CARD_TEXTS.notTestCard, 400);
        if (method.behaviour === 'decline') {
          await repos.localCards.updateIntent(id, {
            payment_method: method.id,
            failure: LOCAL_CARD_TEXTS.declined,
          });
          return null;
        }
        const status = method.behaviour === 'authenticate' ? 'requires_action' : 'requires_capture';
        return toIntent(
          await repos.localCards.updateIntent(id, { status, payment_method: method.id, failure: null }),
        );
      });
      // Like Stripe, a declined card leaves the intent waiting for another card and answers with the refusal.
      if (!outcome) throw new CardRefusal(LOCAL_CARD_TEXTS.declined);
      return outcome;
    },

    async retrieveIntent(id) {
      const row = await localCards.intent(id);
      if (!row) throw new LocalCardError(LOCAL_CARD_TEXTS.intentNotFound, 404);
      return toIntent(row);
    },

    captureIntent: (id) =>
      withIntent(id, async (row, repos) => {
        if (row.status !== 'requires_capture') throw new CardRefusal(LOCAL_CARD_TEXTS.cannotCapture);
        await repos.localCards.updateIntent(id, { status: 'succeeded' });
      }),

    cancelIntent: (id) =>
      withIntent(id, async (row, repos) => {
        if (row.status === 'succeeded' || row.status === 'canceled') return;
        await repos.localCards.updateIntent(id, { status: 'canceled' });
      }),

    async createPaymentMethod(userId, number) {
      const behaviour = localCardBehaviour(number);
      if (!behaviour) throw new LocalCardError(LOCAL_CARD_TEXTS.notTestCard, 400);
      const id = `pm_local_${newId()}`;
      const last4 = number.replace(/[\s-]/g, '').slice(-4);
      await localCards.addMethod({ id, user_id: userId, behaviour, last4 });
      return { id, last4 };
    },

    async authenticate(clientSecret, userId, confirm) {
      const id = clientSecret.split('_secret_')[0];
      return withIntent(id, async (row, repos) => {
        if (row.client_secret !== clientSecret || row.user_id !== userId)
          throw new LocalCardError(LOCAL_CARD_TEXTS.intentNotFound, 404);
        if (row.status !== 'requires_action')
          throw new LocalCardError(LOCAL_CARD_TEXTS.notAwaitingConfirmation, 400);
        // A payment the card holder did not confirm goes back to waiting for a card, as with Stripe.
        const patch = confirm
          ? ({ status: 'requires_capture', failure: null } as const)
          : ({ status: 'requires_payment_method', failure: LOCAL_CARD_TEXTS.notConfirmed } as const);
        return toIntent(await repos.localCards.updateIntent(id, patch));
      });
    },
  };
}
