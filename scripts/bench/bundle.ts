/**
 * Initial JavaScript downloaded by a first visit, gzip-compressed (level 9 of what the browser received):
 * `/` for a signed-out visitor (budget 150 KB) and `/admin/users` for a signed-in administrator (budget 400 KB).
 * Needs `npm run build` first. Usage: npm run bench -- bundle
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startServer } from './server.ts';

const BUDGET_KB = { visitor: 150, admin: 400 };

async function measure(context: BrowserContext, url: string): Promise<{ files: number; kb: number }> {
  const page = await context.newPage();
  const sizes: number[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.push(gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return { files: sizes.length, kb: Math.round((sizes.reduce((a, b) => a + b, 0) / 1024) * 10) / 10 };
}

export async function benchBundle(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, 18310);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const visitor = await measure(await browser.newContext(), `${server.url}/`);

    // Sign in through the console in one context, then load /admin/users cold in a fresh one with that session.
    const login = await browser.newContext();
    const page = await login.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/email/i).fill('admin@demo.test');
    await page.getByLabel(/password/i).fill('demo-password');
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await page.waitForURL(/\/profile|\/admin|\/$/);
    const state = await login.storageState();
    await login.close();
    const admin = await measure(
      await browser.newContext({ storageState: state }),
      `${server.url}/admin/users`,
    );

    const rows = [
      { page: '/ (visitor)', ...visitor, budget: BUDGET_KB.visitor },
      { page: '/admin/users (first load)', ...admin, budget: BUDGET_KB.admin },
    ];
    console.table(
      rows.map((r) => ({ page: r.page, 'JS files': r.files, 'gzip KB': r.kb, 'budget KB': r.budget })),
    );
    return rows.every((r) => r.kb <= r.budget);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
