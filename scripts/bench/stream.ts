/**
 * Streaming through the local relay on loopback: one publisher (Chromium with its fake camera and microphone,
 * on the real stream page) and 1, 5 and 10 viewers (WebRTC peers in this process speaking the signalling
 * protocol), 30 s each. Reports the server's CPU (share of one core) and resident memory, and the video frames
 * each viewer received (RTP packets with the marker bit). Glass-to-glass latency is not measured: the fake
 * camera carries no capture clock a viewer could read; the relay forwards each packet as it arrives.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';
import { startViewer } from '../stream-viewer.ts';

const PORT = 18_395;
const SECONDS = 30;
const VIEWER_COUNTS = [1, 5, 10];
/** Each viewer must receive at least this many frames a second (the fake camera sends about 30). */
const MIN_FPS = 10;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

export async function benchStream(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1', STREAM_RELAY_ADDRESS: '127.0.0.1' }, PORT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  });
  let ok = true;
  try {
    const { url } = server;
    // The superuser holds every permission, the stream permission included.
    const session = await signInOverHttp(url, 'superuser@demo.test', DEMO_PASSWORD);
    const context = await browser.newContext({ baseURL: url });
    await context.addCookies(
      Object.entries({
        mv_account: session.id,
        mv_token: session.token,
        mv_product: session.product,
        mv_idtoken: session.idToken,
      }).map(([name, value]) => ({ name, value, url })),
    );
    const page = await context.newPage();
    const config = page.waitForResponse((r) => r.url().includes('/v2/stream/camera/publishconfig'));
    await page.goto('/stream');
    const { streamid, browserurl } = (await (await config).json()) as {
      streamid: string;
      browserurl: string;
    };
    const playToken = new URL(browserurl).searchParams.get('token') ?? '';
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('You are streaming.').waitFor({ timeout: 60_000 });

    for (const count of VIEWER_COUNTS) {
      const viewers = await Promise.all(
        Array.from({ length: count }, () => startViewer(url, streamid, playToken)),
      );
      // Frames and CPU from a common start, once every viewer plays.
      for (const viewer of viewers) viewer.frames = 0;
      const cpuBefore = cpuSeconds(server.pid);
      let peakRss = rssMiB(server.pid);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(server.pid));
      }, 500);
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
      clearInterval(sampler);
      const cpu = (cpuSeconds(server.pid) - cpuBefore) / SECONDS;
      const frames = viewers.map((v) => v.frames);
      const fps = frames.map((f) => Math.round((f / SECONDS) * 10) / 10);
      const minFps = Math.min(...fps);
      const pass = minFps >= MIN_FPS;
      ok &&= pass;
      console.log(
        `${count} viewer(s), ${SECONDS} s: server CPU ${Math.round(cpu * 100)}% of a core, RSS peak ${peakRss} MiB; ` +
          `frames per viewer min ${Math.min(...frames)} / max ${Math.max(...frames)} ` +
          `(${minFps} fps at least, budget ${MIN_FPS}) ${pass ? 'ok' : 'MISSED'}`,
      );
      for (const viewer of viewers) viewer.close();
    }
    await page.getByRole('button', { name: 'Stop' }).click();
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}
