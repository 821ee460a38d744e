/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in
 * successfully gets a cookie naming the email it signed in, signed by the server. Sent back with a sign-in of
 * that email, it marks a device known to be the user's, which is limited on its own rather than by its
 * address or by the email's failures elsewhere, so a password spray from the user's network (or against
 * their email) does not lock the user out. The value is `<nonce>.<signature>`: the email is in the
 * signature, not in the cookie, so the cookie tells no one which account it is for.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name and lifetime (it is sent back to the local provider's sign-in only). */
export const DEVICE_COOKIE = 'mv_device';
export const DEVICE_COOKIE_MAX_AGE = 180 * 86_400;

const NONCE = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceCookies {
  /** A new device cookie value for a successful sign-in of `email`. */
  issue(email: string): string;
  /** The device (its nonce) a cookie value names when it is genuine and for `email`, else null. */
  deviceOf(value: string | undefined, email: string): string | null;
}

/** Device cookies signed with `key` (derived from the session secret). */
export function createDeviceCookies(key: Uint8Array): DeviceCookies {
  const sign = (nonce: string, email: string) =>
    createHmac('sha256', key).update(`${nonce}:${email.trim().toLowerCase()}`).digest('base64url');
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce, email)}`;
    },
    deviceOf(value, email) {
      const [nonce, signature, ...rest] = (value ?? '').split('.');
      if (rest.length > 0 || !NONCE.test(nonce ?? '') || !signature) return null;
      const expected = Buffer.from(sign(nonce, email));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}
