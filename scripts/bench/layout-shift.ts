/**
 * Layout shift of every page of the registry: each sample URL (`tests/e2e/page-samples.ts`, the axe sweep's)
 * loaded once in the vitals bench's mobile profile (412×823, slowed CPU and network) and desktop profile, as the
 * role that sees it (signed out, the owner, the superuser), with the cookie banner answered. Reports every page
 * whose CLS (the largest session window, as web-vitals counts it) is above 0; target ≤ 0.02 on every page.
 * `BENCH_PATHS=/a,/b` measures only those URLs, `BENCH_SHIFT_SOURCES=1` prints what each shift moved. Needs `npm run build` first. Usage: npm run bench -- layout
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_SAMPLES } from '../../tests/e2e/page-samples.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { signInOverHttp, type HttpSession } from '../server-process.ts';
import { startServer } from './server.ts';
import { load, PROFILES } from './vitals.ts';

const TARGET = 0.02;

export async function benchLayoutShift(): Promise<boolean> {
  // Signed-in loads as a browser that accepted the cookie banner: the page's own layout, not the banner's.
  process.env.BENCH_BANNER_ACCEPTED ??= '1';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-layout-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18_321);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const sessions: Record<string, HttpSession | undefined> = {
      public: undefined,
      'signed-in': await signInOverHttp(server.url, 'owner@demo.test', 'demo-password'),
      staff: await signInOverHttp(server.url, 'superuser@demo.test', 'demo-password'),
    };
    const only = process.env.BENCH_PATHS?.split(',');
    const pages = Object.values(PAGE_SAMPLES)
      .flatMap((sample) => sample.urls.map((url) => ({ url, session: sessions[sample.access] })))
      .filter(({ url }) => !only || only.includes(url));
    const rows = [];
    let over = 0;
    for (const profile of PROFILES) {
      for (const { url, session } of pages) {
        let cls: number;
        try {
          ({ cls } = await load(browser, profile, server.url + url, session));
        } catch (error) {
          rows.push({ profile: profile.name, page: url, CLS: `not measured: ${(error as Error).message}` });
          over += 1;
          continue;
        }
        if (cls > TARGET) over += 1;
        if (cls > 0) rows.push({ profile: profile.name, page: url, CLS: Math.round(cls * 1000) / 1000 });
      }
    }
    console.table(rows);
    console.log(
      `${pages.length} pages in ${PROFILES.length} profiles: ${over} over CLS ${TARGET} (pages at 0 not listed)`,
    );
    return over === 0;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
