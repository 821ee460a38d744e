/**
 * Streaming through the local relay on loopback: one publisher (Chromium with its fake camera and microphone,
 * on the real stream page) and 1, 5 and 10 viewers (WebRTC peers in this process speaking the signalling
 * protocol), 30 s each. Reports the server's CPU (share of one core) and resident memory, and the video frames
 * each viewer received (RTP packets with the marker bit). Glass to glass: the publisher's camera is replaced by
 * a canvas that shows its own clock as 32 black and white blocks on every frame (`CLOCK_CAMERA`), the console's
 * viewer page plays the stream in the same browser (one clock), and each frame it presents is read back, so
 * presentation time minus the time drawn is the latency from capture to the viewer's screen.
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
/** How long the viewer page's presented frames are read for the latency figures. */
const LATENCY_SECONDS = 10;
/** Glass to glass on loopback: the 95th percentile frame reaches the viewer's screen within this (ms). */
const LATENCY_P95_BUDGET_MS = 500;

/**
 * Runs in the publisher's page before its scripts: the camera's video becomes a 640×480 canvas showing the
 * wall-clock millisecond (mod 2^32) as 8×4 blocks, white for 1 and black for 0, bit 0 top left.
 */
const CLOCK_CAMERA = `(() => {
  const devices = navigator.mediaDevices;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    if (!constraints || !constraints.video) return stream;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    const draw = () => {
      const value = Math.floor(performance.timeOrigin + performance.now()) % 2 ** 32;
      for (let bit = 0; bit < 32; bit++) {
        context.fillStyle = Math.floor(value / 2 ** bit) % 2 ? '#ffffff' : '#000000';
        context.fillRect((bit % 8) * 80, Math.floor(bit / 8) * 120, 80, 120);
      }
      requestAnimationFrame(draw);
    };
    draw();
    for (const track of stream.getVideoTracks()) {
      stream.removeTrack(track);
      track.stop();
    }
    stream.addTrack(canvas.captureStream(30).getVideoTracks()[0]);
    return stream;
  };
})();`;

/**
 * In the viewer page (source text: the bench's compiled functions carry helpers the page lacks): waits until
 * the video plays, then for `seconds` answers each presented frame's latency (ms), read from the clock the
 * publisher's canvas drew into it; frames whose blocks are not clearly black or white are skipped.
 */
const presentedLatencies = (seconds: number) => `new Promise((resolve) => {
  const video = document.querySelector('video');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const latencies = [];
  let frames = 0;
  let end = 0;
  const onFrame = (_now, meta) => {
    const shown = performance.timeOrigin + meta.expectedDisplayTime;
    const width = video.videoWidth;
    const height = video.videoHeight;
    frames += 1;
    if (width > 0 && height > 0) {
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      let value = 0;
      let clear = true;
      for (let bit = 0; bit < 32; bit++) {
        const x = Math.floor((((bit % 8) + 0.5) * width) / 8);
        const y = Math.floor(((Math.floor(bit / 8) + 0.5) * height) / 4);
        const [r, g, b] = context.getImageData(x, y, 1, 1).data;
        const luma = (r + g + b) / 3;
        if (Math.abs(luma - 128) < 64) clear = false;
        if (luma > 128) value += 2 ** bit;
      }
      if (clear) {
        const period = 2 ** 32;
        let drawn = Math.floor(shown / period) * period + value;
        if (drawn > shown + 1000) drawn -= period;
        latencies.push(shown - drawn);
      }
    }
    if (performance.now() < end) video.requestVideoFrameCallback(onFrame);
    else resolve({ latencies, frames, size: width + 'x' + height });
  };
  const playing = () => {
    if (video && video.videoWidth > 0 && video.currentTime > 0.5) {
      end = performance.now() + ${seconds} * 1000;
      video.requestVideoFrameCallback(onFrame);
    } else setTimeout(playing, 100);
  };
  playing();
})`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

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
    await context.addInitScript(CLOCK_CAMERA);
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

    // Glass to glass, before the load runs: the console's viewer page in the same browser.
    // A window of its own: a second page of the publisher's window would hide it, and a hidden page draws its
    // canvas about once a second.
    const viewerContext = await browser.newContext();
    const watching = await viewerContext.newPage();
    await watching.goto(browserurl);
    await watching.locator('video').first().waitFor({ timeout: 60_000 });
    const { latencies, frames, size } = (await watching.evaluate(presentedLatencies(LATENCY_SECONDS))) as {
      latencies: number[];
      frames: number;
      size: string;
    };
    await viewerContext.close();
    if (latencies.length === 0) {
      ok = false;
      console.log('glass to glass: no presented frame could be read MISSED');
    } else {
      const p95 = percentile(latencies, 95);
      const pass = p95 <= LATENCY_P95_BUDGET_MS;
      ok &&= pass;
      console.log(
        `glass to glass (capture to the viewer page's screen; ${frames} frames presented in ${LATENCY_SECONDS} s at ${size}, ` +
          `${latencies.length} read): ` +
          `p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(p95)} ms (budget ${LATENCY_P95_BUDGET_MS}), ` +
          `max ${Math.round(Math.max(...latencies))} ms ${pass ? 'ok' : 'MISSED'}`,
      );
    }

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
