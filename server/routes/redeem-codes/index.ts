/**
 * Redeem codes (single-target-and-flows.md §2 Redeem page, §4 Redeem flow): redeeming, and the staff pages'
 * operations (`admin_redeem_codes`, ours). A code is redeemed in one transaction with its row locked, so
 * concurrent clicks award once; guesses (codes that do not exist) are counted per user and per client address
 * in the database (the sign-in limits' table, under their own key kinds).
 */
import { randomInt } from 'node:crypto';
import { signedInUser } from '../../plugins/auth.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { newId } from '../../lib/ids.ts';
import { keyOf } from '../../lib/sign-in-limits.ts';
import { createRepositories, type Repositories } from '../../repositories/index.ts';
import type { RedeemCodeRow, RedeemUnlocked } from '../../repositories/redeem-codes-repository.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { uriFromName } from '../metaverses/metaverses.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';
import { REDEEM_TEXTS as T } from './texts.ts';

/** Failed redeem attempts allowed per user and per client address in one window. */
export const REDEEM_USER_FAILURES = 10;
export const REDEEM_ADDRESS_FAILURES = 30;
export const REDEEM_WINDOW_MS = 15 * 60_000;
/** Codes shorter than this need a linked headset account (single-target-and-flows.md §5, §9). */
export const HEADSET_CODE_LENGTH = 12;

/** Generated codes use letters and digits that cannot be mistaken for one another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The URL name of an awarded apartment location (then `apartment-2`, …; "apartment" marks its template). */
const APARTMENT_LOCATION = 'apartment';

function generatedCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

type RedeemResult = ReplyBody<'redeemCode'>;
const fail = (msg: string): RedeemResult => ({ success: false, msg });

/** What a metaverse award's new metaverse is called: the nickname's letters, digits and spaces. */
function awardedDomainName(user: UserDoc): string {
  const base = (user.nickname ?? user.name).replace(/[^\p{L}\p{N} ]+/gu, '').trim();
  return `${base || 'My'} Metaverse`.slice(0, 60);
}

/** A new metaverse of the user's on `plan` (`type` free, or a custom plan of that type). */
async function newDomain(
  user: UserDoc,
  plan: 'free' | 'premium' | 'professional' | 'business' | 'enterprise',
  uniqueUri: (name: string) => Promise<string>,
): Promise<DomainDoc> {
  const now = new Date().toISOString();
  const name = awardedDomainName(user);
  return {
    id: newId(),
    uri: await uniqueUri(name),
    name,
    type: 'domain',
    owner: user.id,
    plan:
      plan === 'free'
        ? { type: 'free', plan: 'free', activated: true }
        : { type: plan, plan: `${plan}-custom`, activated: true },
    domainaccess: 'public',
    buildingaccess: false,
    created: now,
    timestamp: now,
  };
}

/** The first of `apartment`, `apartment-2`, … that no location of the metaverse is named yet. */
async function freeApartmentName(repos: Repositories, domainId: string | null): Promise<string> {
  let name = APARTMENT_LOCATION;
  for (let n = 2; domainId && (await repos.entities.nameTaken(domainId, 'locations', name)); n += 1)
    name = `${APARTMENT_LOCATION}-${n}`;
  return name;
}

/**
 * An apartment: the next free slot of the building, its door leading to a new apartment location of the
 * user's first metaverse (a new free metaverse when they own none), so the success dialog leads there. The
 * slot is taken first: when none is left nothing else is written.
 */
async function awardApartment(
  repos: Repositories,
  building: string,
  user: UserDoc,
  uniqueUri: (name: string) => Promise<string>,
): Promise<RedeemUnlocked | null> {
  const owned = await repos.redeemCodes.firstOwnedDomain(user.id);
  const created = owned === null ? await newDomain(user, 'free', uniqueUri) : null;
  const domain = owned ?? created;
  if (!domain) return null;
  const name = await freeApartmentName(repos, owned && owned.id);
  const path = `${domain.uri}/locations/${name}`;
  const given = await repos.redeemCodes.awardApartment(building, user.id, path);
  if (!given) return null;
  if (created) await repos.metaverses.insertDomain(created, ['manage_domain', 'host']);
  let nickname = T.apartmentNickname(given.name);
  for (let n = 2; await repos.entities.nicknameTaken(domain.id, 'locations', nickname); n += 1)
    nickname = `${T.apartmentNickname(given.name)} ${n}`;
  const now = new Date().toISOString();
  await repos.entities.insert('locations', {
    id: newId(),
    type: 'location',
    name,
    nickname,
    template: 'apartment',
    domain: domain.id,
    path,
    owner: user.id,
    visibility: 'unlisted',
    created: now,
    timestamp: now,
  });
  // A user without a home gets the apartment as home, so its page shows them the Home/offers card
  // (single-target-and-flows.md §2: the card is the home owner's); a home they have is left as it is.
  if (!user.homelocation) await repos.users.update(user.id, { homelocation: path });
  return {
    building_slot: given.slot,
    location_name: given.name,
    location_uri: path,
    domain_uri: domain.uri,
    location: name,
  };
}

/** Gives the code's award to the user (inside the redeem transaction). */
async function award(
  repos: Repositories,
  row: RedeemCodeRow,
  user: UserDoc,
  uniqueUri: (name: string) => Promise<string>,
): Promise<RedeemUnlocked | null> {
  const award = row.award;
  if (award.kind === 'metacoin') {
    await repos.redeemCodes.addMetacoin(user.id, award.amount, row.code);
    const home = await repos.redeemCodes.firstOwnedDomain(user.id);
    return { metacoin: award.amount, domain_uri: home?.uri ?? '' };
  }
  if (award.kind === 'building_slot') return awardApartment(repos, award.building, user, uniqueUri);
  const doc = await newDomain(user, award.plan, uniqueUri);
  await repos.metaverses.insertDomain(doc, ['manage_domain', 'host']);
  return { domain: doc.id, domain_name: doc.name, domain_uri: doc.uri };
}

export const redeemCodeHandlers = {
  async redeemCode(request) {
    const app = request.server;
    const user = signedInUser(request);
    if (request.params.userid !== user.id) throw forbidden(T.notYours);
    const code = request.params.code.toUpperCase();
    const now = new Date();
    const keys = [keyOf('redeem-user', user.id), keyOf('redeem-address', request.ip)];
    const limits = [REDEEM_USER_FAILURES, REDEEM_ADDRESS_FAILURES];
    for (const [index, key] of keys.entries()) {
      if ((await app.repos.signInLimits.attempts(key, now)) >= limits[index])
        throw new HttpError(429, MESSAGES.tooManyAttempts, {
          'retry-after': String(REDEEM_WINDOW_MS / 1000),
        });
    }
    const failed = async (msg: string): Promise<RedeemResult> => {
      for (const key of keys) await app.repos.signInLimits.count(key, new Date(), REDEEM_WINDOW_MS);
      return fail(msg);
    };
    if (code.length < HEADSET_CODE_LENGTH && !user.oculusaccount) return fail(T.needsHeadset);

    const outcome = await app.db.transaction(async (tx): Promise<RedeemResult | string> => {
      const repos = createRepositories(tx);
      const row = await repos.redeemCodes.lock(code);
      if (!row) return T.unknown;
      // Redeemed before (another click, another tab): the same award again, nothing given twice.
      const before = await repos.redeemCodes.useOf(code, user.id);
      if (before) return { success: true, msg: T.redeemed, unlocked: before };
      if (row.expires && row.expires.getTime() <= Date.now()) return T.expired;
      if (row.uses >= row.max_uses) return T.usedUp;
      const unlocked = await award(repos, row, user, (name) => uriFromName({ repos }, name));
      if (!unlocked) return T.noApartment;
      await repos.redeemCodes.recordUse(code, user.id, unlocked);
      await repos.audit.record({
        actorId: user.id,
        action: 'redeemcode.redeem',
        collection: 'redeemcodes',
        targetId: code,
        after: unlocked,
      });
      return { success: true, msg: T.redeemed, unlocked };
    });
    // Only guesses count towards the limits: a real code that expired or is used up is no brute force.
    if (outcome === T.unknown) return failed(outcome);
    return typeof outcome === 'string' ? fail(outcome) : outcome;
  },

  async listRedeemCodes(request) {
    const { usage, first, count } = request.query;
    const { rows, total } = await request.server.repos.redeemCodes.list(
      usage ?? 'all',
      first ?? 0,
      count ?? 50,
    );
    return {
      total,
      codes: rows.map((row) => ({
        code: row.code,
        award: row.award,
        ...(row.building_name && { buildingName: row.building_name }),
        maxUses: row.max_uses,
        uses: row.uses,
        ...(row.expires && { expires: row.expires.toISOString() }),
        ...(row.batch && { batch: row.batch }),
        note: row.note,
        created: row.created.toISOString(),
        createdBy: row.created_by,
        ...(row.last_redeemed && { lastRedeemed: new Date(row.last_redeemed).toISOString() }),
      })),
    };
  },

  async createRedeemCodes(request) {
    const staff = signedInUser(request);
    const body = request.body;
    const count = body.count ?? 1;
    if (body.code !== undefined && count !== 1) throw badRequest(T.codeWithCount);
    const length = body.length ?? 16;
    const batch = newId();
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      if (body.award.kind === 'building_slot') {
        if (!(await repos.collections.get('buildings', body.award.building))) throw badRequest(T.noBuilding);
      }
      let codes: string[];
      if (body.code !== undefined) {
        codes = [body.code.toUpperCase()];
        if ((await repos.redeemCodes.existing(codes)).length > 0) throw badRequest(T.codeTaken(codes[0]));
      } else {
        const fresh = new Set<string>();
        while (fresh.size < count) fresh.add(generatedCode(length));
        const taken = new Set(await repos.redeemCodes.existing([...fresh]));
        codes = [...fresh].filter((code) => !taken.has(code));
      }
      await repos.redeemCodes.insert(codes, {
        award: body.award,
        maxUses: body.maxUses,
        ...(body.expires && { expires: body.expires }),
        batch,
        note: body.note ?? '',
        createdBy: staff.id,
      });
      await repos.audit.record({
        actorId: staff.id,
        action: 'redeemcode.create',
        collection: 'redeemcodes',
        targetId: batch,
        after: { codes: codes.length, award: body.award, maxUses: body.maxUses, expires: body.expires },
      });
      return { batch, codes };
    });
  },

  async listRedeemCodeUses(request) {
    const repos = request.server.repos;
    const code = request.params.code.toUpperCase();
    if ((await repos.redeemCodes.existing([code])).length === 0) throw notFound(T.notFound);
    const rows = await repos.redeemCodes.uses(code);
    return rows.map((row) => ({
      userid: row.user_id,
      ...(row.nickname && { nickname: row.nickname }),
      ts: new Date(row.ts).toISOString(),
      unlocked: row.unlocked,
    }));
  },
} satisfies HandlerMap;
