/**
 * The live map under load: 5,000 players moving at 2 Hz, fed through the real ingest call
 * (`POST /v2/public/livemap/positions`, one batch of all players every 500 ms) for 20 s, while a staff user
 * watches `/admin/map` in Chromium. Frames are counted with requestAnimationFrame in the page over 10 s after
 * a 5 s warm-up; the position messages the page received are counted on its WebSocket (Playwright's
 * `page.on('websocket')`) and compared with those sent. Also reports the page's main-thread time (CDP
 * `Performance.getMetrics`) and the server's memory. Target: ≥ 50 fps.
 * Needs `npm run build` first. Usage: npm run bench -- livemap
 */
import { chromium, type CDPSession } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { consoleCookies, signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const PORT = 18_660;
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 5_000);
const RATE_HZ = 2;
const FEED_MS = 20_000;
const WARMUP_MS = 5_000;
const MEASURE_MS = 10_000;
const FPS_TARGET = 50;
const INGEST_KEY = 'bench-ingest-key';
/** How long after the last batch the page may take to receive what is still on its way. */
const SETTLE_MS = 3_000;

interface Walker {
  ac: string;
  x: number;
  z: number;
}

/** Players scattered over the map's first view (centred on the origin at zoom 0.6). */
function walkers(): Walker[] {
  return Array.from({ length: PLAYERS }, (_, i) => ({
    ac: `bench-player-${i}`,
    x: (Math.random() - 0.5) * 2_000,
    z: (Math.random() - 0.5) * 1_400,
  }));
}

function step(players: Walker[]): void {
  for (const p of players) {
    p.x += (Math.random() - 0.5) * 20;
    p.z += (Math.random() - 0.5) * 20;
  }
}

function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * Frames the page draws in `ms`, counted with requestAnimationFrame, and the longest gap between two. Sent as
 * source text: the bench's own compiled functions carry helpers the page does not have.
 */
const countFrames = (ms: number) => `new Promise((resolve) => {
  let frames = 0;
  let longestGap = 0;
  const start = performance.now();
  let last = start;
  const tick = (now) => {
    frames += 1;
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (now - start < ${ms}) requestAnimationFrame(tick);
    else resolve({ frames, elapsed: now - start, longestGap });
  };
  requestAnimationFrame(tick);
})`;

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export async function benchLivemap(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-livemap-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1', LIVEMAP_INGEST_KEY: INGEST_KEY }, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const staff = await signInOverHttp(server.url, 'superuser@demo.test', 'demo-password');
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await context.addCookies(consoleCookies(staff, server.url));
    const page = await context.newPage();

    let received = 0;
    let subscribed = false;
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/channel')) return;
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe"')) subscribed = true;
      });
      socket.on('framereceived', (frame) => {
        received += String(frame.payload).split('"ac":"bench-player-').length - 1;
      });
    });

    await page.goto(`${server.url}/admin/map`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    for (const until = Date.now() + 30_000; !subscribed;) {
      if (Date.now() > until) throw new Error('The live map did not subscribe to its channel.');
      await page.waitForTimeout(100);
    }
    // Subscribing is the last message the page sends before it can receive; give the server a moment.
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const players = walkers();
    let sent = 0;
    let posts = 0;
    let slowestPostMs = 0;
    const feedStart = performance.now();
    const feed = (async () => {
      for (let tick = 0; performance.now() - feedStart < FEED_MS; tick += 1) {
        const due = feedStart + (tick * 1000) / RATE_HZ;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        step(players);
        const body = JSON.stringify({
          positions: players.map((p) => ({ nm: 'normal', ev: 'pos', ac: p.ac, x: p.x, y: 0, z: p.z })),
        });
        const began = performance.now();
        const reply = await fetch(`${server.url}/v2/public/livemap/positions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ingest-key': INGEST_KEY },
          body,
        });
        if (!reply.ok) throw new Error(`ingest: ${reply.status} ${await reply.text()}`);
        slowestPostMs = Math.max(slowestPostMs, performance.now() - began);
        sent += PLAYERS;
        posts += 1;
      }
    })();

    let peakRss = rssMiB(server.pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 500);
    await page.waitForTimeout(WARMUP_MS);
    const before = await metrics(cdp);
    const frames = (await page.evaluate(countFrames(MEASURE_MS))) as {
      frames: number;
      elapsed: number;
      longestGap: number;
    };
    const after = await metrics(cdp);
    await feed;
    const feedSeconds = (performance.now() - feedStart) / 1000;
    await page.waitForTimeout(SETTLE_MS);
    clearInterval(sampler);

    const fps = (frames.frames * 1000) / frames.elapsed;
    const busy = (name: string) => ((after[name] - before[name]) / (frames.elapsed / 1000)) * 100;
    const dropped = Math.max(0, sent - received);
    const dots = (await page.locator('body').innerText()).match(/\d[\d,]* players? on the map/)?.[0] ?? '';
    const ok = fps >= FPS_TARGET;
    console.table([
      {
        players: PLAYERS,
        'batches sent': posts,
        'feed s': Math.round(feedSeconds * 10) / 10,
        'slowest ingest ms': Math.round(slowestPostMs),
        fps: Math.round(fps * 10) / 10,
        'longest frame gap ms': Math.round(frames.longestGap),
        'positions sent': sent,
        'positions received': received,
        dropped,
        'main thread busy %': Math.round(busy('TaskDuration')),
        'script %': Math.round(busy('ScriptDuration')),
        'layout+style %': Math.round(busy('LayoutDuration') + busy('RecalcStyleDuration')),
        'page heap MiB': Math.round(after.JSHeapUsedSize / 1024 / 1024),
        'server RSS MiB': rssMiB(server.pid),
        'server peak RSS MiB': peakRss,
        'page says': dots,
        // Other work on the machine slows the page and the feed alike; read the figures against it.
        'machine load (1 min)': Math.round(loadavg()[0] * 10) / 10,
        target: `fps ≥ ${FPS_TARGET}`,
        meets: ok,
      },
    ]);
    await context.close();
    return ok;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
