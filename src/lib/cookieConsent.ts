/**
 * The visitor's answer to the cookie banner, kept in a cookie so the server knows it before any script runs (it
 * paints a signed-in page's frame with or without the banner). Read by the banner and by the page's boot script,
 * which must know whether the pre-rendered page (banner shown) fits this visitor. An answer an earlier version kept
 * in localStorage still counts, and is moved into the cookie when read.
 */
import { CONSENT_ACCEPTED } from '../../common/cookies';
import { readChoiceCookie, writeChoiceCookie } from './cookieJar';

const LEGACY_KEY = 'multiverse.cookieConsent';

function acceptedEarlier(): boolean {
  try {
    return localStorage.getItem(LEGACY_KEY) === CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** Whether the visitor accepted the cookie banner on an earlier visit. */
export function cookieConsentGiven(): boolean {
  if (readChoiceCookie('consent') === CONSENT_ACCEPTED) return true;
  if (!acceptedEarlier()) return false;
  writeChoiceCookie('consent', CONSENT_ACCEPTED);
  return true;
}

/** Remembers that the visitor accepted. */
export function rememberCookieConsent(): void {
  writeChoiceCookie('consent', CONSENT_ACCEPTED);
}
