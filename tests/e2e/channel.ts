import type { Page } from '@playwright/test';

/**
 * Resolves once the page's realtime channel has its subscriptions in place: the console pings right after it
 * subscribes, and the server answers in order. Call before the page opens (it waits for the socket to come).
 */
export async function channelReady(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', (ws) => ws.url().endsWith('/channel'));
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"pong"'));
}
