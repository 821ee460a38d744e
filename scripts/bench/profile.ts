/**
 * Where a signed-in first load's main-thread time goes: Chromium's CPU profile of the load in the vitals bench's
 * mobile profile (4× slower CPU, throttled network), as a visitor who accepted the cookie banner, three cold loads
 * a page; the self time of each function (the build's source maps name it and its package) and of each package,
 * averaged over the loads. Figures to read, no budget: the first render's own costs are found here
 * ([ADR 0018](../../docs/adr/0018-console-light-shell.md)). `BENCH_PATHS=/a,/b` chooses the pages (default
 * `/profile` and `/admin/users`). Needs `npm run build` first. Usage: npm run bench -- profile
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { signInOverHttp, type HttpSession } from '../server-process.ts';
import { startServer } from './server.ts';
import { PROFILES, throttledPage } from './vitals.ts';

const LOADS = 3;
const SHOWN = 25;
const ASSETS = join(import.meta.dirname, '../../dist/assets');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by sampled node of one load. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((node, index) =>
    times.set(node, (times.get(node) ?? 0) + profile.timeDeltas[index] / 1000),
  );
  return times;
}

/** Names a built file's function by its source: the function and file, and the package (or `src`) it is from. */
function sourceNamer() {
  const maps = new Map<string, SourceMapConsumer | null>();
  return ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) => {
    const file = url.split('/').pop() ?? '';
    // The browser's own work (parsing, style, layout, paint: "(program)"), its garbage collector, its functions.
    if (!url.includes('/assets/'))
      return { name: functionName.startsWith('(') ? functionName : `(${functionName})`, origin: '(browser)' };
    if (!maps.has(file)) {
      const map = join(ASSETS, `${file}.map`);
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const position = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!position?.source) return { name: `${functionName || '(module)'} ${file}`, origin: file };
    const source = position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    const origin = position.source.includes('node_modules/')
      ? source
          .split('/')
          .slice(0, source.startsWith('@') ? 2 : 1)
          .join('/')
      : 'src';
    return { name: `${position.name ?? (functionName || '(module)')} ${source}:${position.line}`, origin };
  };
}

async function profileLoad(browser: Browser, url: string, session: HttpSession): Promise<CpuProfile> {
  const { context, page, cdp } = await throttledPage(browser, PROFILES[0], url, session, true);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const { profile: cpu } = await cdp.send('Profiler.stop');
    return cpu as unknown as CpuProfile;
  } finally {
    await context.close();
  }
}

const top = (totals: Map<string, number>) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .map(([what, ms]) => ({ 'self ms': Math.round(ms / LOADS), what }));

export async function benchProfile(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18322);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const owner = await signInOverHttp(server.url, 'owner@demo.test', 'demo-password');
    const admin = await signInOverHttp(server.url, 'admin@demo.test', 'demo-password');
    const paths = (process.env.BENCH_PATHS ?? '/profile,/admin/users').split(',');
    for (const path of paths) {
      const name = sourceNamer();
      const byFunction = new Map<string, number>();
      const byOrigin = new Map<string, number>();
      for (let load = 0; load < LOADS; load += 1) {
        const cpu = await profileLoad(browser, server.url + path, path.startsWith('/admin') ? admin : owner);
        const times = selfTimes(cpu);
        for (const node of cpu.nodes) {
          const ms = times.get(node.id);
          if (!ms || node.callFrame.functionName === '(idle)') continue;
          const { name: fn, origin } = name(node.callFrame);
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
          byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
        }
      }
      console.log(`\n${path}: main-thread self time by package (mean of ${LOADS} loads, mobile profile)`);
      console.table(top(byOrigin));
      console.log(`${path}: by function`);
      console.table(top(byFunction));
    }
    return true;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
