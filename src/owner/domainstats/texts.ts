/** Domain stats page texts (single-target-and-flows.md "Domain stats page (developers)"; screens.md B10). */
import { COMMON_TEXTS } from '../../../common/texts';

export const DOMAIN_STATS_TEXTS = {
  title: 'Stats',
  intro: (uri: string) => `Sessions players spent in the locations of ${uri}, newest first.`,
  tableLabel: 'Sessions',
  date: 'Date',
  user: 'User',
  location: 'Location',
  room: 'Room',
  release: (name: string) => `Release: ${name}`,
  /** On a phone, the Location and Room columns' lines under the user. */
  inLocation: (nickname: string) => `Location: ${nickname}`,
  inRoom: (nickname: string, release: string) => `Room: ${nickname} (${release})`,
  none: 'No sessions have been recorded in this metaverse yet.',
  error: 'The stats could not be loaded.',
  loading: 'Loading...',
  developersOnly: COMMON_TEXTS.developersOnly,
  perPage: 'Sessions per page',
  pager: 'Session pages',
} as const;
