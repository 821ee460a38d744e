/**
 * The pictures of the mission tool pages (staff-and-agents.md §2.11): an icons upload (.zip) matched to the
 * configs by location, with hostile archives refused before they are unpacked (bombs, names that climb out,
 * entries larger than they claim), a config's banner from a picture or a zip, and banners built from the icons
 * in the background with their progress. Configs, missions and avatars are in admin-missions-configs.test.ts.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { demoMissionConfigId } from '../../seed/missions.ts';
import { ZIP_TEXTS } from '../../lib/zip-images.ts';
import { MISSION_TEXTS } from '../../routes/admin/missions/texts.ts';
import { apiTest } from '../api-test.ts';
import { pictureOf } from '../images.ts';
import { zipOf } from '../zip.ts';
import { OTHER, otherProduct, product } from './admin-missions-helpers.ts';

const api = apiTest({ roles: ['superuser', 'admin'] });
const { otherProductConfig } = otherProduct(api);

const zipHeaders = { 'content-type': 'application/zip', 'x-shapevr-name': 'icons.zip' };

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
