/**
 * Launching through the headset platform (Meta Quest), against a local stand-in of its server API: links
 * come from the app-link template, and only a report whose user proof nonce the platform vouches for marks
 * a link used and links the headset account.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'stand-in-app-secret';
/** Nonces the stand-in vouches for, by platform user id. */
const VALID = new Map([['555001', 'nonce-of-555001']]);

let platformCalls: URLSearchParams[] = [];
const platform = createServer((req, res) => {
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
const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;

const api = apiTest({
  config: {
    headset: {
      appId: APP_ID,
      appSecret: APP_SECRET,
      deepLinkUrl: 'https://quest.example/app/1234567890?deeplink_message={msgid}&desktop={nonvr}',
      graphUrl: platformUrl,
    },
  },
});
let user: Session;

beforeAll(async () => {
  user = await api.signup();
});
afterAll(async () => {
  await new Promise((resolve) => platform.close(resolve));
});

const issue = async (session: Session | null) =>
  (session
    ? await api.op('getDeepLink', { query: { nonvr: true }, as: session }, 200)
    : await api.op('getPublicDeepLink', { query: { nonvr: false } }, 200)
  ).json;
const report = (msgid: string, body: { userId: string; nonce: string }, status?: number) =>
  api.op('reportDeepLinkReceived', { path: { id: msgid }, body }, status);
const linkStatus = async (msgid: string) =>
  (await api.op('getDeepLinkStatus', { path: { id: msgid } }, 200)).json;
const oculusAccount = async (session: Session) =>
  (await api.op('getUser', { path: { id: session.id }, as: session }, 200)).json.oculusaccount;

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
    const forged = await report(link.msgid, { userId: '555001', nonce: 'made-up' }, 401);
    expect(forged.text).toBe('The headset platform did not confirm this user');
    expect(await linkStatus(link.msgid)).toEqual({ used: false });
    expect(platformCalls[0].get('user_id')).toBe('555001');

    const ok = await report(link.msgid, { userId: '555001', nonce: 'nonce-of-555001' }, 200);
    expect(ok.json).toEqual({ used: true });
    expect(await linkStatus(link.msgid)).toEqual({ used: true });
    expect(await oculusAccount(user)).toBe('555001');

    // Another console user's launch does not take a headset account that is already linked.
    const other = await api.signup();
    const second = await issue(other);
    await report(second.msgid, { userId: '555001', nonce: 'nonce-of-555001' }, 200);
    expect(await oculusAccount(other)).toBeUndefined();
  });

  it("does not let the local provider's open page mark a platform link used", async () => {
    const link = await issue(null);
    await api.op('openHeadsetLink', { path: { id: link.msgid } }, 404);
    expect(await linkStatus(link.msgid)).toEqual({ used: false });
  });

  it('refuses bad reports: unknown link, bad body, platform down', async () => {
    await report('no-such-link', { userId: '555001', nonce: 'nonce-of-555001' }, 404);
    const link = await issue(null);
    for (const invalidBody of [
      { userId: 'abc', nonce: 'x' },
      { userId: '1' },
      { userId: '1', nonce: 'x', extra: 1 },
    ])
      await api.op('reportDeepLinkReceived', { path: { id: link.msgid }, invalidBody }, 400);
    await new Promise((resolve) => platform.close(resolve));
    const down = await report(link.msgid, { userId: '555001', nonce: 'nonce-of-555001' }, 502);
    expect(down.text).toBe('The headset platform did not answer');
    expect(await linkStatus(link.msgid)).toEqual({ used: false });
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
  const local = apiTest({ build: { seed: 'none' } });

  it('answers 409 to a report for one of its links', async () => {
    const link = (await local.op('getPublicDeepLink', {}, 200)).json;
    await local.op(
      'reportDeepLinkReceived',
      { path: { id: link.msgid }, body: { userId: '1', nonce: 'n' } },
      409,
    );
  });
});
