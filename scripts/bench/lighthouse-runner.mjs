/**
 * One Lighthouse run, executed by the Node 22 that `lighthouse.ts` installs beside Lighthouse (Lighthouse 13 needs
 * Node 22; the repository's tools run on Node 20). Argument: a JSON job { cacheDir, chromePath, chromeFlags, url,
 * preset: 'mobile' | 'desktop', cookies: [{ name, value, url }] }. Launches a fresh Chromium (an empty profile,
 * so every load is cold), sets the session cookies, runs the performance category with the preset's throttling,
 * and prints one JSON line: { lcp, cls, tbt, score } (ms, ms, score 0–100). With `details: true` in the job it
 * first prints what the LCP waits for: the LCP element, Lighthouse's LCP phases, the network dependency tree, every
 * request with when it was asked and when it ended, and the elements that shifted.
 */
import console from 'node:console';
import { join } from 'node:path';
import process from 'node:process';
import { URL, pathToFileURL } from 'node:url';

const job = JSON.parse(process.argv[2]);
const load = (path) => import(pathToFileURL(join(job.cacheDir, 'node_modules', path)).href);

const { default: lighthouse } = await load('lighthouse/core/index.js');
const { default: desktopConfig } = await load('lighthouse/core/config/desktop-config.js');
const { launch } = await load('chrome-launcher/dist/index.js');
const { default: puppeteer } = await load('puppeteer-core/lib/puppeteer/puppeteer-core.js');

const chrome = await launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags });
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  if (job.cookies.length > 0)
    await browser.setCookie(
      ...job.cookies.map(({ name, value, url }) => ({
        name,
        value,
        domain: new URL(url).hostname,
        path: '/',
        sameSite: 'Lax',
      })),
    );
  const result = await lighthouse(
    job.url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new, so nothing is cached; keeping storage keeps the session cookies.
      disableStorageReset: true,
    },
    job.preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  if (job.details) printDetails(audits);
  console.log(
    JSON.stringify({
      fcp: audits['first-contentful-paint'].numericValue,
      tti: audits.interactive.numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      score: Math.round((categories.performance.score ?? 0) * 100),
    }),
  );
  await browser.disconnect();
} finally {
  chrome.kill();
}

/** The LCP element and phases, the request chains and the layout shifts, as plain lines. */
function printDetails(audits) {
  // An insight's details are a list of sections, each wrapped as { type: 'list-section', value }.
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  console.log(
    `  simulated FCP ${Math.round(metrics.firstContentfulPaint)} ms, LCP ${Math.round(metrics.largestContentfulPaint)} ms;` +
      ` observed FCP ${Math.round(metrics.observedFirstContentfulPaint)} ms, LCP ${Math.round(metrics.observedLargestContentfulPaint)} ms;` +
      ` bytes ${Math.round(audits['total-byte-weight'].numericValue / 1024)} KiB;` +
      ` main thread ${Math.round(audits['mainthread-work-breakdown'].numericValue)} ms (script ${Math.round(audits['bootup-time'].numericValue)} ms)`,
  );
  const work = (audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)}`)
    .join(', ');
  console.log(`  main thread by kind (observed, ms): ${work}`);
  const scripts = (audits['bootup-time']?.details?.items ?? [])
    .filter((item) => item.url.startsWith('http'))
    .map(
      (item) =>
        `${new URL(item.url).pathname} ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`,
    )
    .join(', ');
  console.log(`  scripts (observed, run + parse ms): ${scripts}`);
  const sections = (id) => (audits[id]?.details?.items ?? []).map((item) => item.value ?? item);
  for (const section of sections('lcp-breakdown-insight')) {
    if (section.type === 'node') console.log(`  LCP element: ${section.snippet} (${section.selector})`);
    for (const item of section.items ?? [])
      if (item.subpart) console.log(`  LCP ${item.label}: ${Math.round(item.duration)} ms`);
  }
  const walk = (chains, depth) => {
    for (const node of Object.values(chains ?? {})) {
      const url = new URL(node.url);
      const size = Math.round((node.transferSize ?? 0) / 1024);
      console.log(
        `  ${'  '.repeat(depth)}${url.pathname}${url.search} ends ${Math.round(node.navStartToEndTime)} ms, ${size} KiB`,
      );
      walk(node.children, depth + 1);
    }
  };
  for (const section of sections('network-dependency-tree-insight'))
    if (section.type === 'network-tree') {
      console.log(`  request chains (longest ${section.longestChain?.duration} ms, observed):`);
      walk(section.chains, 1);
    }
  // Every request as observed (unthrottled): when the page asked for it and when it ended, so a chain shows as
  // requests that start only after another ends.
  console.log('  requests (observed; asked at → ended, ms after navigation):');
  for (const item of audits['network-requests']?.details?.items ?? []) {
    if (!item.url.startsWith('http')) continue;
    const url = new URL(item.url);
    const size = Math.round((item.transferSize ?? 0) / 1024);
    console.log(
      `    ${Math.round(item.networkRequestTime)} → ${Math.round(item.networkEndTime)} ${url.pathname}${url.search} ${size} KiB`,
    );
  }
  for (const item of audits['layout-shifts']?.details?.items ?? [])
    console.log(
      `  layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? ''} ${item.node?.selector ?? ''}`,
    );
}
