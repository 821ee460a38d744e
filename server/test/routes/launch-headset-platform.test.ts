/**
 * Launching through the headset platform (Meta Quest), against a local stand-in of its server API: links
 * come from the app-link template, and only a report whose user proof nonce the platform vouches for marks
 * a link used and links the headset account.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'stand-in-app-secret';
/** Nonces the stand-in vouches for, by platform user id. */
const VALID = new Map([['555001', 'nonce-of-555001']]);

let platform: Server;
let platformUrl: string;
let platformCalls: URLSearchParams[] = [];
let t: TestApp;
let user: Session;

beforeAll(async () => {
  platform = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      platformCalls.push(form);
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/user_nonce_validate') {
        res.statusCode = 404;
        res.end('{}');
      } else if (form.get('access_token') !== `OC|${APP_ID}|${APP_SECRET}`) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
      } else {
        const userId = form.get('user_id') ?? '';
        res.end(JSON.stringify({ is_valid: VALID.get(userId) === form.get('nonce') }));
      }
    });
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  t = await createTestApp({
    headset: {
      appId: APP_ID,
      appSecret: APP_SECRET,
      deepLinkUrl: 'https://quest.example/app/1234567890?deeplink_message={msgid}&desktop={nonvr}',
      graphUrl: platformUrl,
    },
  });
  user = await signupAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => platform.close(resolve));
});

const issue = async (session: Session | null): Promise<{ url: string; msgid: string; provider: string }> => {
  const reply = await asUser(t.app, session, {
    method: 'GET',
    url: session ? '/v2/oculusdeeplink?nonvr=true' : '/v2/public/oculusdeeplink?nonvr=false',
  });
  expectMatchesSchema(reply, session ? 'getDeepLink' : 'getPublicDeepLink', 200);
  return reply.json();
};
const report = (msgid: string, payload: Record<string, unknown>) =>
  asUser(t.app, null, { method: 'POST', url: `/v2/public/oculusdeeplink/${msgid}/received`, payload });
const status = async (msgid: string) =>
  (await asUser(t.app, null, { method: 'GET', url: `/v2/public/oculusdeeplink/${msgid}/status` })).json();

describe('headset platform links', () => {
  it("issues the platform's app link with the msgid as its deep-link message", async () => {
    const link = await issue(user);
    expect(link.provider).toBe('oculus');
    expect(link.url).toBe(`https://quest.example/app/1234567890?deeplink_message=${link.msgid}&desktop=true`);
    expect((await issue(null)).url).toMatch(/desktop=false$/);
  });

  it('marks the link used and links the headset account only when the platform vouches for the nonce', async () => {
    const link = await issue(user);
    platformCalls = [];
    const forged = await report(link.msgid, { userId: '555001', nonce: 'made-up' });
    expectMatchesSchema(forged, 'reportDeepLinkReceived', 401);
    expect(forged.body).toBe('The headset platform did not confirm this user');
    expect(await status(link.msgid)).toEqual({ used: false });
    expect(platformCalls[0].get('user_id')).toBe('555001');

    const ok = await report(link.msgid, { userId: '555001', nonce: 'nonce-of-555001' });
    expectMatchesSchema(ok, 'reportDeepLinkReceived', 200);
    expect(ok.json()).toEqual({ used: true });
    expect(await status(link.msgid)).toEqual({ used: true });
    const me = await asUser(t.app, user, { method: 'GET', url: `/v2/users/${user.id}` });
    expect(me.json<{ oculusaccount?: string }>().oculusaccount).toBe('555001');

    // Another console user's launch does not take a headset account that is already linked.
    const other = await signupAndLogin(t.app);
    const second = await issue(other);
    expectMatchesSchema(
      await report(second.msgid, { userId: '555001', nonce: 'nonce-of-555001' }),
      'reportDeepLinkReceived',
      200,
    );
    const otherMe = await asUser(t.app, other, { method: 'GET', url: `/v2/users/${other.id}` });
    expect(otherMe.json<{ oculusaccount?: string }>().oculusaccount).toBeUndefined();
  });

  it("does not let the local provider's open page mark a platform link used", async () => {
    const link = await issue(null);
    const open = await asUser(t.app, null, { method: 'GET', url: `/v2/public/headset/open/${link.msgid}` });
    expect(open.statusCode).toBe(404);
    expect(await status(link.msgid)).toEqual({ used: false });
  });

  it('refuses bad reports: unknown link, bad body, platform down', async () => {
    expectMatchesSchema(
      await report('no-such-link', { userId: '555001', nonce: 'nonce-of-555001' }),
      'reportDeepLinkReceived',
      404,
    );
    const link = await issue(null);
    for (const payload of [
      { userId: 'abc', nonce: 'x' },
      { userId: '1' },
      { userId: '1', nonce: 'x', extra: 1 },
    ])
      expectMatchesSchema(await report(link.msgid, payload), 'reportDeepLinkReceived', 400);
    await new Promise((resolve) => platform.close(resolve));
    const down = await report(link.msgid, { userId: '555001', nonce: 'nonce-of-555001' });
    expectMatchesSchema(down, 'reportDeepLinkReceived', 502);
    expect(down.body).toBe('The headset platform did not answer');
    expect(await status(link.msgid)).toEqual({ used: false });
    await new Promise<void>((resolve) =>
      platform.listen(Number(new URL(platformUrl).port), '127.0.0.1', resolve),
    );
  });
});

describe('headset configuration', () => {
  const base = { DATA_DIR: '/nonexistent-data-dir-for-config-test', SESSION_SECRET: 'x'.repeat(40) };
  it('needs app id, secret and link template together, and a template with {msgid}', () => {
    expect(loadConfig(base).headset).toBeUndefined();
    expect(() => loadConfig({ ...base, OCULUS_APP_ID: '1' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, OCULUS_APP_ID: '1', OCULUS_APP_SECRET: 's', HEADSET_DEEPLINK_URL: 'https://x/' }),
    ).toThrow('HEADSET_DEEPLINK_URL must be an http(s) URL containing {msgid}');
    expect(
      loadConfig({
        ...base,
        OCULUS_APP_ID: '1',
        OCULUS_APP_SECRET: 's',
        HEADSET_DEEPLINK_URL: 'https://x/?m={msgid}',
      }).headset,
    ).toEqual({
      appId: '1',
      appSecret: 's',
      deepLinkUrl: 'https://x/?m={msgid}',
      graphUrl: 'https://graph.oculus.com',
    });
  });
});

describe('local provider', () => {
  it('answers 409 to a report for one of its links', async () => {
    const local = await createTestApp({}, { seed: 'none' });
    try {
      const link = (await asUser(local.app, null, { method: 'GET', url: '/v2/public/oculusdeeplink' })).json<{
        msgid: string;
      }>();
      const reply = await asUser(local.app, null, {
        method: 'POST',
        url: `/v2/public/oculusdeeplink/${link.msgid}/received`,
        payload: { userId: '1', nonce: 'n' },
      });
      expectMatchesSchema(reply, 'reportDeepLinkReceived', 409);
    } finally {
      await local.close();
    }
  });
});
