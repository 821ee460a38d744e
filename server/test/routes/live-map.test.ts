/**
 * Building-world regeneration over the job queue and the live map's generated data
 * (staff-and-agents.md §2.14, §2.15, §7).
 */
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { districtPostcode } from '../../../common/map.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'member'] });
const WAIT = { timeout: 90_000, interval: 100 };

const status = async () => (await api.op('getPlotRegenerationStatus', { as: 'superuser' }, 200)).json;

async function firstBuildingCell() {
  const { rows } = await api.app.db.query<{ cellx: number; celly: number }>(
    `SELECT (doc->>'cellx')::bigint AS cellx, (doc->>'celly')::bigint AS celly FROM buildings ORDER BY id LIMIT 1`,
  );
  return rows[0];
}

async function audits(action: string) {
  const { rows } = await api.app.db.query<{ action: string; after: Record<string, unknown> }>(
    'SELECT action, after FROM audit_log WHERE action = $1',
    [action],
  );
  return rows;
}

describe('map data', () => {
  it('answers the release name, a district with its buildings and a tile anyone may read', async () => {
    const latest = await api.op('getMapLatest', {}, 200);
    expect(latest.text).toMatch(/^local-\d+$/);
    const cell = await firstBuildingCell();
    const postcode = districtPostcode(cell.cellx, cell.celly);
    const district = await api.op(
      'getMapDistrict',
      { path: { latest: latest.text, file: `${postcode}.json` } },
      200,
    );
    expect(district.json.district.code).toBe(postcode);
    expect(district.json.district.boundingpoly).toHaveLength(4);
    expect(district.json.subdistricts.map((s) => s.code)).toEqual(
      [0, 1, 2, 3].map((s) => `${postcode}-${s}`),
    );
    expect(district.json.buildings.length).toBeGreaterThan(0);
    expect(district.json.buildings[0].code).toMatch(new RegExp(`^${postcode}-\\d-\\d{1,2}$`));
    // Once generated, the district is stored and the release name follows it.
    expect((await api.op('getMapLatest', {}, 200)).text).not.toBe('local-0');

    const west = (cell.cellx - 2147483647) * 300;
    const north = (cell.celly - 2147483647) * 300 + 300;
    const tile = await api.op(
      'getMapTile',
      { path: { size: 250, tile: `${Math.floor(west / 250)}_${Math.floor(-north / 250)}.jpg` } },
      200,
    );
    expect(tile.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(tile.response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
  });

  it('refuses malformed names and sizes in plain words', async () => {
    const bad = await api.op('getMapDistrict', { invalidPath: { latest: 'x', file: 'nowhere.json' } }, 400);
    expect(bad.text).toMatch(/postcode/);
    await api.op('getMapTile', { invalidPath: { size: '300', tile: '0_0.jpg' } }, 400);
    await api.op('getMapTile', { invalidPath: { size: '250', tile: '0-0.png' } }, 400);
  });
});

describe('regeneration', () => {
  it('reports idle before any run; staff need the building-world permissions', async () => {
    const idle = await status();
    expect(idle).toMatchObject({ status: 'idle', submittedJobs: 0, startTime: null, error: null });
    expect(idle.totalPlots).toBeGreaterThanOrEqual(50);
    await api.op('getPlotRegenerationStatus', {}, 401);
    expect((await api.op('getPlotRegenerationStatus', { as: 'member' }, 403)).text).toBe(
      'Invalid Permission',
    );
    expect((await api.op('getPlotRegenerationStatus', { as: 'admin' }, 403)).text).toBe('Invalid Permission');
    await api.op('startPlotRegeneration', {}, 401);
    expect((await api.op('startPlotRegeneration', { as: 'admin' }, 403)).text).toBe('Invalid Permission');
    await api.op('stopPlotRegeneration', { as: 'member' }, 403);
    expect((await api.op('stopPlotRegeneration', { as: 'superuser' }, 409)).text).toBe(
      'No regeneration is under way.',
    );
  });

  it('regenerates every plot as queued jobs, one run at a time, counting a plot without a place as an error', async () => {
    await api.app.db.query(
      `INSERT INTO plots (id, doc) VALUES ('zz-unplaced', '{"id": "zz-unplaced", "name": "unplaced", "type": "plot"}')`,
    );
    const started = await api.op('startPlotRegeneration', { as: 'superuser' }, 200);
    const total = started.json.progress.total;
    expect(started.json).toMatchObject({ success: true, progress: { processed: 0, percentage: 0 } });
    expect(total).toBeGreaterThanOrEqual(51);
    expect(started.json.message).toBe(`Regeneration started: ${total} plots queued.`);
    expect((await api.op('startPlotRegeneration', { as: 'superuser' }, 409)).text).toMatch(
      /already under way/,
    );
    expect(await audits('plots.regenerateall')).toHaveLength(1);

    await vi.waitFor(async () => {
      const now = await status();
      for (const job of now.runningJobsDetails) expect(job.postcode).toMatch(/^[NS]\d+-[EW]\d+/);
      expect(now.runningJobsDetails.length).toBeLessThanOrEqual(now.runningJobs);
      expect(now.status).toBe('completed');
    }, WAIT);
    const done = await status();
    expect(done).toMatchObject({
      submittedJobs: total,
      completedJobs: total - 1,
      errorJobs: 1,
      runningJobs: 0,
      progress: 100,
      estimatedRemainingSeconds: null,
    });
    expect(done.error).toBe(
      '1 plot failed; the last: The plot has no place in the building world (cell coordinates are missing).',
    );
    expect(Date.parse(String(done.lastUpdate))).toBeGreaterThanOrEqual(Date.parse(String(done.startTime)));
    // Every placed plot's district was generated.
    const { rows } = await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM map_districts');
    expect(rows[0].n).toBeGreaterThan(10);
    await api.app.db.query(`DELETE FROM plots WHERE id = 'zz-unplaced'`);
  });

  it('stops: queued jobs are cancelled, running ones finish, and a new run may start', async () => {
    await api.op('startPlotRegeneration', { as: 'superuser' }, 200);
    const stopped = await api.op('stopPlotRegeneration', { as: 'superuser' }, 200);
    expect(stopped.json.deletedJobs).toBeGreaterThan(0);
    expect(stopped.json.message).toMatch(
      /^Regeneration is stopping: running jobs finish, \d+ queued jobs? w/,
    );
    await vi.waitFor(async () => expect((await status()).status).toBe('stopped'), WAIT);
    const after = await status();
    expect(after.completedJobs + after.errorJobs).toBeLessThan(after.submittedJobs);
    expect(after.completedJobs + after.errorJobs + stopped.json.deletedJobs).toBe(after.submittedJobs);
    expect((await audits('plots.regenerateall.stop'))[0].after).toMatchObject({
      cancelled: stopped.json.deletedJobs,
    });
    await api.op('startPlotRegeneration', { as: 'superuser' }, 200);
    await api.op('stopPlotRegeneration', { as: 'superuser' }, 200);
    await vi.waitFor(async () => expect((await status()).status).toBe('stopped'), WAIT);
  });

  it("a plot's Regenerate queues the same job, which regenerates its district", async () => {
    const { rows } = await api.app.db.query<{ id: string; cellx: number; celly: number }>(
      `SELECT id, (doc->>'cellx')::bigint AS cellx, (doc->>'celly')::bigint AS celly FROM plots
        WHERE doc ? 'cellx' ORDER BY id LIMIT 1`,
    );
    const plot = rows[0];
    const postcode = districtPostcode(plot.cellx, plot.celly);
    const version = async () =>
      (
        await api.app.db.query<{ version: number }>('SELECT version FROM map_districts WHERE postcode = $1', [
          postcode,
        ])
      ).rows[0]?.version ?? 0;
    const before = await version();
    await api.op('regenerateAdminPlot', { path: { id: plot.id }, as: 'superuser' }, 200);
    await vi.waitFor(async () => expect(await version()).toBeGreaterThan(before), WAIT);
  });
});
