/**
 * Core web vitals of a first load, measured by Chromium itself (PerformanceObserver entries, the same the
 * Lighthouse metrics come from): largest contentful paint, cumulative layout shift (the largest session window,
 * as web-vitals defines it) and the bytes on the wire, for `/` and `/login` signed out, `/profile`, `/domains`,
 * `/agents` and the manage page as an owner and `/admin/users`, `/admin/map` and `/admin/mvbots` as an
 * administrator, in a mobile profile
 * (412×823, 4× slower CPU, 150 ms round trips at 1.6 Mbit/s, as Lighthouse's mobile preset) and a desktop one
 * (no throttling). Median of three cold loads each (and the worst CLS of the three, which must meet the target
 * too). Targets: `/` LCP ≤ 1.2 s mobile, signed-in pages LCP ≤ 2.5 s mobile, CLS ≤ 0.02 everywhere. On `/login`
 * the bench also fills the sign-in form as soon as it is painted and reports INP (the slowest interaction, as
 * web-vitals counts it; median of the runs), target ≤ 200 ms mobile.
 * Signed-in loads are a browser's that signed in and has not answered the cookie banner (`consoleCookies`);
 * `BENCH_BANNER_ACCEPTED=1` loads them as one that accepted it; `BENCH_PATHS=/a,/b` measures only those pages;
 * `BENCH_SHIFT_SOURCES=1` prints each layout shift with the elements it moved.
 * Each load also reports when the page's content was painted — the first element with text matching the page's
 * content selector (a table's first data row, a list's first item; element timing on it, set as it is added) — the total blocking time of the load (each long task's time over 50 ms, from navigation until
 * the load is idle) and the JavaScript on the wire (encoded bodies, as the bundle bench counts them). With
 * `/admin/users`, a stock react-admin app with the same list (`reference/`, built and served by the bench beside
 * the product server) is loaded in turns with it, with the same profile, session and runs, and the two are
 * printed side by side with their ratio; `BENCH_REFERENCE=0` leaves it out.
 * Needs `npm run build` first. Usage: npm run bench -- vitals
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { consoleCookies, signInOverHttp, type HttpSession } from '../server-process.ts';
import { printComparison, REFERENCE_COMPARED, summarize } from './reference/compare.ts';
import { referenceWanted, startReference, type Reference } from './reference/serve.ts';
import { startServer } from './server.ts';

interface Profile {
  name: 'mobile' | 'desktop';
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const PROFILES: Profile[] = [
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, cpuSlowdown: 1 },
];

const RUNS = 3;
/** A table's data rows: the content of a list page. */
const TABLE_ROWS = 'tbody tr';
/** The slowest interaction allowed on a page the bench interacts with, in the mobile profile. */
const INP_TARGET_MS = 200;

interface LayoutShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/** What the page collects (`window.__vitals`). */
interface Vitals {
  lcp: number;
  /** The LCP element: tag, first class, start of its text. */
  lcpElement: string;
  shifts: Shift[];
  interactions: Record<number, number>;
  /** Durations of the long tasks (over 50 ms) so far. */
  longTasks: number[];
  /** When the first content element with text was painted (its element timing), 0 until then. */
  row: number;
  /** The end of the frame after that element was added: its time where element timing reports none. */
  rowFrame: number;
}

const vitalsOf = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

/**
 * Collects LCP, layout shifts, interactions, long tasks and the first data row's paint from the first byte of the
 * page (runs before the page's own scripts). Functions passed to the page are written inline and unnamed: tsx's
 * helper for named functions does not exist there.
 */
function observeVitals(content: string) {
  const state: Vitals = {
    lcp: 0,
    lcpElement: '',
    shifts: [],
    interactions: {},
    longTasks: [],
    row: 0,
    rowFrame: 0,
  };
  (window as unknown as { __vitals: Vitals }).__vitals = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      state.lcp = entry.startTime;
      state.lcpElement = entry.element
        ? `${entry.element.tagName.toLowerCase()}.${String(entry.element.className).split(' ')[0]} "${(entry.element.textContent ?? '').trim().slice(0, 30)}"`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // The first content element holding text (not a loading placeholder: hidden, or blank as react-admin's are) gets
  // an element timing name as it is added, so its first paint is reported.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
    })[])
      if (entry.identifier === 'bench-first-row' && state.row === 0)
        state.row = entry.renderTime || entry.startTime;
  }).observe({ type: 'element', buffered: true });
  const rows = new MutationObserver(() => {
    if (!content) return rows.disconnect();
    const row = Array.from(document.querySelectorAll(content)).find(
      (candidate) => !candidate.hasAttribute('aria-hidden') && (candidate.textContent ?? '').trim() !== '',
    );
    if (!row) return;
    rows.disconnect();
    for (const element of [row, ...row.querySelectorAll('*')])
      element.setAttribute('elementtiming', 'bench-first-row');
    requestAnimationFrame(() => setTimeout(() => (state.rowFrame = performance.now())));
  });
  rows.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput)
        state.shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          // What moved (for BENCH_SHIFT_SOURCES): written inline, as this function runs in the page as it is.
          sources: ((entry as unknown as { sources?: LayoutShiftSource[] }).sources ?? []).map(
            (source) =>
              `${source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${String(source.node.className).split(' ')[0]} "${(source.node.textContent ?? '').slice(0, 40)}"` : (source.node?.nodeName ?? '?')} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, height ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`,
          ),
        });
  }).observe({ type: 'layout-shift', buffered: true });
  // Each interaction's longest event (input delay, handlers and the next paint), as web-vitals counts INP.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      if (entry.interactionId)
        state.interactions[entry.interactionId] = Math.max(
          state.interactions[entry.interactionId] ?? 0,
          entry.duration,
        );
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * A visitor signing in as soon as the form is painted: a click in the e-mail field and its typing, then the same
 * in the password field (the light shell is fetched and hydrated meanwhile, on the first interaction).
 */
async function fillSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').click();
  await page.keyboard.type('owner@demo.test', { delay: 60 });
  await page.getByLabel('Password').click();
  await page.keyboard.type('demo-password', { delay: 60 });
  await page.waitForLoadState('networkidle');
}

/** The largest session window of shifts (gaps under 1 s, windows under 5 s): CLS as web-vitals reports it. */
export function cumulativeLayoutShift(shifts: { value: number; startTime: number }[]): number {
  let best = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window > 0 && (shift.startTime - last >= 1000 || shift.startTime - first >= 5000)) window = 0;
    if (window === 0) first = shift.startTime;
    window += shift.value;
    last = shift.startTime;
    best = Math.max(best, window);
  }
  return best;
}

export interface Sample {
  lcp: number;
  lcpElement: string;
  cls: number;
  kib: number;
  /** JavaScript on the wire, KiB. */
  jsKib: number;
  /** Total blocking time of the load, ms. */
  tbt: number;
  /** When the page's content (its first data row or item) was painted, ms (0: none measured). */
  row: number;
  /** The slowest interaction (ms; 0 when none took 16 ms or more), with `interact`. */
  inp?: number;
}

export interface LoadOptions {
  /** What the visitor does once the page has loaded. */
  interact?: (page: Page) => Promise<void>;
  /** The page's content: a selector of its data rows or items (`tbody tr`); the load waits for the first. */
  content?: string;
}

/**
 * A fresh browser context in `profile` (viewport, CPU slowdown, network), with `session`'s console cookies for
 * `url`'s origin (the cookie banner answered when `accepted`), its page not yet loaded, and the page's DevTools
 * session with the network domain on.
 */
export async function throttledPage(
  browser: Browser,
  profile: Profile,
  url: string,
  session: HttpSession | undefined,
  accepted: boolean,
) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.name === 'mobile',
  });
  if (session) await context.addCookies(consoleCookies(session, new URL(url).origin, { accepted }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  return { context, page, cdp };
}

export async function load(
  browser: Browser,
  profile: Profile,
  url: string,
  session?: HttpSession,
  { interact, content }: LoadOptions = {},
): Promise<Sample> {
  const accepted = !!process.env.BENCH_BANNER_ACCEPTED;
  const { context, page, cdp } = await throttledPage(browser, profile, url, session, accepted);
  await page.addInitScript(observeVitals, content ?? '');
  let bytes = 0;
  let jsBytes = 0;
  // Scripts by request, with the bytes of their response headers (a script's figure is its encoded body, as the
  // bundle bench counts it: the headers differ between servers, not between apps).
  const scripts = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const headers = scripts.get(event.requestId);
    if (headers !== undefined) jsBytes += event.encodedDataLength - headers;
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // The largest paint is reported after it lands, which on a slowed CPU can come after the network is idle.
  await page.waitForFunction(
    () => (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  if (content)
    await page.waitForFunction(
      () => {
        const { row, rowFrame } = (window as unknown as { __vitals: Vitals }).__vitals;
        return row > 0 || rowFrame > 0;
      },
      null,
      { timeout: 60_000 },
    );
  if (interact) await interact(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const vitals = await vitalsOf(page);
  if (process.env.BENCH_SHIFT_SOURCES)
    for (const shift of vitals.shifts)
      console.log(
        `${profile.name} ${new URL(url).pathname}: shift ${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join('; ')}`,
      );
  await context.close();
  return {
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    cls: cumulativeLayoutShift(vitals.shifts),
    kib: bytes / 1024,
    jsKib: jsBytes / 1024,
    tbt: vitals.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    row: vitals.row || vitals.rowFrame,
    ...(interact && { inp: Math.max(0, ...Object.values(vitals.interactions)) }),
  };
}

interface BenchPage {
  path: string;
  session?: HttpSession;
  lcpTarget: number;
  interact?: (page: Page) => Promise<void>;
  /** The page's content (`LoadOptions`). */
  content?: string;
}

export async function benchVitals(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-vitals-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18320);
  let reference: Reference | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const owner = await signInOverHttp(server.url, 'owner@demo.test', 'demo-password');
    const admin = await signInOverHttp(server.url, 'admin@demo.test', 'demo-password');
    const pages: BenchPage[] = [
      { path: '/', lcpTarget: 1200 },
      { path: '/login', lcpTarget: 2500, interact: fillSignIn },
      { path: '/profile', session: owner, lcpTarget: 2500 },
      { path: '/domains', session: owner, lcpTarget: 2500, content: '#main li' },
      { path: '/agents', session: owner, lcpTarget: 2500, content: TABLE_ROWS },
      { path: '/domains/demo-business/manage', session: owner, lcpTarget: 2500 },
      { path: '/admin/users', session: admin, lcpTarget: 2500, content: TABLE_ROWS },
      { path: '/admin/map', session: admin, lcpTarget: 2500 },
      { path: '/admin/mvbots', session: admin, lcpTarget: 2500 },
    ].filter(({ path }) => !process.env.BENCH_PATHS || process.env.BENCH_PATHS.split(',').includes(path));
    if (referenceWanted() && pages.some(({ path }) => path === REFERENCE_COMPARED))
      reference = await startReference(server.url);
    const rows = [];
    const compared = [];
    let ok = true;
    for (const profile of PROFILES) {
      for (const page of pages) {
        const { path, session, lcpTarget, interact } = page;
        const samples: Sample[] = [];
        const referenceSamples: Sample[] = [];
        const loadPage = async () => {
          samples.push(await load(browser, profile, server.url + path, session, page));
        };
        const loadReference = async () => {
          if (reference && path === REFERENCE_COMPARED)
            referenceSamples.push(
              await load(browser, profile, reference.listUrl, session, { content: TABLE_ROWS }),
            );
        };
        // The reference's loads between the page's, taking turns at going first: both see the same moments of a
        // busy machine, and neither always finds the server's caches warmed by the other.
        for (let run = 0; run < RUNS; run += 1)
          for (const next of run % 2 === 0 ? [loadPage, loadReference] : [loadReference, loadPage])
            await next();
        const figures = summarize(samples);
        const { lcp, inp, worstCls } = figures;
        if (referenceSamples.length > 0)
          compared.push({ profile: profile.name, page: figures, reference: summarize(referenceSamples) });
        const meets =
          worstCls <= 0.02 &&
          (profile.name !== 'mobile' || (lcp <= lcpTarget && (inp === undefined || inp <= INP_TARGET_MS)));
        ok &&= meets;
        rows.push({
          profile: profile.name,
          page: path,
          'LCP ms': Math.round(lcp),
          'content ms': figures.row ? Math.round(figures.row) : '—',
          'TBT ms': Math.round(figures.tbt),
          CLS: Math.round(figures.cls * 1000) / 1000,
          'worst CLS': Math.round(worstCls * 1000) / 1000,
          'JS KiB': Math.round(figures.jsKib),
          'KiB on the wire': Math.round(figures.kib),
          'INP ms': inp === undefined ? '—' : Math.round(inp),
          target:
            profile.name === 'mobile'
              ? `LCP ≤ ${lcpTarget}, CLS ≤ 0.02${interact ? `, INP ≤ ${INP_TARGET_MS}` : ''}`
              : 'CLS ≤ 0.02',
          meets,
        });
      }
    }
    console.table(rows);
    if (compared.length > 0) printComparison(compared);
    return ok;
  } finally {
    await browser.close();
    await reference?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
