/**
 * Adverts of the signed-in user (single-target-and-flows.md §2 Adverts page, §4, §5, §7): their list, one
 * advert, creating one from a billboard image, and buying impressions by card (see `payments.ts`); the local
 * payments provider's test card steps. An advert is its owner's only: anyone else's is not found.
 */
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { canPurchase, impressionsCost, validQuantity } from '../../../common/adverts.ts';
import { ADVERT_HEIGHT, ADVERT_IMAGE_MAX_BYTES, ADVERT_WIDTH } from '../../../common/limits.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { sniffImageType } from '../../lib/sniff.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { receiveToTemp } from '../../providers/drives/temp-file.ts';
import type { AdvertRow } from '../../repositories/adverts-repository.ts';
import type { Repositories } from '../../repositories/index.ts';
import { toAdvert } from '../admin/pages/approvals.ts';
import type { HandlerMap } from '../types.ts';
import { asBuffer, runRequestTask } from '../../workers/pool.ts';
import { intentIdOf, inTx, ownPurchase, provider, settle } from './payments.ts';
import { ADVERT_TEXTS as T } from './texts.ts';

/** A cropped 1920×1080 billboard is stored whatever its encoded size; this only bounds the blob store. */
const CROPPED_MAX_BYTES = 50_000_000;

async function ownAdvert(repos: Repositories, id: string, userId: string): Promise<AdvertRow> {
  const row = await repos.adverts.find(id);
  if (!row || row.owner_id !== userId) throw notFound(T.advertNotFound);
  return row;
}

export const advertsHandlers = {
  async listAdverts(request) {
    const user = signedInUser(request);
    const rows = await request.server.repos.adverts.listOfOwner(user.id);
    return { adverts: rows.map(toAdvert) };
  },

  async getAdvert(request) {
    const user = signedInUser(request);
    return toAdvert(await ownAdvert(request.server.repos, request.params.id, user.id));
  },

  async createAdvert(request) {
    const user = signedInUser(request);
    const app = request.server;
    const name = request.query.name.trim();
    const body = request.body;
    if (!(body instanceof Readable)) throw new HttpError(415, MESSAGES.notAnImage);
    // "Under 1,000,000 bytes": a declared length at or over it is refused before anything is read.
    const max = ADVERT_IMAGE_MAX_BYTES - 1;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) throw new HttpError(413, T.imageTooLarge);
    const upload = await receiveToTemp(
      body,
      app.blobs.tmpDir(),
      max,
      () => new HttpError(413, T.imageTooLarge),
    );
    let blobId: string;
    try {
      const type = sniffImageType(upload.head);
      if (!type) throw new HttpError(415, MESSAGES.notAnImage);
      // Cropped in the work pool: PNG stays PNG, anything else becomes JPEG.
      const cropped = await runRequestTask(
        'cropImage',
        { file: upload.file, png: type === 'image/png', width: ADVERT_WIDTH, height: ADVERT_HEIGHT },
        MESSAGES.imageUnreadable,
      );
      blobId = (await app.blobs.putImage(Readable.from(asBuffer(cropped)), { maxBytes: CROPPED_MAX_BYTES }))
        .id;
    } finally {
      await rm(upload.file, { force: true });
    }
    const row = await app.repos.adverts.create({ id: newId(), ownerId: user.id, name, imageBlob: blobId });
    return toAdvert(row);
  },

  async getAdvertPrice(request) {
    const { advertPrice, cardForm } = request.server.payments;
    return { price: advertPrice, cardForm };
  },

  async purchaseImpressions(request) {
    const user = signedInUser(request);
    const app = request.server;
    const cards = app.payments.provider.cards;
    const { advertid, quantity } = request.body;
    const price = app.payments.advertPrice;
    if (!validQuantity(quantity, price.unitSize)) throw new HttpError(400, T.invalidQuantity(price.unitSize));
    const advert = await ownAdvert(app.repos, advertid, user.id);
    if (!canPurchase(toAdvert(advert))) throw new HttpError(409, T.notPurchasable);
    const active = await app.repos.advertPurchases.activeOf(advert.id);
    if (active) {
      // A payment left waiting for the card holder's confirmation is dropped when they start again.
      if (active.status !== 'requires_action' || active.owner_id !== user.id) {
        throw new HttpError(409, T.purchaseInProgress);
      }
      const claimed = await inTx(app, (repos) =>
        repos.advertPurchases.move(active.intent_id, ['requires_action'], 'canceled'),
      );
      if (!claimed) throw new HttpError(409, T.purchaseInProgress);
      await provider(request, () => cards.cancelIntent(active.intent_id));
    }
    const amount = impressionsCost(quantity, price);
    const open = await app.repos.advertPurchases.openOf(advert.id, user.id);
    if (open) {
      const intent = await provider(request, () => cards.updateIntent(open.intent_id, amount));
      await app.repos.advertPurchases.resize(open.intent_id, quantity, amount);
      return { id: intent.id, client_secret: intent.clientSecret, status: intent.status };
    }
    const intent = await provider(request, () =>
      cards.createIntent({
        userId: user.id,
        email: user.email,
        amount,
        currency: price.currency,
        description: T.describe(quantity, advert.name),
        metadata: { advert: advert.id, quantity: String(quantity) },
      }),
    );
    await app.repos.advertPurchases.add({
      intent_id: intent.id,
      advert_id: advert.id,
      owner_id: user.id,
      client_secret: intent.clientSecret,
      quantity,
      amount,
      currency: price.currency,
    });
    return { id: intent.id, client_secret: intent.clientSecret, status: intent.status };
  },

  async attachImpressionsPaymentMethod(request) {
    const user = signedInUser(request);
    const app = request.server;
    const { paymentmethodid, clientsecret } = request.body;
    // Claim the purchase: the advert row is locked first, so two purchases of one advert are decided in turn.
    const purchase = await inTx(app, async (repos) => {
      const found = await repos.advertPurchases.find(intentIdOf(clientsecret));
      if (found) await repos.adverts.lock(found.advert_id);
      const row = await ownPurchase(repos, clientsecret, user.id);
      if (row.status !== 'open') throw new HttpError(409, T.purchaseNotOpen);
      const advert = await repos.adverts.find(row.advert_id);
      if (!advert || !canPurchase(toAdvert(advert))) throw new HttpError(409, T.notPurchasable);
      const claimed = await repos.advertPurchases.move(row.intent_id, ['open'], 'confirming', null);
      if (!claimed) throw new HttpError(409, T.purchaseInProgress);
      return claimed;
    });
    const returnUrl = `${publicOrigin(request)}/adverts`;
    let intent;
    try {
      intent = await provider(request, () =>
        app.payments.provider.cards.confirmIntent(purchase.intent_id, paymentmethodid, returnUrl),
      );
    } catch (error) {
      // Refused or not reached: the purchase is open again for another card.
      const failure = error instanceof Error ? error.message : null;
      await inTx(app, (repos) =>
        repos.advertPurchases.move(purchase.intent_id, ['confirming'], 'open', failure),
      );
      throw error;
    }
    return settle(request, purchase, intent);
  },

  async finishImpressionsPayment(request) {
    const user = signedInUser(request);
    const app = request.server;
    const { clientsecret } = request.body;
    const purchase = await inTx(app, async (repos) => {
      const found = await repos.advertPurchases.find(intentIdOf(clientsecret));
      if (found) await repos.adverts.lock(found.advert_id);
      return ownPurchase(repos, clientsecret, user.id);
    });
    // A repeated call answers with what the first one recorded.
    if (purchase.status === 'authorized') return { status: 'ok' as const, captured: false };
    if (purchase.status === 'captured') return { status: 'ok' as const, captured: true };
    if (purchase.status !== 'requires_action') throw new HttpError(409, T.purchaseNotWaiting);
    const intent = await provider(request, () =>
      app.payments.provider.cards.retrieveIntent(purchase.intent_id),
    );
    return settle(request, purchase, intent);
  },

  async createLocalPaymentMethod(request) {
    const user = signedInUser(request);
    const local = request.server.payments.local;
    if (!local) throw notFound(T.localPaymentsOnly);
    return provider(request, () => local.cards.createPaymentMethod(user.id, request.body.number));
  },

  async authenticateLocalPayment(request) {
    const user = signedInUser(request);
    const local = request.server.payments.local;
    if (!local) throw notFound(T.localPaymentsOnly);
    const { clientsecret, confirm } = request.body;
    const intent = await provider(request, () => local.cards.authenticate(clientsecret, user.id, confirm));
    return { status: intent.status };
  },
} satisfies HandlerMap;
