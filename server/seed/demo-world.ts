/**
 * The generated part of the demo world: more users and metaverses, and enough locations, events, plots,
 * buildings, voice requests, string matches and autotests to page through. Pure: documents in, no I/O.
 */
import { parsePostcode } from '../../common/postcode.ts';
import type { SeedDocument } from './insert.ts';
import { at, capitalize, DAY, HOUR, MINUTE, Random, slug, stableId } from './random.ts';
import { ADJECTIVES, NOUNS } from './words.ts';

/** A metaverse the generated entities can live in. */
export interface WorldDomain {
  id: string;
  uri: string;
  owner: string;
}

const CELL_ORIGIN = 2147483647;
const PLACE_NAMES = ['Beach', 'Plaza', 'Gallery', 'Arena'];
const EVENT_NAMES = ['Launch Party', 'Quiz Night', 'Dance Off', 'Art Walk', 'Town Hall', 'Film Club'];
const BUILDING_KINDS = ['Tower', 'Hall', 'Loft', 'Studio', 'Market', 'Depot', 'Works', 'House'];
const SUBMISSIONS = [undefined, 'submitted', 'accepted', 'refused'] as const;

/** Stamps: created some days back, updated after that but not in the future. */
function stamps(random: Random, now: Date, maxAgeDays: number): { created: string; timestamp: string } {
  const age = random.int(1, maxAgeDays * 24 * 60) * MINUTE;
  return { created: at(now, -age), timestamp: at(now, -random.int(0, age / MINUTE) * MINUTE) };
}

/** ~120 generated users with deterministic names like `swift_falcon_7`. */
export function generatedUsers(now: Date, count: number): SeedDocument[] {
  const random = new Random(101);
  return Array.from({ length: count }, (_, i) => {
    const adjective = random.pick(ADJECTIVES);
    const noun = random.pick(NOUNS);
    const name = `${adjective}_${noun}_${i + 1}`;
    const user: SeedDocument = {
      id: stableId('user', name),
      name,
      nickname: `${capitalize(adjective)} ${capitalize(noun)}`,
      email: `${name}@example.test`,
      permissions: random.chance(0.1) ? [random.pick(['create_domains', 'tester', 'create_events'])] : [],
      auth0userid: `auth0|${stableId('identity', name)}`,
      acceptedtandcs: random.chance(0.9),
      currency: random.int(0, 200) * 50,
      inescrow: random.chance(0.1) ? random.int(1, 20) * 10 : 0,
      showdeveloper: false,
      ...stamps(random, now, 700),
    };
    if (random.chance(0.3)) user.oculusaccount = String(random.int(10 ** 15, 9 * 10 ** 15));
    if (random.chance(0.2)) user.steamaccount = `7656119${random.int(7_960_265_728, 8_999_999_999)}`;
    return user;
  });
}

/** One free personal metaverse for each of the first `count` generated users. */
export function generatedDomains(now: Date, owners: readonly SeedDocument[], count: number): SeedDocument[] {
  const random = new Random(202);
  return owners.slice(0, count).map((owner) => {
    const uri = String(owner.name).replace(/_/g, '-');
    return {
      id: stableId('domain', uri),
      uri,
      name: String(owner.nickname),
      type: 'domain',
      owner: owner.id,
      plan: { type: 'free', plan: 'free', activated: true },
      domainaccess: random.chance(0.7) ? 'public' : 'invite_only',
      buildingaccess: random.chance(0.2),
      ...stamps(random, now, 500),
    };
  });
}

function entity(
  kind: 'location' | 'event' | 'plot',
  domain: WorldDomain,
  title: string,
  random: Random,
  now: Date,
) {
  const name = slug(title);
  return {
    id: stableId(kind, `${domain.uri}/${name}`),
    name,
    nickname: title,
    type: kind,
    domain: domain.id,
    path: `${domain.uri}/${kind}s/${name}`,
    owner: domain.owner,
    ...stamps(random, now, 300),
  };
}

/** `home` and `map` in every metaverse plus named places in the demo ones. */
export function generatedLocations(now: Date, domains: readonly WorldDomain[], demo: readonly WorldDomain[]) {
  const random = new Random(303);
  const basics = domains.flatMap((domain) =>
    ['Home', 'Map'].map((t) => entity('location', domain, t, random, now)),
  );
  const places = demo.flatMap((domain) =>
    PLACE_NAMES.map((title) => entity('location', domain, title, random, now)),
  );
  return [...basics, ...places];
}

/** Past and future events in the demo metaverses, some published, with every headset submission state. */
export function generatedEvents(now: Date, demo: readonly WorldDomain[], count: number): SeedDocument[] {
  const random = new Random(404);
  return Array.from({ length: count }, (_, i) => {
    const domain = demo[i % demo.length];
    const event: SeedDocument = entity(
      'event',
      domain,
      `${EVENT_NAMES[i % EVENT_NAMES.length]} ${i + 1}`,
      random,
      now,
    );
    const start = now.getTime() + (i - count / 2) * 1.5 * DAY + random.int(0, 23) * HOUR;
    event.startdate = new Date(start).toISOString();
    event.enddate = new Date(start + random.int(1, 4) * HOUR).toISOString();
    event.published = i % 3 !== 0;
    const submission = SUBMISSIONS[i % SUBMISSIONS.length];
    if (submission) event.oculussubmission = submission;
    return event;
  });
}

/**
 * Building plots in the demo metaverses. Plot i stands in the building world where building i stands (its
 * cell, subdistrict and building numbers), which the live map's regeneration jobs read.
 */
export function generatedPlots(
  now: Date,
  demo: readonly WorldDomain[],
  count: number,
  buildings: readonly SeedDocument[] = [],
): SeedDocument[] {
  const random = new Random(505);
  return Array.from({ length: count }, (_, i) => {
    const plot: SeedDocument = entity('plot', demo[i % demo.length], `Plot ${i + 1}`, random, now);
    const building = buildings[i];
    if (building) {
      plot.cellx = building.cellx;
      plot.celly = building.celly;
      plot.subdistrictid = building.subdistrictid;
      plot.buildingid = building.buildingid;
    }
    return plot;
  });
}

/** Buildings in cells on both sides of the coordinate origin (2147483647). */
export function generatedBuildings(now: Date, count: number): SeedDocument[] {
  const random = new Random(606);
  const seen = new Set<string>();
  const buildings: SeedDocument[] = [];
  while (buildings.length < count) {
    const cellx = CELL_ORIGIN + random.int(-6, 6);
    const celly = CELL_ORIGIN + random.int(-6, 6);
    const subdistrictid = random.int(0, 3);
    const buildingid = random.int(0, 24);
    const key = `${cellx}:${celly}:${subdistrictid}:${buildingid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    buildings.push({
      id: stableId('building', key),
      name: `${capitalize(random.pick(ADJECTIVES))} ${random.pick(BUILDING_KINDS)}`,
      cellx,
      celly,
      subdistrictid,
      buildingid,
      ...stamps(random, now, 900),
    });
  }
  return buildings;
}

/** The postal code of the demo's one named building, which a collection search by postal code finds. */
export const DEMO_POSTCODE = 'N1-E2-3-4';

/**
 * The demo building at `DEMO_POSTCODE`. It comes after the generated buildings, so their order (and the plots
 * standing where they stand) stays as it was; no generated building has this address.
 */
export function postcodeBuilding(now: Date): SeedDocument {
  const address = parsePostcode(DEMO_POSTCODE)!;
  return {
    id: stableId('building', DEMO_POSTCODE),
    name: 'Harbour Post Office',
    ...address,
    ...stamps(new Random(607), now, 900),
  };
}

const REQUESTS: readonly { text: string; intent: string; action: string; place?: string }[] = [
  { text: 'take me to the beach', intent: 'goto_location', action: 'teleport', place: 'beach' },
  { text: 'go home', intent: 'goto_location', action: 'teleport', place: 'home' },
  { text: 'open the map', intent: 'open_map', action: 'open_map', place: 'map' },
  { text: 'show me the events', intent: 'list_events', action: 'open_events' },
  { text: 'where is the gallery', intent: 'goto_location', action: 'teleport', place: 'gallery' },
  { text: 'play some music', intent: 'unknown', action: 'none' },
];

/** Voice requests and what the assistant did with them. */
export function generatedWitRequests(now: Date, demo: readonly WorldDomain[], count: number): SeedDocument[] {
  const random = new Random(707);
  return Array.from({ length: count }, (_, i) => {
    const request = REQUESTS[i % REQUESTS.length];
    const domain = random.pick(demo);
    const destination = request.place ? `${domain.uri}/locations/${request.place}` : '';
    const actions =
      request.action === 'none' ? [] : [{ description: `${request.action} ${destination}`.trim() }];
    return {
      id: stableId('witrequest', i),
      text: request.text,
      destination,
      actiontaken: request.action,
      response: { multiverse: { wittext: request.text, destination, witintent: request.intent, actions } },
      ...stamps(random, now, 120),
    };
  });
}

const MATCHES: readonly [string, string][] = [
  ['the beech', 'the beach'],
  ['gallary', 'gallery'],
  ['plazza', 'plaza'],
  ['go hom', 'go home'],
  ['open the nap', 'open the map'],
  ['show events', 'show me the events'],
  ['arina', 'arena'],
  ['liberry', 'library'],
  ['roof top', 'rooftop'],
  ['garten', 'garden'],
];

/** Corrections the voice assistant learnt, with how well and how often they matched. */
export function generatedStringMatches(now: Date, count: number): SeedDocument[] {
  const random = new Random(808);
  return Array.from({ length: count }, (_, i) => {
    const [input, output] = MATCHES[i % MATCHES.length];
    const variant = Math.floor(i / MATCHES.length);
    return {
      id: stableId('stringmatch', i),
      input: variant === 0 ? input : `${input} ${variant + 1}`,
      output: variant === 0 ? output : `${output} ${variant + 1}`,
      score: random.int(50, 100) / 100,
      uses: random.int(0, 500),
      ...stamps(random, now, 365),
    };
  });
}

const PLATFORMS = ['quest2', 'quest3', 'pico4', 'windows'];

function metric(random: Random, low: number, high: number) {
  const median = random.int(low * 10, high * 10) / 10;
  return { average: Math.round(median * 1.05 * 10) / 10, median, max: Math.round(median * 1.6 * 10) / 10 };
}

/** Automated performance runs: who, where, on which build, and frame metrics. */
export function generatedAutotests(
  now: Date,
  testers: readonly string[],
  locations: readonly string[],
  count: number,
) {
  const random = new Random(909);
  return Array.from({ length: count }, (_, i): SeedDocument => {
    const lights = random.int(4, 24);
    const vertices = random.int(40, 120) * 1000;
    return {
      id: stableId('autotest', i),
      user: testers[i % testers.length],
      platform: PLATFORMS[i % PLATFORMS.length],
      location: random.pick(locations),
      position: { x: random.int(-500, 500), y: random.int(0, 20), z: random.int(-500, 500) },
      build: 1200 + Math.floor(i / 4),
      totals: {
        gpu: metric(random, 11, 18),
        updates: metric(random, 4, 9),
        endofframe: metric(random, 8, 12),
        frame: metric(random, 20, 32),
        lights: { average: lights, median: lights, max: lights },
        vertices: { average: vertices, median: vertices, max: vertices },
      },
      ...stamps(random, now, 90),
    };
  });
}
