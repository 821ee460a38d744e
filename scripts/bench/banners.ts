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
const PRODUCT = 'demo-child';
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

export async function benchBanners(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-banners-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18_393);
  try {
    const { url } = server;
    const { headers: session } = await signInOverHttp(url, 'superuser@demo.test', 'demo-password');
    const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: { 'content-type': 'text/plain', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const base = `/v2/admin/childproducts/${PRODUCT}/missions`;

    for (let i = 0; i < ICONS; i += 1) {
      await json(
        await send(
          'POST',
          `${base}/config`,
          { location: `bench-${i}`, description: `Bench mission ${i}` },
          session,
        ),
      );
    }
    const entries = [];
    for (let i = 0; i < ICONS; i += 1) {
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
    const archive = zipOf(entries);

    server.resetPeakRss();
    const baseline = server.peakRssMiB();
    const started = performance.now();
    const receipt = await json<{ icons: number; matched: number }>(
      await fetch(`${url}${base}/icons`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/zip', 'x-shapevr-name': 'icons.zip' },
        body: new Uint8Array(archive),
      }),
    );
    const uploaded = performance.now();
    const build = await json<{ job?: { id: string; total: number } }>(
      await fetch(`${url}${base}/buildbanners`, { method: 'PUT', headers: session }),
    );
    if (!build.job) throw new Error('Build Banners started no job');
    let status = 'running';
    while (status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ({ status } = await json<{ status: string }>(
        await fetch(`${url}${base}/buildbanners/${build.job.id}`, { headers: session }),
      ));
    }
    const built = performance.now();
    const buildSeconds = (built - uploaded) / 1000;
    const peak = server.peakRssMiB();
    console.log(
      `icons: ${receipt.icons} from a ${(archive.length / 1_048_576).toFixed(1)} MiB archive in ${((uploaded - started) / 1000).toFixed(2)} s (${receipt.matched} configs matched)`,
    );
    console.log(
      `banners: ${build.job.total} in ${buildSeconds.toFixed(2)} s = ${((buildSeconds * 1000) / build.job.total).toFixed(1)} ms each; job ${status} (budget ${BUILD_BUDGET_S} s)`,
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
