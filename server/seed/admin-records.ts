/**
 * Demo data of the staff record pages: building slots and stores leading into the demo metaverses, voice
 * request logs with recorded audio, per-frame autotest records, a child product and a location style.
 * Runs inside the demo seed's transaction, after the generated collections exist; deterministic.
 */
import type { Queryable } from '../db/connection.ts';
import { speechLikePcm, WIT_AUDIO_CONTENT_TYPE } from './admin-records-audio.ts';
import { demoUserId } from './demo-accounts.ts';
import { domainId } from './demo-domains.ts';
import { blobId, writeBlob } from './demo-files.ts';
import { Random, stableId } from './random.ts';

/** The child product of the demo world (its page is /admin/childproducts/{id}). */
export const DEMO_CHILD_PRODUCT_ID = 'demo-child';
/** The location path that the demo autotests visit most (its page shows Android performance). */
export const DEMO_PERFORMANCE_LOCATION = 'demo-free/locations/beach';
/** How many demo voice requests carry a recording. */
export const DEMO_RECORDINGS = 12;

const PLACES = ['beach', 'plaza', 'gallery', 'arena'];
const DEMO_URIS = ['demo-free', 'demo-trial', 'demo-business'];

interface Patch {
  id: string;
  patch: Record<string, unknown>;
}

async function patchDocuments(q: Queryable, table: string, patches: readonly Patch[]): Promise<void> {
  if (patches.length === 0) return;
  await q.query(
    `UPDATE ${table} AS t SET doc = t.doc || p.patch
     FROM jsonb_to_recordset($1::jsonb) AS p (id text, patch jsonb) WHERE t.id = p.id`,
    [JSON.stringify(patches)],
  );
}

async function firstIds(q: Queryable, table: string, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT $1`, [limit]);
  return rows.map((row) => row.id);
}

function buildingPatches(ids: readonly string[]): Patch[] {
  const random = new Random(1404);
  const owners = ['owner@demo.test', 'member@demo.test', 'host@demo.test'].map(demoUserId);
  return ids.map((id, i) => {
    const place = (k: number) => `${DEMO_URIS[(i + k) % DEMO_URIS.length]}/locations/${PLACES[(i + k) % 4]}`;
    const slots = [
      // Numbers below 65538 are apartments (shown as slot + 1); the rest are shop and hall slots.
      { slot: i * 3, owner: owners[i % 3], destination: place(0), boughtfor: random.int(1, 50) * 100 },
      {
        slot: 65538 + i,
        owner: owners[(i + 1) % 3],
        destination: place(1),
        boughtfor: random.int(1, 50) * 100,
      },
    ].map((slot) => ({ ...slot, marketsale: false, refuseoffers: i % 2 === 0, destdoorid: 0 }));
    const patch: Record<string, unknown> = { slots };
    if (i < 4) {
      patch.storefront = true;
      patch.buystore = random.int(10, 90) * 1000;
      patch.storefront_slot = { owner: owners[0], destination: `demo-business/locations/${PLACES[i]}` };
    }
    return { id, patch };
  });
}

interface WitDoc {
  id: string;
  doc: { text: string; destination: string; actiontaken: string };
}

function witPatch(row: WitDoc, index: number, audio: string | null): Patch {
  const { text, destination } = row.doc;
  const place = destination.split('/').pop() ?? '';
  const uri = destination.split('/')[0] ?? '';
  const patch: Record<string, unknown> = {
    log: {
      reduceddestination: place,
      textindexdestination: destination,
      visibilityquery: { $or: [{ domainaccess: 'public' }, { members: demoUserId('member@demo.test') }] },
      priormatches: [{ input: text, output: text, score: 1, uses: 3 + (index % 7) }],
      potentialmatches: {
        locations: place
          ? [
              {
                id: stableId('location', `${uri}/${place}`),
                nickname: place,
                path: destination,
                rating: 0.92,
              },
            ]
          : [],
        users: [],
      },
      prequery: {
        rooms: uri ? [`${uri}/locations/home`] : [],
        friends: [demoUserId('host@demo.test')],
        people: [demoUserId('manager@demo.test')],
      },
    },
    headers: {
      'user-agent': 'MultiverseVR/1.204 (Quest 3)',
      'x-product': 'multiverse',
      'accept-language': 'en-GB',
    },
    useraction: { actionindex: index % 4 },
  };
  if (audio) patch.audioblob = audio;
  return { id: row.id, patch };
}

interface AutotestDoc {
  id: string;
  doc: { totals: Record<string, { median: number }> };
}

/** 90 frames around each metric's median, so the charts have a line to draw. */
function frameRecords(row: AutotestDoc, seed: number) {
  const random = new Random(seed);
  const around = (metric: string, spread: number) =>
    Math.round(row.doc.totals[metric].median * (1 + (random.next() - 0.5) * spread) * 100) / 100;
  return Array.from({ length: 90 }, (_, frame) => ({
    frame,
    gpu: around('gpu', 0.4),
    updates: around('updates', 0.5),
    endofframe: around('endofframe', 0.3),
    frame_ms: around('frame', 0.4),
    lights: row.doc.totals.lights.median,
    vertices: row.doc.totals.vertices.median,
  }));
}

/** Seeds the record-page data; `blobDir` receives the recordings (without it they are not stored). */
export async function seedAdminRecords(q: Queryable, blobDir?: string): Promise<void> {
  await patchDocuments(q, 'buildings', buildingPatches(await firstIds(q, 'buildings', 12)));

  const wit = await q.query<WitDoc>('SELECT id, doc FROM witrequests ORDER BY id');
  const recordings = wit.rows.slice(0, DEMO_RECORDINGS).map((_, i) => speechLikePcm(7000 + i, 4 + (i % 5)));
  const audioIds = recordings.map((bytes) => blobId(bytes));
  if (blobDir) {
    recordings.forEach((bytes, i) => writeBlob(blobDir, audioIds[i], bytes));
    await q.query(
      `INSERT INTO blobs (id, content_type, size)
       SELECT id, $2, size FROM unnest($1::text[], $3::bigint[]) AS b (id, size) ON CONFLICT (id) DO NOTHING`,
      [audioIds, WIT_AUDIO_CONTENT_TYPE, recordings.map((bytes) => bytes.length)],
    );
  }
  await patchDocuments(
    q,
    'witrequests',
    wit.rows.map((row, i) => witPatch(row, i, blobDir ? (audioIds[i] ?? null) : null)),
  );

  const autotests = await q.query<AutotestDoc>('SELECT id, doc FROM autotests ORDER BY id');
  await patchDocuments(
    q,
    'autotests',
    autotests.rows.map((row, i) => ({
      id: row.id,
      // Every fifth run is at the demo beach, so its location page has Android performance to show.
      patch: {
        per_frame_records: frameRecords(row, 9100 + i),
        ...(i % 5 === 0 && { location: DEMO_PERFORMANCE_LOCATION }),
      },
    })),
  );

  await q.query('INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING', [
    DEMO_CHILD_PRODUCT_ID,
    JSON.stringify({ id: DEMO_CHILD_PRODUCT_ID, name: 'Demo Skies', root_domain: domainId('demo-business') }),
  ]);
  await q.query(
    `INSERT INTO target_styles (domain_id, target_type, target_id, release, variables, customstyle)
     VALUES ($1, 'locations', $2, 'dev', $3::jsonb, $4) ON CONFLICT DO NOTHING`,
    [
      domainId('demo-free'),
      stableId('location', 'demo-free/beach'),
      JSON.stringify([{ id: 'accent', value: '#00796b' }]),
      '.banner {\n  color: var(--accent);\n}\n',
    ],
  );
}
