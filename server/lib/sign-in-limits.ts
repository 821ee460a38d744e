/**
 * Sign-in abuse limits, counted in the database (`repos.signInLimits`) so that every server instance shares
 * them:
 * - per client address, whatever the email (password spraying): at most `addressAttempts` sign-ins and
 *   token exchanges per 15 minutes; one that succeeds gives its attempt back, so only failures use them up;
 * - per email, from any address (guessing one account's password): the `emailFailures`-th failure in a row
 *   makes the next attempt wait 30 seconds, each further failure twice as long, at most 15 minutes. It never
 *   locks the account: the wait always ends, and a success, or an hour without attempts, starts it over;
 * - per client address, at most `signupsPerAddress` sign-ups per hour;
 * - a browser with a device cookie of the email (`device-cookies.ts`: it signed in to it before) is limited on
 *   its own instead of by its address and the email's failures elsewhere: the device backs off like an email
 *   does, so a stolen device cookie buys no more guesses, and a spray from the user's network or against
 *   their email does not lock the user out.
 * A refusal is a 429 with the usual text and a Retry-After header. An unknown email costs what a wrong
 * password costs (the identity provider checks a password against a stand-in hash) and counts the same, so
 * neither the answer, its time nor the limits tell which emails have accounts.
 */
import { createHash } from 'node:crypto';
import type { Backoff, SignInLimitsRepository } from '../repositories/sign-in-limits-repository.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/** The configurable limits (`SIGNIN_ADDRESS_LIMIT`, `SIGNIN_EMAIL_FAILURES`, `SIGNUP_ADDRESS_LIMIT`). */
export interface SignInLimitsConfig {
  /** Failed sign-ins and token exchanges allowed per client address per window. */
  addressAttempts: number;
  /** Failures in a row of one email before it must wait. */
  emailFailures: number;
  /** Sign-ups allowed per client address per window. */
  signupsPerAddress: number;
}

/** The window of the per-address sign-in limit. */
export const ADDRESS_WINDOW_MS = 15 * 60_000;
/** The window of the per-address sign-up limit. */
export const SIGNUP_WINDOW_MS = 60 * 60_000;
/** The first wait of an email, and the longest. */
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;
/** An email's count starts again after this long without an attempt. */
export const EMAIL_QUIET_MS = 60 * 60_000;
/** Ended counters are deleted at most this often. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

export interface SignInLimits {
  /**
   * Runs a sign-in with email and password under the address and email limits, or, from a known `device` of
   * the email (a verified device cookie's nonce), under that device's own limit; throws 429 beyond them.
   */
  signIn<T>(address: string, email: string, attempt: () => Promise<T>, device?: string | null): Promise<T>;
  /** Runs an ID-token exchange under the address limit. */
  exchange<T>(address: string, attempt: () => Promise<T>): Promise<T>;
  /** Counts a sign-up from the address; throws 429 beyond the limit. */
  signUp(address: string): Promise<void>;
}

/** The key of a counter: a hash, so the table holds no address or email (other limits count here too). */
export function keyOf(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

function tooManyAttempts(until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(seconds) });
}

/** The limits over their repository, with the server's clock (tests pass their own). */
export function createSignInLimits(
  repo: SignInLimitsRepository,
  config: SignInLimitsConfig,
  now: () => Date = () => new Date(),
): SignInLimits {
  const backoff: Backoff = {
    freeAttempts: config.emailFailures,
    firstWaitSeconds: FIRST_WAIT_SECONDS,
    maxWaitSeconds: MAX_WAIT_SECONDS,
    quietMs: EMAIL_QUIET_MS,
  };
  let lastCleanup = 0;

  /** The time of this attempt; ended counters are cleared on the way now and then. */
  const start = async (): Promise<Date> => {
    const at = now();
    if (at.getTime() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = at.getTime();
      await repo.removeExpired(at);
    }
    return at;
  };

  /** Counts an attempt of the address; throws when the window's attempts are used up. */
  const countAddress = async (address: string, at: Date): Promise<string> => {
    const key = keyOf('sign-in-address', address);
    const counted = await repo.count(key, at, ADDRESS_WINDOW_MS);
    if (counted.attempts > config.addressAttempts) throw tooManyAttempts(counted.resets, at);
    return key;
  };

  return {
    async signIn(address, email, attempt, device) {
      const at = await start();
      if (device) {
        const deviceKey = keyOf('sign-in-device', device);
        const turn = await repo.takeTurn(deviceKey, at, backoff);
        if (!turn.allowed) throw tooManyAttempts(turn.until, at);
        const result = await attempt();
        await repo.clear(deviceKey);
        return result;
      }
      const addressKey = await countAddress(address, at);
      const emailKey = keyOf('sign-in-email', email.trim().toLowerCase());
      const turn = await repo.takeTurn(emailKey, at, backoff);
      if (!turn.allowed) {
        // No password was tried, so the address keeps its attempt.
        await repo.uncount(addressKey, at);
        throw tooManyAttempts(turn.until, at);
      }
      const result = await attempt();
      await repo.uncount(addressKey, at);
      await repo.clear(emailKey);
      return result;
    },

    async exchange(address, attempt) {
      const at = await start();
      const addressKey = await countAddress(address, at);
      const result = await attempt();
      await repo.uncount(addressKey, at);
      return result;
    },

    async signUp(address) {
      const at = await start();
      const counted = await repo.count(keyOf('sign-up-address', address), at, SIGNUP_WINDOW_MS);
      if (counted.attempts > config.signupsPerAddress) throw tooManyAttempts(counted.resets, at);
    },
  };
}
