import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { demoMissionConfigId } from '../../seed/missions.ts';
import { ZIP_TEXTS } from '../../lib/zip-images.ts';
import { MISSION_TEXTS } from '../../routes/admin/missions/texts.ts';
import { apiTest } from '../api-test.ts';
import { pictureOf } from '../images.ts';
import { zipOf } from '../zip.ts';

const api = apiTest({ roles: ['superuser', 'admin', 'member'] });
const product = { id: DEMO_CHILD_PRODUCT_ID };
const OTHER = 'other-product';
const zipHeaders = { 'content-type': 'application/zip', 'x-shapevr-name': 'icons.zip' };

async function otherProductConfig(): Promise<string> {
  await api.app.db.query(
    'INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING',
    [OTHER, JSON.stringify({ id: OTHER, name: 'Other', root_domain: domainId('demo-free') })],
  );
  const created = await api.op(
    'createMissionConfig',
    { path: { id: OTHER }, body: { location: 'elsewhere' }, as: 'superuser' },
    200,
  );
  return created.json.mission_config!.id;
}

/** A mission item with the contract's defaults, as the form sends it. */
const missionItem = (fields: { mission_config: string; startdate: string; [key: string]: unknown }) => ({
  option: 0,
  feature: '',
  event: '',
  importance: 0,
  ...fields,
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('mission configs', () => {
  it('lists the demo configs with their icons, and creates, updates and deletes one (audited)', async () => {
    const listed = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    const harbour = listed.json.mission_configs.find((c) => c.id === demoMissionConfigId('harbour'));
    expect(harbour).toMatchObject({ location: 'harbour', importance: 1, selection_weight: 0.5 });
    expect(harbour?.icon_blob).toMatch(/^[0-9a-f]{64}$/);

    const created = await api.op(
      'createMissionConfig',
      {
        path: product,
        body: { location: 'Reef', description: 'Reef dive', selection_weight: 0.25, importance: 2 },
        as: 'superuser',
      },
      200,
    );
    const config = created.json.mission_config!;
    expect(config).toMatchObject({ location: 'Reef', metadata: '{}', selection_weight: 0.25, importance: 2 });
    const updated = await api.op(
      'updateMissionConfig',
      {
        path: product,
        body: { id: config.id, location: 'Reef', mode: 'team', importance: 3 },
        as: 'superuser',
      },
      200,
    );
    expect(updated.json.mission_config).toMatchObject({ mode: 'team', importance: 3, selection_weight: 0.5 });
    const audit = await api.op(
      'listAuditLog',
      { query: { collection: 'mission_configs', target: config.id }, as: 'superuser' },
      200,
    );
    expect(JSON.stringify(audit.json)).toContain('missionconfig.update');
    await api.op('deleteMissionConfig', { path: { ...product, configid: config.id }, as: 'superuser' }, 200);
    const after = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    expect(after.json.mission_configs.map((c) => c.id)).not.toContain(config.id);
  });

  it('refuses bad input in words: a weight that is not a number or out of range, importance 4, an id on create', async () => {
    const weight = await api.op(
      'createMissionConfig',
      { path: product, invalidBody: { location: 'x', selection_weight: 'heavy' }, as: 'superuser' },
      400,
    );
    expect(weight.text).toBe('Selection Weight must be a number.');
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', selection_weight: 1.5 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', importance: 4 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'x', metadata: 'm'.repeat(10_001) }, as: 'superuser' },
      400,
    );
    const withId = await api.op(
      'createMissionConfig',
      { path: product, body: { id: 'abc', location: 'x' }, as: 'superuser' },
      400,
    );
    expect(withId.text).toBe(MISSION_TEXTS.newHasNoId);
    const noId = await api.op(
      'updateMissionConfig',
      { path: product, body: { location: 'x' }, as: 'superuser' },
      400,
    );
    expect(noId.text).toBe(MISSION_TEXTS.idNeeded);
  });

  it('refuses deleting a config that missions use', async () => {
    const reply = await api.op(
      'deleteMissionConfig',
      { path: { ...product, configid: demoMissionConfigId('harbour') }, as: 'superuser' },
      400,
    );
    expect(reply.text).toBe(MISSION_TEXTS.configInUse);
  });

  it("does not find another product's config, nor an unknown product", async () => {
    const foreign = await otherProductConfig();
    const update = await api.op(
      'updateMissionConfig',
      { path: product, body: { id: foreign, location: 'mine now' }, as: 'superuser' },
      404,
    );
    expect(update.text).toBe(MISSION_TEXTS.configNotFound);
    await api.op('deleteMissionConfig', { path: { ...product, configid: foreign }, as: 'superuser' }, 404);
    const unknown = await api.op(
      'listMissionConfigs',
      { path: { id: 'no-such-product' }, as: 'superuser' },
      404,
    );
    expect(unknown.text).toBe(MISSION_TEXTS.childProductNotFound);
  });

  it('needs a session and admin_missions (an administrator without it is refused)', async () => {
    await api.op('listMissionConfigs', { path: product }, 401);
    for (const as of ['admin', 'member'] as const) {
      const refused = await api.op('listMissionConfigs', { path: product, as }, 403);
      expect(refused.text).toBe('Invalid Permission');
    }
  });
});

describe('icon archives', () => {
  const upload = (body: Buffer, status: number) =>
    api.op('uploadMissionIcons', { path: product, body, headers: zipHeaders, as: 'superuser' }, status);

  it('stores the pictures by file name and matches them to the configs by location', async () => {
    const created = await api.op(
      'createMissionConfig',
      { path: product, body: { location: 'Lighthouse-2' }, as: 'superuser' },
      200,
    );
    const zip = zipOf([
      { name: 'icons/', data: Buffer.alloc(0) },
      { name: 'icons/lighthouse-2.png', data: await pictureOf('png', 10), deflate: true },
      { name: 'Lighthouse.JPG', data: await pictureOf('jpeg', 20) },
      { name: '__MACOSX/._lighthouse.JPG', data: Buffer.from('resource fork') },
    ]);
    const reply = await upload(zip, 200);
    expect(reply.json.icons).toBe(2);
    const listed = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    const byLocation = new Map(listed.json.mission_configs.map((c) => [c.location, c]));
    expect(byLocation.get('Lighthouse-2')?.icon_blob).toMatch(/^[0-9a-f]{64}$/);
    expect(byLocation.get('lighthouse')?.icon_blob).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.json.matched).toBe(listed.json.mission_configs.filter((c) => c.icon_blob).length);
    await api.op(
      'deleteMissionConfig',
      { path: { ...product, configid: created.json.mission_config!.id }, as: 'superuser' },
      200,
    );
  });

  it('refuses a zip bomb (a file packed far too tightly) before unpacking it', async () => {
    const reply = await upload(
      zipOf([{ name: 'bomb.png', data: Buffer.alloc(4_000_000), deflate: true }]),
      400,
    );
    expect(reply.text).toBe(ZIP_TEXTS.packedTooTightly('bomb.png'));
  });

  it('refuses names that climb out, start at the root or use backslashes', async () => {
    const png = await pictureOf('png');
    for (const name of ['../evil.png', 'a/../../evil.png', '/etc/evil.png', 'C:/evil.png', 'a\\evil.png']) {
      const reply = await upload(zipOf([{ name, data: png }]), 400);
      expect(reply.text, name).toBe(ZIP_TEXTS.unsafeName(name));
    }
  });

  it('refuses a file that is not a picture, too many files, and bytes that are not a zip', async () => {
    const notPicture = await upload(zipOf([{ name: 'readme.png', data: Buffer.from('just words') }]), 400);
    expect(notPicture.text).toMatch(/"readme.png" is not a picture/);
    const many = Array.from({ length: 501 }, (_, i) => ({ name: `i${i}.png`, data: Buffer.from([i % 256]) }));
    const tooMany = await upload(zipOf(many), 400);
    expect(tooMany.text).toBe(ZIP_TEXTS.tooManyEntries(500));
    const notZip = await upload(randomBytes(2000), 400);
    expect(notZip.text).toBe(ZIP_TEXTS.notAZip);
  });

  it('refuses a file over 5242880 bytes unpacked, and two files of the same name', async () => {
    const large = await upload(zipOf([{ name: 'huge.png', data: Buffer.alloc(5_242_881, 1) }]), 400);
    expect(large.text).toBe(ZIP_TEXTS.entryTooLarge('huge.png', 5_242_880));
    const png = await pictureOf('png');
    const twice = await upload(
      zipOf([
        { name: 'a/Same.png', data: png },
        { name: 'b/same.png', data: png },
      ]),
      400,
    );
    expect(twice.text).toBe(ZIP_TEXTS.duplicateName('same.png'));
  });

  it('refuses an entry whose real size is larger than the directory says', async () => {
    const png = await pictureOf('png');
    const zip = zipOf([{ name: 'liar.png', data: png, deflate: true }]);
    // The central directory claims fewer unpacked bytes than the entry inflates to.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(png.length - 10, central + 24);
    const reply = await upload(zip, 400);
    expect(reply.text).toBe(ZIP_TEXTS.unreadableEntry('liar.png'));
  });

  it('needs admin_missions', async () => {
    const zip = zipOf([{ name: 'a.png', data: await pictureOf('png') }]);
    await api.op('uploadMissionIcons', { path: product, body: zip, headers: zipHeaders }, 401);
    await api.op('uploadMissionIcons', { path: product, body: zip, headers: zipHeaders, as: 'admin' }, 403);
  });
});

describe('banners', () => {
  it('sets a banner from a picture or a zip holding one, and refuses other bytes', async () => {
    const path = { ...product, configid: demoMissionConfigId('canyon') };
    const png = await pictureOf('png', 33);
    const direct = await api.op(
      'uploadMissionConfigBanner',
      { path, body: png, headers: { 'content-type': 'image/png' }, as: 'superuser' },
      200,
    );
    expect(direct.json.bannerblob).toMatch(/^[0-9a-f]{64}$/);
    const zipped = await api.op(
      'uploadMissionConfigBanner',
      {
        path,
        body: zipOf([{ name: 'b.jpg', data: await pictureOf('jpeg') }]),
        headers: zipHeaders,
        as: 'superuser',
      },
      200,
    );
    const listed = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    expect(listed.json.mission_configs.find((c) => c.id === path.configid)?.banner_blob).toBe(
      zipped.json.bannerblob,
    );
    const gif = await api.op(
      'uploadMissionConfigBanner',
      { path, body: await pictureOf('gif'), headers: { 'content-type': 'image/gif' }, as: 'superuser' },
      415,
    );
    expect(gif.text).toBe(MISSION_TEXTS.bannerNotPicture);
    const foreign = await otherProductConfig();
    await api.op(
      'uploadMissionConfigBanner',
      {
        path: { ...product, configid: foreign },
        body: png,
        headers: { 'content-type': 'image/png' },
        as: 'superuser',
      },
      404,
    );
  });

  it('builds every banner from its icon in the background and reports progress', async () => {
    const started = await api.op('buildMissionBanners', { path: product, as: 'superuser' }, 200);
    const job = started.json.job;
    expect(job).toBeDefined();
    expect(job?.total).toBeGreaterThanOrEqual(4);
    await vi.waitFor(
      async () => {
        const status = await api.op(
          'getMissionBannerJob',
          { path: { ...product, jobid: job!.id }, as: 'superuser' },
          200,
        );
        expect(status.json).toMatchObject({ status: 'complete', done: job!.total });
      },
      { timeout: 60_000, interval: 200 },
    );
    const listed = await api.op('listMissionConfigs', { path: product, as: 'superuser' }, 200);
    const volcano = listed.json.mission_configs.find((c) => c.location === 'volcano');
    expect(volcano?.banner_blob).toMatch(/^[0-9a-f]{64}$/);
    const served = await api.op('getBlob', { path: { blob: volcano!.banner_blob! } }, 200);
    const meta = await sharp(served.response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 256]);
  });

  it('reports a job left running by a stopped server as failed once it is older than a build can take', async () => {
    const id = 'stale-job';
    await api.app.db.query(
      `INSERT INTO mission_banner_jobs (id, child_product, total, created) VALUES ($1, $2, 3, now() - interval '31 minutes')`,
      [id, DEMO_CHILD_PRODUCT_ID],
    );
    const reply = await api.op(
      'getMissionBannerJob',
      { path: { ...product, jobid: id }, as: 'superuser' },
      200,
    );
    expect(reply.json).toMatchObject({ status: 'failed', error: MISSION_TEXTS.buildFailed });
  });

  it('replies msg when no config has an icon, and hides other products\u2019 jobs', async () => {
    await otherProductConfig();
    const none = await api.op('buildMissionBanners', { path: { id: OTHER }, as: 'superuser' }, 200);
    expect(none.json).toEqual({ msg: MISSION_TEXTS.nothingToBuild });
    const started = await api.op('buildMissionBanners', { path: product, as: 'superuser' }, 200);
    await api.op(
      'getMissionBannerJob',
      { path: { id: OTHER, jobid: started.json.job!.id }, as: 'superuser' },
      404,
    );
    await api.op('buildMissionBanners', { path: product, as: 'admin' }, 403);
  });
});

describe('missions', () => {
  it('lists upcoming missions with their location, and creates, updates and deletes one', async () => {
    const listed = await api.op('listMissions', { path: product, as: 'superuser' }, 200);
    expect(listed.json.missions.length).toBeGreaterThanOrEqual(4);
    expect(listed.json.missions[0]).toMatchObject({ location: 'harbour', event: 'Harbour Days' });
    const startdate = inAnHour();
    const created = await api.op(
      'createMission',
      {
        path: product,
        body: {
          missions: [
            missionItem({
              mission_config: demoMissionConfigId('canyon'),
              startdate,
              option: 1,
              importance: 2,
            }),
          ],
        },
        as: 'superuser',
      },
      200,
    );
    const [mission] = created.json.missions;
    expect(mission).toMatchObject({ option: 1, importance: 2, location: 'canyon', startdate });
    const updated = await api.op(
      'updateMission',
      {
        path: product,
        body: { id: mission.id, mission_config: mission.mission_config, startdate, event: 'Canyon Cup' },
        as: 'superuser',
      },
      200,
    );
    expect(updated.json.missions[0]).toMatchObject({ event: 'Canyon Cup', option: 0 });
    await api.op('deleteMission', { path: { ...product, missionid: mission.id }, as: 'superuser' }, 200);
    await api.op('deleteMission', { path: { ...product, missionid: mission.id }, as: 'superuser' }, 404);
  });

  it('refuses a past start, another product\u2019s config, a non-integer option and two missions at once', async () => {
    const past = await api.op(
      'createMission',
      {
        path: product,
        body: {
          missions: [
            missionItem({ mission_config: demoMissionConfigId('canyon'), startdate: '2020-01-01T00:00:00Z' }),
          ],
        },
        as: 'superuser',
      },
      400,
    );
    expect(past.text).toBe(MISSION_TEXTS.startInPast);
    const foreign = await otherProductConfig();
    const wrong = await api.op(
      'createMission',
      {
        path: product,
        body: { missions: [missionItem({ mission_config: foreign, startdate: inAnHour() })] },
        as: 'superuser',
      },
      400,
    );
    expect(wrong.text).toBe(MISSION_TEXTS.unknownConfig);
    await api.op(
      'createMission',
      {
        path: product,
        invalidBody: { missions: [{ mission_config: foreign, startdate: inAnHour(), option: 'one' }] },
        as: 'superuser',
      },
      400,
    );
    const item = missionItem({ mission_config: demoMissionConfigId('canyon'), startdate: inAnHour() });
    await api.op('createMission', { path: product, body: { missions: [item, item] }, as: 'superuser' }, 400);
    await api.op('listMissions', { path: product, as: 'admin' }, 403);
    await api.op('listMissions', { path: product }, 401);
  });
});

describe('avatars', () => {
  it('lists the characters by unlock level with skins and weapon skins', async () => {
    const reply = await api.op('listAvatars', { path: product, as: 'superuser' }, 200);
    expect(reply.json.avatars.map((a) => a.name)).toEqual(['Pilot', 'Medic', 'Engineer']);
    expect(reply.json.avatars[0]).toMatchObject({
      default: true,
      skins: [
        { name: 'Classic', index: 0 },
        { name: 'Night Flyer', iap_id: 'skin.pilot.night' },
      ],
    });
    await otherProductConfig();
    const other = await api.op('listAvatars', { path: { id: OTHER }, as: 'superuser' }, 200);
    expect(other.json.avatars).toEqual([]);
    await api.op('listAvatars', { path: product, as: 'admin' }, 403);
  });
});
