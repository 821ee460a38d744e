/**
 * The sidebar's short links for the current metaverse (owner-console.md §2.1; screens.md A2): `/members`,
 * `/events`, `/landmarks`, `/stats`, `/upgrade`, `/plots` and `/supportdocs` lead to the same page under
 * `/domains/{current domain uri}/`.
 */

/** The sections a short link can name, each served at `/{section}`. */
export const SHORT_LINK_SECTIONS = [
  'members',
  'events',
  'landmarks',
  'stats',
  'upgrade',
  'plots',
  'supportdocs',
] as const;

export type ShortLinkSection = (typeof SHORT_LINK_SECTIONS)[number];

/** Where a short link leads for the metaverse `uri`; its query string and fragment are kept. */
export function shortLinkTarget(uri: string, section: ShortLinkSection, search = '', hash = ''): string {
  return `/domains/${encodeURIComponent(uri)}/${section}${search}${hash}`;
}
