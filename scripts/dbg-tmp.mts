import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { consoleCookies, signInOverHttp } from './server-process.ts';
const url = 'http://127.0.0.1:18999';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [path, who] of [['/login', ''], ['/profile', 'owner@demo.test'], ['/domains', 'owner@demo.test'], ['/admin/users', 'admin@demo.test']]) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (who) await context.addCookies(consoleCookies(await signInOverHttp(url, who, 'demo-password'), url));
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__s = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__s.push({ v: e.value.toFixed(3), t: Math.round(e.startTime), src: e.sources.map((s: any) => { const n = s.node; const d = n ? (n.nodeName + '.' + (n.className?.baseVal ?? n.className ?? '').toString().slice(0, 60) + ' ' + (n.textContent || '').slice(0, 40)) : '?'; return d + ` ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`; }) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log('==', path); for (const s of await page.evaluate(() => (window as any).__s)) console.log(JSON.stringify(s));
  await context.close();
}
await browser.close();
