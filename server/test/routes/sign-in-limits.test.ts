/**
 * The sign-in abuse limits: per client address whatever the email (password spraying), per email from any
 * address with a growing wait that always ends, and sign-ups per address. The clock is the test's own, so
 * windows and waits pass without waiting; addresses come through X-Forwarded-For, as one trusted proxy in
 * front of the server writes it.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import {
  ADDRESS_WINDOW_MS,
  FIRST_WAIT_SECONDS,
  MAX_WAIT_SECONDS,
  SIGNUP_WINDOW_MS,
} from '../../lib/sign-in-limits.ts';
import { apiTest } from '../api-test.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

let now = new Date('2025-03-01T09:00:00Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const api = apiTest({
  config: {
    trustProxy: 1,
    signInLimits: { addressAttempts: 3, emailFailures: 3, signupsPerAddress: 2 },
  },
  build: { now: () => now },
});

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

const signIn = (address: string, email: string, password: string, status: number) =>
  api.op('identityLogin', { body: { email, password }, headers: { 'x-forwarded-for': address } }, status);

/** Asserts a refusal: status 429, the usual text, and how many seconds to wait. */
function expectTooMany(reply: { text: string; headers: Record<string, unknown> }, seconds: number) {
  expect(reply.text).toBe(MESSAGES.tooManyAttempts);
  expect(reply.headers['retry-after']).toBe(String(seconds));
}

describe('per client address, whatever the email', () => {
  it('refuses one address spraying a password over many emails once its attempts are used up', async () => {
    const sprayer = newAddress();
    for (const email of ['a@example.test', 'b@example.test', 'owner@demo.test'])
      await signIn(sprayer, email, 'Summer2025!', 401);
    const refused = await signIn(sprayer, 'c@example.test', 'Summer2025!', 429);
    expectTooMany(refused, ADDRESS_WINDOW_MS / 1000);
    // Even the right password waits: the address is out of attempts, whoever it is.
    await signIn(sprayer, 'member@demo.test', DEMO_PASSWORD, 429);
    // Other addresses are not held up.
    await signIn(newAddress(), 'c@example.test', 'Summer2025!', 401);
    // The next window starts afresh.
    later(ADDRESS_WINDOW_MS);
    await signIn(sprayer, 'c@example.test', 'Summer2025!', 401);
  });

  it('uses up attempts only with failures: an office of people signing in is never refused', async () => {
    const office = newAddress();
    for (let i = 0; i < 5; i += 1) await signIn(office, 'host@demo.test', DEMO_PASSWORD, 200);
  });

  it('counts failed ID-token exchanges too', async () => {
    const address = newAddress();
    const exchange = (status: number) =>
      api.op(
        'auth0Login',
        { body: { auth0token: 'not-a-token' }, headers: { 'x-forwarded-for': address } },
        status,
      );
    for (let i = 0; i < 3; i += 1) await exchange(401);
    expectTooMany(await exchange(429), ADDRESS_WINDOW_MS / 1000);
  });
});

describe('per email, from any address', () => {
  it('makes an email wait after repeated failures, twice as long each time up to 15 minutes, and lets it in after', async () => {
    const email = 'manager@demo.test';
    // Three failures from three addresses: no address reaches its own limit.
    for (let i = 0; i < 3; i += 1) await signIn(newAddress(), email, 'wrong-password', 401);
    // The third failure made the next attempt wait, whatever the address and even with the right password.
    expectTooMany(await signIn(newAddress(), email, DEMO_PASSWORD, 429), FIRST_WAIT_SECONDS);
    let wait = FIRST_WAIT_SECONDS;
    const waits: number[] = [];
    while (wait < MAX_WAIT_SECONDS) {
      later(wait * 1000);
      await signIn(newAddress(), email, 'wrong-password', 401);
      const refused = await signIn(newAddress(), email, 'wrong-password', 429);
      wait = Number(refused.headers['retry-after']);
      waits.push(wait);
    }
    expect(waits).toEqual([60, 120, 240, 480, MAX_WAIT_SECONDS]);
    // Never longer than the cap, and never a lockout: after the wait, the right password gets in.
    later(MAX_WAIT_SECONDS * 1000);
    await signIn(newAddress(), email, 'wrong-password', 401);
    expectTooMany(await signIn(newAddress(), email, 'wrong-password', 429), MAX_WAIT_SECONDS);
    later(MAX_WAIT_SECONDS * 1000);
    await signIn(newAddress(), email, DEMO_PASSWORD, 200);
    // A success starts the count over.
    await signIn(newAddress(), email, 'wrong-password', 401);
    await signIn(newAddress(), email, DEMO_PASSWORD, 200);
  });

  it('treats an unknown email exactly like a wrong password', async () => {
    const unknown = 'nobody-here@example.test';
    const known = 'tester@demo.test';
    for (let i = 0; i < 3; i += 1) {
      const [a, b] = [
        await signIn(newAddress(), unknown, 'wrong-password', 401),
        await signIn(newAddress(), known, 'wrong-password', 401),
      ];
      expect(a.text).toBe(MESSAGES.wrongCredentials);
      expect(b.text).toBe(a.text);
    }
    const [a, b] = [
      await signIn(newAddress(), unknown, 'wrong-password', 429),
      await signIn(newAddress(), known, 'wrong-password', 429),
    ];
    expect(b.text).toBe(a.text);
    expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
  });

  it('matches the email however it is written', async () => {
    for (const email of ['Gamer@demo.test', 'gamer@DEMO.test', 'gamer@demo.test'])
      await signIn(newAddress(), email, 'wrong-password', 401);
    await signIn(newAddress(), 'GAMER@demo.test', DEMO_PASSWORD, 429);
  });
});

describe('device cookies: a browser that signed in before', () => {
  /** A sign-in from `address`, with the device cookie `device` when given. */
  const signInFrom = (address: string, email: string, password: string, status: number, device?: string) =>
    api.op(
      'identityLogin',
      {
        body: { email, password },
        headers: { 'x-forwarded-for': address, ...(device && { cookie: `mv_device=${device}` }) },
      },
      status,
    );
  /** The device cookie a successful sign-in sets, with its attributes checked. */
  const deviceCookie = (reply: { headers: Record<string, unknown> }): string => {
    const header = String(reply.headers['set-cookie']);
    expect(header).toMatch(
      /^mv_device=[^;]+; Max-Age=15552000; Path=\/v2\/public\/identity\/login; HttpOnly; SameSite=Lax$/,
    );
    return decodeURIComponent(/^mv_device=([^;]+)/.exec(header)![1]);
  };
  /** Uses up an address's attempts with a spray over other emails. */
  const spray = async (address: string) => {
    for (let i = 0; i < 3; i += 1) await signIn(address, `sprayed-${i}@example.test`, 'Summer2025!', 401);
    await signIn(address, 'sprayed-x@example.test', 'Summer2025!', 429);
  };

  it('passes the limit of an address a spray used up; without the cookie the right password waits', async () => {
    const office = newAddress();
    const device = deviceCookie(await signInFrom(office, 'developer@demo.test', DEMO_PASSWORD, 200));
    await spray(office);
    await signInFrom(office, 'developer@demo.test', DEMO_PASSWORD, 429);
    const welcome = await signInFrom(office, 'developer@demo.test', DEMO_PASSWORD, 200, device);
    // Each success gives a fresh cookie.
    expect(deviceCookie(welcome)).not.toBe(device);
  });

  it('is good only for the email it signed in, and only as the server signed it', async () => {
    const office = newAddress();
    const device = deviceCookie(await signInFrom(office, 'social@demo.test', DEMO_PASSWORD, 200));
    await spray(office);
    await signInFrom(office, 'gamer@demo.test', DEMO_PASSWORD, 429, device);
    const [nonce, signature] = device.split('.');
    await signInFrom(office, 'social@demo.test', DEMO_PASSWORD, 429, `${nonce}.${signature.slice(1)}A`);
    await signInFrom(office, 'social@demo.test', DEMO_PASSWORD, 429, `${'B'.repeat(22)}.${signature}`);
  });

  it('is limited itself: failures with it make it wait, as an email waits', async () => {
    const device = deviceCookie(await signInFrom(newAddress(), 'pastdue@demo.test', DEMO_PASSWORD, 200));
    for (let i = 0; i < 3; i += 1)
      await signInFrom(newAddress(), 'pastdue@demo.test', 'wrong-password', 401, device);
    expectTooMany(
      await signInFrom(newAddress(), 'pastdue@demo.test', DEMO_PASSWORD, 429, device),
      FIRST_WAIT_SECONDS,
    );
    later(FIRST_WAIT_SECONDS * 1000);
    await signInFrom(newAddress(), 'pastdue@demo.test', DEMO_PASSWORD, 200, device);
  });
});

describe('sign-ups per client address', () => {
  const signUp = (address: string, status: number) =>
    api.op(
      'identitySignup',
      {
        body: { email: `new-${randomBytes(4).toString('hex')}@example.test`, password: 'a-long-password' },
        headers: { 'x-forwarded-for': address },
      },
      status,
    );

  it('refuses an address more sign-ups than the limit in an hour', async () => {
    const address = newAddress();
    await signUp(address, 200);
    await signUp(address, 200);
    expectTooMany(await signUp(address, 429), SIGNUP_WINDOW_MS / 1000);
    await signUp(newAddress(), 200);
    later(SIGNUP_WINDOW_MS);
    await signUp(address, 200);
  });
});

describe('client addresses behind trusted proxies', () => {
  it('with one trusted hop, counts the address the proxy saw, whatever the client wrote to its left', async () => {
    const client = newAddress();
    for (let i = 0; i < 3; i += 1)
      await signIn(`203.0.113.${i}, ${client}`, `sprayed-${i}@example.test`, 'Summer2025!', 401);
    const refused = await signIn(`203.0.113.77, ${client}`, 'other@example.test', 'Summer2025!', 429);
    expectTooMany(refused, ADDRESS_WINDOW_MS / 1000);
    // A client writing several forged entries is counted the same.
    await signIn(`10.1.1.1, 10.2.2.2, ${client}`, 'other@example.test', 'Summer2025!', 429);
  });

  const listed = apiTest({
    // The test's requests come from 127.0.0.1: the one proxy named here.
    config: {
      trustProxy: ['127.0.0.1'],
      signInLimits: { addressAttempts: 2, emailFailures: 50, signupsPerAddress: 2 },
    },
    build: { now: () => now },
  });

  it('with the proxies named, skips only their entries', async () => {
    const client = newAddress();
    const attempt = (forged: string, status: number) =>
      listed.op(
        'identityLogin',
        {
          body: { email: `listed-${forged}@example.test`, password: 'Summer2025!' },
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
        },
        status,
      );
    await attempt('203.0.113.1', 401);
    await attempt('203.0.113.2', 401);
    await attempt('203.0.113.3', 429);
  });
});
