/**
 * Demo data of the staff pages: storefronts waiting for approval (and decided ones), landmarks, adverts with
 * real images (pending, live and rejected), headset-platform events linked to demo events (and a few matching
 * submitted ones, not linked yet), the featured list,
 * build numbers, marketing consent on some users and settled escrows. Deterministic, like the rest of the world.
 */
import type { Queryable } from '../db/connection.ts';
import { blobId, gradientPng, writeBlob } from './demo-files.ts';
import { demoUserId } from './demo-accounts.ts';
import { domainId } from './demo-domains.ts';
import { insertDocuments, type SeedDocument } from './insert.ts';
import { at, DAY, HOUR, MINUTE, slug, stableId } from './random.ts';

const STOREFRONTS: readonly {
  title: string;
  uri: string;
  template: 'storefront' | 'joke';
  approval: string;
}[] = [
  { title: 'Corner Shop', uri: 'demo-business', template: 'storefront', approval: 'pending' },
  { title: 'Joke Booth', uri: 'demo-premium', template: 'joke', approval: 'pending' },
  { title: 'Gadget Store', uri: 'demo-enterprise', template: 'storefront', approval: 'pending' },
  { title: 'Record Store', uri: 'demo-free', template: 'storefront', approval: 'pending' },
  { title: 'Book Nook', uri: 'demo-business', template: 'storefront', approval: 'approved' },
  { title: 'Prank Palace', uri: 'demo-premium', template: 'joke', approval: 'unapproved' },
];

const LANDMARKS: readonly { title: string; uri: string }[] = [
  { title: 'Clock Tower', uri: 'demo-premium' },
  { title: 'Old Lighthouse', uri: 'demo-business' },
  { title: 'Statue Of Waves', uri: 'demo-enterprise' },
];

const ADVERTS: readonly {
  name: string;
  colours: [[number, number, number], [number, number, number]];
  pending: number;
  approved: boolean;
  remaining: number;
  rejection?: string;
}[] = [
  {
    name: 'Summer Sale',
    colours: [
      [250, 200, 40],
      [230, 60, 30],
    ],
    pending: 5000,
    approved: false,
    remaining: 0,
  },
  {
    name: 'Neon Nights',
    colours: [
      [40, 20, 120],
      [240, 40, 200],
    ],
    pending: 2000,
    approved: false,
    remaining: 0,
  },
  {
    name: 'Coffee Corner',
    colours: [
      [90, 50, 20],
      [220, 180, 120],
    ],
    pending: 1000,
    approved: false,
    remaining: 0,
  },
  {
    name: 'Arena Finals',
    colours: [
      [20, 120, 60],
      [200, 240, 80],
    ],
    pending: 0,
    approved: true,
    remaining: 3500,
  },
  {
    name: 'Mystery Box',
    colours: [
      [30, 30, 30],
      [120, 120, 120],
    ],
    pending: 0,
    approved: false,
    remaining: 0,
    rejection: 'The image shows a third-party logo.',
  },
];

const HEADSET_EVENTS = ['Launch Party Live', 'Quiz Night Live', 'Dance Off Finals', 'Art Walk Tour'];

function entity(
  kind: 'location' | 'landmark',
  uri: string,
  title: string,
  now: Date,
  age: number,
): SeedDocument {
  const name = slug(title);
  return {
    id: stableId(kind, `${uri}/${name}`),
    name,
    nickname: title,
    type: kind,
    domain: domainId(uri),
    path: `${uri}/${kind}s/${name}`,
    owner: demoUserId('owner@demo.test'),
    created: at(now, -age * DAY),
    timestamp: at(now, -age * HOUR),
  };
}

/** Colours of the featured metaverses' and places' generated pictures, in the featured list's order. */
const FEATURED_COLOURS: readonly [[number, number, number], [number, number, number]][] = [
  [
    [40, 90, 200],
    [120, 220, 255],
  ],
  [
    [200, 60, 40],
    [255, 200, 90],
  ],
  [
    [30, 140, 80],
    [200, 255, 150],
  ],
  [
    [110, 40, 160],
    [255, 150, 220],
  ],
];

/**
 * Discovery icon, discovery banner and banner pictures (generated) for the featured metaverses and places, so
 * `/admin/featured` shows them; the featured events keep none ("No image"). A value the record has wins.
 */
async function seedFeaturedImages(q: Queryable, now: Date, blobDir: string, ids: readonly string[]) {
  for (const [i, id] of ids.entries()) {
    const [from, to] = FEATURED_COLOURS[i % FEATURED_COLOURS.length];
    const icon = gradientPng(96, from, to);
    const banner = gradientPng(256, to, from);
    for (const bytes of [icon, banner]) {
      writeBlob(blobDir, blobId(bytes), bytes);
      await q.query(
        `INSERT INTO blobs (id, content_type, size, created) VALUES ($1, 'image/png', $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [blobId(bytes), bytes.length, now.toISOString()],
      );
    }
    const images = JSON.stringify({
      discoveryiconblob: blobId(icon),
      discoverybannerblob: blobId(banner),
      bannerblob: blobId(banner),
    });
    for (const table of ['domains', 'locations']) {
      await q.query(`UPDATE ${table} SET doc = $2::jsonb || doc WHERE id = $1`, [id, images]);
    }
  }
}

/** Seeds the staff pages' demo data inside the demo seeding transaction. */
export async function seedAdminPages(q: Queryable, now: Date, blobDir?: string): Promise<void> {
  const storefronts = STOREFRONTS.map((s, i) => ({
    ...entity('location', s.uri, s.title, now, 10 + i),
    template: s.template,
    approval: s.approval,
    ...(s.approval === 'unapproved' && { approvalmessage: 'Please add opening hours to the shop sign.' }),
  }));
  const landmarks = LANDMARKS.map((l, i) => entity('landmark', l.uri, l.title, now, 20 + i));
  await insertDocuments(q, 'locations', [...storefronts, ...landmarks]);

  const developer = demoUserId('developer@demo.test');
  const images = ADVERTS.map((advert) => gradientPng(96, ...advert.colours));
  if (blobDir) {
    images.forEach((bytes) => writeBlob(blobDir, blobId(bytes), bytes));
    await q.query(
      `INSERT INTO blobs (id, content_type, size, created)
       SELECT id, 'image/png', size, $3::timestamptz FROM unnest($1::text[], $2::bigint[]) AS b (id, size)
       ON CONFLICT (id) DO NOTHING`,
      [images.map(blobId), images.map((bytes) => bytes.length), now.toISOString()],
    );
  }
  for (const [i, advert] of ADVERTS.entries()) {
    await q.query(
      `INSERT INTO adverts (id, owner_id, name, image_blob, approved, pendingimpressions, totalimpressions,
         remainingimpressions, rejectionreason, created, updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('advert', advert.name),
        developer,
        advert.name,
        blobId(images[i]),
        advert.approved,
        advert.pending,
        advert.remaining,
        advert.rejection ?? null,
        at(now, -(8 - i) * DAY),
        at(now, -(8 - i) * DAY + 30 * MINUTE),
      ],
    );
  }

  for (const [i, title] of HEADSET_EVENTS.entries()) {
    const start = now.getTime() + (i - 1) * 3 * DAY;
    await q.query(
      `INSERT INTO headset_events (oculusid, title, start_ts, end_ts, published, subscribers)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (oculusid) DO NOTHING`,
      [
        String(7_100_000_000_000_000 + i * 7919),
        title,
        new Date(start),
        new Date(start + 2 * HOUR),
        i !== 3,
        40 + i * 35,
      ],
    );
  }
  // The first accepted demo events are the ones promoted on the headset platform.
  await q.query(
    `UPDATE events SET doc = doc || jsonb_build_object('oculuseventid', link.oculusid, 'oculusapproved', true)
     FROM (SELECT e.id, (7100000000000000 + (row_number() OVER (ORDER BY e.id) - 1) * 7919)::text AS oculusid
           FROM events e WHERE e.doc->>'oculussubmission' = 'accepted' ORDER BY e.id LIMIT 3) AS link
     WHERE events.id = link.id`,
  );
  // Headset events matching upcoming submitted demo events (same title and times), for staff to link by id.
  await q.query(
    `INSERT INTO headset_events (oculusid, title, start_ts, end_ts, published, subscribers)
     SELECT (7200000000000000 + (row_number() OVER (ORDER BY e.id) - 1) * 7919)::text, e.doc->>'nickname',
            (e.doc->>'startdate')::timestamptz, (e.doc->>'enddate')::timestamptz, true, 25
     FROM events e
     WHERE e.doc->>'oculussubmission' = 'submitted' AND e.doc->>'startdate' > $1 AND e.doc ? 'nickname'
     ORDER BY e.id LIMIT 3
     ON CONFLICT (oculusid) DO NOTHING`,
    [now.toISOString()],
  );

  const featured = [domainId('demo-premium'), domainId('demo-business'), storefronts[4].id, landmarks[0].id];
  await q.query(
    `INSERT INTO admin_settings (key, value) VALUES ('featured', $1::jsonb), ('build', $2::jsonb)
     ON CONFLICT (key) DO NOTHING`,
    [JSON.stringify({ featured }), JSON.stringify({ warnbuildnumber: 1210, failbuildnumber: 1200 })],
  );
  if (blobDir) await seedFeaturedImages(q, now, blobDir, featured);
  const { rows: upcoming } = await q.query<{ id: string }>(
    `SELECT id FROM events WHERE doc->>'startdate' > $1 AND (doc->>'published')::boolean ORDER BY doc->>'startdate' LIMIT 2`,
    [now.toISOString()],
  );
  if (upcoming.length > 0) {
    await q.query(
      `UPDATE admin_settings SET value = jsonb_set(value, '{featured}', (value->'featured') || $1::jsonb)
       WHERE key = 'featured'`,
      [JSON.stringify(upcoming.map((row) => row.id))],
    );
  }

  // Marketing consent: the member account and every third other user; one generated gamer tag starts with "-="
  // (a real-world nickname a spreadsheet would read as a formula).
  await q.query(
    `UPDATE users SET doc = doc || '{"receiveupdates": true}'::jsonb
     WHERE id = $1 OR (id <> ALL($2::text[]) AND ('x' || substr(id, 1, 8))::bit(32)::int % 3 = 0)`,
    [demoUserId('member@demo.test'), [demoUserId('superuser@demo.test'), demoUserId('admin@demo.test')]],
  );
  await q.query(
    `UPDATE users SET doc = doc || '{"nickname": "-=Sniper=-"}'::jsonb
     WHERE id = (SELECT id FROM users WHERE doc->>'receiveupdates' = 'true' AND doc->>'email' LIKE '%@example.test'
                 ORDER BY id LIMIT 1)`,
  );

  for (let i = 0; i < 8; i += 1) {
    await q.query(
      `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname, archived)
       VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('archived-escrow', i),
        demoUserId(i % 2 === 0 ? 'owner@demo.test' : 'member@demo.test'),
        demoUserId(i % 2 === 0 ? 'member@demo.test' : 'owner@demo.test'),
        new Date(now.getTime() - (i + 2) * DAY),
        (i + 1) * 250,
        `Apartment slot ${i + 1}`,
      ],
    );
  }
}
