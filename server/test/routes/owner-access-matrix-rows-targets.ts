/**
 * The owner access matrix's rows for one location or event (the manage page, its AI agents card, pictures,
 * approval, headset destination, home offers, deep links), payments and content (owner-console.md §6).
 */
import { MESSAGES } from '../../lib/messages.ts';
import { DRIVE_TEXTS } from '../../routes/drives/texts.ts';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import {
  chunk,
  d,
  entity,
  managersHome,
  newEntity,
  ownersNewMetaverse,
  picture,
  place,
  PNG_SIGNATURE_ONLY,
  price,
  row,
  type Row,
  subscribedMetaverse,
  transcode,
  uniq,
  upload,
  uploaded,
  videoAt,
  videoInfo,
  withHeadsetDestination,
} from './owner-access-matrix-setup.ts';

export const TARGET_ROWS: Row[] = [
  // the single-target manage page (single-target-and-flows.md §2, §7)
  row('updateEntity')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), body: { description: `Matrix ${uniq()}` } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-place'), body: { description: 'x' } }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidBody: { visibility: 'secret' } })],
  }),
  // the manage page's AI agents card (single-target-and-flows.md §2, §7): the target named by location_uri
  row('getManagedLocationContext')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: `${tg.uri}/locations/home` } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [(tg) => ({ invalidQuery: { location_uri: `${tg.uri}/events/home` } })],
  }),
  row('saveManagedLocationContext')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({
      body: {
        location_uri: `${tg.uri}/locations/home`,
        mvbots_option: 'custom',
        user_topics: [`Matrix ${uniq()}`],
      },
    }),
    missing: (tg) => ({ body: { location_uri: `${tg.uri}/locations/nowhere`, mvbots_option: 'custom' } }),
    bad: [
      (tg) => ({ invalidBody: { location_uri: `${tg.uri}/locations/home`, mvbots_option: 'sometimes' } }),
      (tg) => ({
        body: { location_uri: `${tg.uri}/locations/home`, mvbots_option: 'custom', actor_ids: ['nobody'] },
      }),
    ],
  }),
  row('resetManagedLocationOverrides')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: tg.uri } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [(tg) => ({ invalidQuery: { location_uri: `${tg.uri}/x` } })],
  }),
  row('getLocationConversation')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ query: { location_uri: tg.uri } }),
    missing: (tg) => ({ query: { location_uri: `${tg.uri}/locations/nowhere` } }),
    bad: [() => ({ invalidQuery: { location_uri: '' } })],
  }),
  row('listAvailableMvbotActors')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('uploadEntityImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...entity(tg, 'locations', 'home'), image: 'doorimage' }, ...picture() }),
    missing: (tg) => ({ path: { ...entity(tg, 'locations', 'nowhere'), image: 'doorimage' }, ...picture() }),
    bad: [
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'icon' },
        invalidPath: { image: 'poster' },
        ...picture(),
      }),
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'icon' },
        ...picture(PNG_SIGNATURE_ONLY),
      }),
    ],
  }),
  row('clearEntityImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...entity(tg, 'locations', 'home'), image: 'discoveryicon' } }),
    missing: (tg) => ({ path: { ...entity(tg, 'locations', 'nowhere'), image: 'discoveryicon' } }),
    bad: [
      (tg) => ({
        path: { ...entity(tg, 'locations', 'home'), image: 'doorimage' },
        invalidPath: { image: 'icon' },
      }),
    ],
  }),
  row('createLocation')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { nickname: `Matrix ${uniq()}`, template: 'gallery' } }),
    bad: [(tg) => ({ path: d(tg), body: { nickname: `Matrix ${uniq()}`, template: 'no-such-template' } })],
  }),
  row('createEvent')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { name: `matrix_${uniq()}`, nickname: 'Matrix event' } }),
    bad: [
      (tg) => ({ path: d(tg), invalidBody: { name: 'Not A Slug', nickname: 'Matrix event' } }),
      (tg) => ({ path: d(tg), body: { name: `matrix_${uniq()}`, nickname: 'x', copy: 'no-such-event' } }),
    ],
  }),
  row('suggestEntityName')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { name: 'party', type: 'event' } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { name: 'Party Time', type: 'event' } })],
  }),
  row('setLocationTemplate')({
    role: 'manager',
    call: (tg) => ({ path: place(tg), body: { template: 'lounge' } }),
    missing: (tg) => ({ path: place(tg, 'nowhere'), body: { template: 'lounge' } }),
    bad: [(tg) => ({ path: place(tg), body: { template: 'island' } })],
  }),
  // location approval (single-target-and-flows.md §4): a storefront of its own for the pending success
  row('requestLocationApproval')({
    role: 'manager',
    call: (tg) => ({ path: place(tg, tg.key) }),
    prepare: () => newEntity('locations', { template: 'storefront' }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
    bad: [(tg) => ({ path: place(tg, 'home') })],
  }),
  // a location's headset destination: the target's own, set for the row
  row('getLocationHeadsetDestination')({
    role: 'manager',
    prepare: withHeadsetDestination,
    call: (tg) => ({ path: place(tg) }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
  }),
  row('uploadDomainIcon')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), ...picture() }),
    bad: [(tg) => ({ path: d(tg), ...picture(PNG_SIGNATURE_ONLY) })],
  }),
  row('uploadDomainBanner')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), ...picture() }),
    bad: [(tg) => ({ path: d(tg), ...picture(PNG_SIGNATURE_ONLY) })],
  }),
  row('uploadDomainDiscoveryImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), types: 'discoverybanner' }, ...picture() }),
    bad: [
      (tg) => ({ path: { ...d(tg), types: 'doorimage' }, ...picture(PNG_SIGNATURE_ONLY) }),
      (tg) => ({ path: { ...d(tg), types: 'doorimage' }, invalidPath: { types: 'poster' }, ...picture() }),
    ],
  }),
  row('clearDomainDiscoveryImage')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), types: 'doorimage' } }),
    bad: [(tg) => ({ path: { ...d(tg), types: 'doorimage' }, invalidPath: { types: 'icon' } })],
  }),
  // launch
  // home offers (only the owner of the home, who needs manage_domain for the manage page)
  row('getHomeSlot')({
    role: 'manager',
    prepare: managersHome,
    call: (tg) => ({ path: { ...d(tg), location: tg.key } }),
    missing: (tg) => ({ path: { ...d(tg), location: 'nowhere' } }),
    bad: [(tg) => ({ path: { ...d(tg), location: tg.key }, invalidPath: { location: 'x'.repeat(201) } })],
  }),
  row('setHomeAllowOffers')({
    role: 'manager',
    prepare: managersHome,
    call: (tg) => ({ path: { ...d(tg), location: tg.key }, body: { allow: false } }),
    missing: (tg) => ({ path: { ...d(tg), location: 'nowhere' }, body: { allow: false } }),
  }),
  row('getDomainDeepLink')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: d(tg), query: { nonvr: true } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { nonvr: 'perhaps' } })],
  }),
  row('getLocationDeepLink')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: place(tg) }),
    missing: (tg) => ({ path: place(tg, 'nowhere') }),
  }),
  // payments (the metaverse is named in the body)
  row('createUpgradeSession')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: price(tg) }),
    prepare: ownersNewMetaverse,
    bad: [(tg) => ({ body: { ...price(tg), priceId: 'price_premium_annual' } })],
  }),
  row('getUpgradeProration')({
    role: 'manager',
    refusal: T.managersOnly,
    call: (tg) => ({ body: price(tg) }),
    bad: [(tg) => ({ invalidBody: { ...price(tg), plan: 'enterprise' } })],
  }),
  row('upgradeSubscription')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: price(tg) }),
    prepare: subscribedMetaverse,
  }),
  row('cancelSubscription')({
    role: 'owner',
    refusal: T.needsOwner,
    call: (tg) => ({ body: { domain: tg.uri, newPlan: 'free' } }),
    prepare: subscribedMetaverse,
  }),
  // content (uploads, storage, chunked video)
  row('getContentStorage')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg) }),
  }),
  row('uploadContent')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: upload,
    bad: [(tg) => ({ ...upload(tg), body: Buffer.alloc(0) })],
  }),
  row('deleteContent')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: { ...d(tg), id: tg.key } }),
    prepare: uploaded,
    missing: (tg) => ({ path: { ...d(tg), id: 'no-such-file' } }),
  }),
  row('videoUploadBegin')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: videoInfo() }),
  }),
  row('videoUploadChunk')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: chunk,
    prepare: () => videoAt('begun'),
    missing: (tg) => chunk({ ...tg, key: 'no-such-upload' }),
    bad: [
      (tg) => ({
        ...chunk(tg),
        headers: { 'content-type': 'application/octet-stream', 'content-range': 'all of it' },
      }),
    ],
  }),
  row('videoUploadProcess')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: { ...d(tg), uploadId: tg.key } }),
    prepare: () => videoAt('received'),
    missing: (tg) => ({ path: { ...d(tg), uploadId: 'no-such-upload' } }),
  }),
  row('videoUploadStatus')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: transcode(tg) }),
    prepare: () => videoAt('processing'),
    missing: (tg) => ({ path: d(tg), body: { upload_id: 'no-such-upload', transcode_jobname: 'x' } }),
  }),
  row('videoUploadEnd')({
    role: 'manager',
    refusal: DRIVE_TEXTS.manageOnly,
    call: (tg) => ({ path: d(tg), body: { upload_id: tg.key } }),
    prepare: () => videoAt('complete'),
    missing: (tg) => ({ path: d(tg), body: { upload_id: 'no-such-upload' } }),
  }),
];
