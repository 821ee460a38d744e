/**
 * One Lighthouse run, executed by the Node 22 that `lighthouse.ts` installs beside Lighthouse (Lighthouse 13 needs
 * Node 22; the repository's tools run on Node 20). Argument: a JSON job { cacheDir, chromePath, chromeFlags, url,
 * preset: 'mobile' | 'desktop', cookies: [{ name, value, url }] }. Launches a fresh Chromium (an empty profile,
 * so every load is cold), sets the session cookies, runs the performance category with the preset's throttling,
 * and prints one JSON line: { lcp, cls, tbt, score } (ms, ms, score 0–100).
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
  console.log(
    JSON.stringify({
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
