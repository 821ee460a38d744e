/**
 * Build Banners through the real server on loopback: 500 mission configs, an icon archive of 500 icons (the
 * most one archive may hold), then Build Banners, followed until its job completes. Reports the upload time,
 * the build time per banner and how much the server's peak memory grew: icons are unpacked and banners rendered
 * one at a time, so memory must not grow with the number of icons.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { zipOf } from '../../server/test/zip.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const ICONS = 500;
/** The child product whose missions the bench builds banners for. */
export const BANNER_PRODUCT = 'demo-child';
const BASE = `/v2/admin/childproducts/${BANNER_PRODUCT}/missions`;
/** Building the 500 banners must take less than this. */
const BUILD_BUDGET_S = 120;
/**
 * The server's peak resident memory may grow by at most this much from before the upload (the embedded
 * database and the demo world already take most of it).
 */
const GROWTH_BUDGET_MIB = 250;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * `count` mission configs (locations bench-0, bench-1, …), one for each icon of `iconArchive(count)`; their ids.
 */
export async function createMissionConfigs(
  url: string,
  session: Record<string, string>,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { mission_config: config } = await json<{ mission_config: { id: string } }>(
      await fetch(`${url}${BASE}/config`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...session },
        body: JSON.stringify({ location: `bench-${i}`, description: `Bench mission ${i}` }),
      }),
    );
    ids.push(config.id);
  }
  return ids;
}

/** A .zip of `count` 128×128 PNG icons named like the configs' locations. */
export async function iconArchive(count: number): Promise<Buffer> {
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    const data = await sharp({
      create: {
        width: 128,
        height: 128,
        channels: 3,
        background: { r: i % 256, g: (i * 7) % 256, b: 120 },
      },
    })
      .png()
      .toBuffer();
    entries.push({ name: `bench-${i}.png`, data });
  }
  return zipOf(entries);
}

/** Uploads the icon archive (Upload Icons); how many icons it held and how many configs now have one. */
export async function uploadIcons(
  url: string,
  session: Record<string, string>,
  archive: Buffer,
): Promise<{ icons: number; matched: number }> {
  return json(
    await fetch(`${url}${BASE}/icons`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/zip', 'x-shapevr-name': 'icons.zip' },
      body: new Uint8Array(archive),
    }),
  );
}

/**
 * Build Banners, its job followed until it ends or `deadline` (a `performance.now()` time) passes: how many
 * banners it builds and its last status (`running` when the deadline came first).
 */
export async function buildBanners(
  url: string,
  session: Record<string, string>,
  deadline = Infinity,
): Promise<{ total: number; status: string }> {
  const build = await json<{ job?: { id: string; total: number } }>(
    await fetch(`${url}${BASE}/buildbanners`, { method: 'PUT', headers: session }),
  );
  if (!build.job) throw new Error('Build Banners started no job');
  let status = 'running';
  while (status === 'running' && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    ({ status } = await json<{ status: string }>(
      await fetch(`${url}${BASE}/buildbanners/${build.job.id}`, { headers: session }),
    ));
  }
  return { total: build.job.total, status };
}

export async function benchBanners(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-banners-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18_393);
  try {
    const { url } = server;
    const { headers: session } = await signInOverHttp(url, 'superuser@demo.test', 'demo-password');
    await createMissionConfigs(url, session, ICONS);
    const archive = await iconArchive(ICONS);

    server.resetPeakRss();
    const baseline = server.peakRssMiB();
    const started = performance.now();
    const receipt = await uploadIcons(url, session, archive);
    const uploaded = performance.now();
    const build = await buildBanners(url, session);
    const status = build.status;
    const built = performance.now();
    const buildSeconds = (built - uploaded) / 1000;
    const peak = server.peakRssMiB();
    console.log(
      `icons: ${receipt.icons} from a ${(archive.length / 1_048_576).toFixed(1)} MiB archive in ${((uploaded - started) / 1000).toFixed(2)} s (${receipt.matched} configs matched)`,
    );
    console.log(
      `banners: ${build.total} in ${buildSeconds.toFixed(2)} s = ${((buildSeconds * 1000) / build.total).toFixed(1)} ms each; job ${status} (budget ${BUILD_BUDGET_S} s)`,
    );
    console.log(
      `server peak RSS: ${baseline} MiB before the upload, ${peak} MiB after the build (growth ${peak - baseline} MiB, budget ${GROWTH_BUDGET_MIB})`,
    );
    return status === 'complete' && buildSeconds < BUILD_BUDGET_S && peak - baseline < GROWTH_BUDGET_MIB;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
