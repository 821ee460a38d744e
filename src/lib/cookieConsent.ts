/**
 * The visitor's answer to the cookie banner (localStorage, so it survives reloads). Read by the banner and by the
 * page's boot script, which must know whether the pre-rendered page (banner shown) fits this visitor.
 */
const CONSENT_KEY = 'multiverse.cookieConsent';

/** Whether the visitor accepted the cookie banner on an earlier visit. */
export function cookieConsentGiven(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

/** Remembers that the visitor accepted. */
export function rememberCookieConsent(): void {
  try {
    localStorage.setItem(CONSENT_KEY, 'accepted');
  } catch {
    // Without storage the banner returns on the next visit; nothing else depends on it.
  }
}
