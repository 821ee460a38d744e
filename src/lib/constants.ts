/**
 * Constants the console sends or shows that are not rules of their own.
 */

/** Sent with the token exchange (owner-console.md §7: build, buildnumber, productname). */
export const CLIENT_BUILD = {
  build: 'web-console',
  buildnumber: 1,
  productname: 'multiverse',
} as const;

/** The UK company named in the footer (owner-console.md §1). */
export const COMPANY_NAME = 'Multiverse Technologies Ltd';

/** localStorage key of the remembered current domain. */
export const CURRENT_DOMAIN_KEY = 'multiverse.currentDomain';
