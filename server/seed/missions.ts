/**
 * Demo data of the mission tools (staff-and-agents.md §2.11): mission configs of the demo child product, icons
 * for most of them (so Build Banners has work), upcoming missions and avatars with skins and weapon skins.
 */
import type { Queryable } from '../db/connection.ts';
import { DEMO_CHILD_PRODUCT_ID } from './admin-records.ts';
import { blobId, gradientPng, writeBlob } from './demo-files.ts';
import { at, DAY, HOUR, stableId } from './random.ts';

type Rgb = [number, number, number];

/** location, description, weight, feature, importance, environment, mode, icon colours (none: no icon). */
const CONFIGS: readonly [string, string, number, string, number, string, string, [Rgb, Rgb] | null][] = [
  [
    'harbour',
    'Rescue at the harbour',
    0.5,
    'rescue',
    1,
    'day',
    'solo',
    [
      [20, 90, 160],
      [120, 200, 255],
    ],
  ],
  [
    'canyon',
    'Canyon run',
    0.75,
    'race',
    2,
    'dusk',
    'team',
    [
      [160, 70, 20],
      [250, 190, 90],
    ],
  ],
  [
    'glacier',
    'Supply drop on the glacier',
    0.3,
    'delivery',
    0,
    'night',
    'solo',
    [
      [200, 220, 240],
      [90, 120, 160],
    ],
  ],
  [
    'volcano',
    'Volcano watch',
    0.9,
    'patrol',
    3,
    'day',
    'team',
    [
      [120, 10, 10],
      [255, 120, 0],
    ],
  ],
  ['lighthouse', 'Lighthouse repair', 0.2, 'repair', 1, 'storm', 'solo', null],
];

const skin = (name: string, index: number, unlocklevel: number, iap = '') => ({
  name,
  index,
  unlocklevel,
  iap_id: iap,
});

const AVATARS = [
  {
    name: 'Pilot',
    unlocklevel: 0,
    iap_id: '',
    is_default: true,
    disabled: false,
    skins: [skin('Classic', 0, 0), skin('Night Flyer', 1, 5, 'skin.pilot.night')],
    weaponskins: [skin('Flare Gun', 0, 0), skin('Golden Flare', 1, 12, 'weapon.flare.gold')],
  },
  {
    name: 'Medic',
    unlocklevel: 4,
    iap_id: 'char.medic',
    is_default: false,
    disabled: false,
    skins: [skin('Field Kit', 0, 4)],
    weaponskins: [skin('Stretcher', 0, 4)],
  },
  {
    name: 'Engineer',
    unlocklevel: 10,
    iap_id: 'char.engineer',
    is_default: false,
    disabled: true,
    skins: [],
    weaponskins: [],
  },
];

/** The mission config ids of the demo (stable, so tests and journeys can name them). */
export const demoMissionConfigId = (location: string): string => stableId('missionconfig', location);

/** Seeds the mission tools' demo data inside the demo seeding transaction. */
export async function seedDemoMissions(q: Queryable, now: Date, blobDir?: string): Promise<void> {
  const product = DEMO_CHILD_PRODUCT_ID;
  for (const [location, description, weight, feature, importance, environment, mode] of CONFIGS) {
    await q.query(
      `INSERT INTO mission_configs (id, child_product, location, description, metadata, selection_weight, feature,
         importance, environment, mode, updated)
       VALUES ($1, $2, $3, $4, '{}', $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        demoMissionConfigId(location),
        product,
        location,
        description,
        weight,
        feature,
        importance,
        environment,
        mode,
        now,
      ],
    );
  }
  // Icons need their bytes in the blob folder; without one (database-only tests) there are none.
  if (blobDir) {
    for (const [location, , , , , , , colours] of CONFIGS) {
      if (!colours) continue;
      const bytes = gradientPng(64, ...colours);
      const id = blobId(bytes);
      writeBlob(blobDir, id, bytes);
      await q.query(
        `INSERT INTO blobs (id, content_type, size, created) VALUES ($1, 'image/png', $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [id, bytes.length, now],
      );
      await q.query(
        `INSERT INTO mission_icons (child_product, name, blob_id, updated) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [product, location, id, now],
      );
    }
  }
  const missions: [string, number, number, string, string][] = [
    ['harbour', 1, 0, 'morning', 'Harbour Days'],
    ['canyon', 2, 1, 'noon', ''],
    ['volcano', 3, 0, 'evening', 'Eruption Week'],
    ['glacier', 5, 1, '', ''],
  ];
  for (const [i, [location, days, option, feature, event]] of missions.entries()) {
    const importance = CONFIGS.find((config) => config[0] === location)?.[4] ?? 0;
    await q.query(
      `INSERT INTO missions (id, child_product, mission_config, option, startdate, feature, event, importance, updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('mission', i),
        product,
        demoMissionConfigId(location),
        option,
        at(now, days * DAY + 2 * HOUR),
        feature,
        event,
        importance,
        now,
      ],
    );
  }
  for (const avatar of AVATARS) {
    await q.query(
      `INSERT INTO avatars (id, child_product, name, unlocklevel, iap_id, is_default, disabled, skins, weaponskins)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('avatar', avatar.name),
        product,
        avatar.name,
        avatar.unlocklevel,
        avatar.iap_id,
        avatar.is_default,
        avatar.disabled,
        JSON.stringify(avatar.skins),
        JSON.stringify(avatar.weaponskins),
      ],
    );
  }
}
