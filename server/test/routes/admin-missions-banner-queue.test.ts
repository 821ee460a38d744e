/**
 * Build Banners runs on the job queue (ADR 0023): an API instance that runs no jobs (JOB_WORKERS=0 beside
 * `npm run worker`) only queues the build, and an instance that runs jobs builds it.
 */
import { describe, expect, it, vi } from 'vitest';
import { BANNER_QUEUE, startBannerWorkers } from '../../routes/admin/missions/banners.ts';
import { apiTest } from '../api-test.ts';
import { pictureOf } from '../images.ts';
import { zipOf } from '../zip.ts';
import { product } from './admin-missions-helpers.ts';

const api = apiTest({ roles: ['superuser'], config: { jobWorkers: false } });

describe('Build Banners', () => {
  it('is queued for an instance that runs jobs, which builds it', async () => {
    await api.op(
      'uploadMissionIcons',
      {
        path: product,
        body: zipOf([{ name: 'lighthouse.png', data: await pictureOf('png', 10) }]),
        headers: { 'content-type': 'application/zip', 'x-shapevr-name': 'icons.zip' },
        as: 'superuser',
      },
      200,
    );
    const started = await api.op('buildMissionBanners', { path: product, as: 'superuser' }, 200);
    const job = started.json.job!;
    const status = () =>
      api.op('getMissionBannerJob', { path: { ...product, jobid: job.id }, as: 'superuser' }, 200);
    const queued = await api.app.db.query<{ state: string }>(
      'SELECT state::text AS state FROM pgboss.job WHERE name = $1',
      [BANNER_QUEUE],
    );
    expect(queued.rows).toEqual([{ state: 'created' }]);
    expect((await status()).json).toMatchObject({ status: 'running', done: 0 });

    startBannerWorkers(api.app);
    await vi.waitFor(
      async () => expect((await status()).json).toMatchObject({ status: 'complete', done: job.total }),
      { timeout: 60_000, interval: 200 },
    );
  });
});
