/** Metaverses (owner-console.md, single-target-and-flows.md): domains, their stats, members and plans. */
import type { HandlerMap } from '../types.ts';
import { domainStatsHandlers } from './domain-stats.ts';
import { domainsHandlers } from './domains.ts';
import { membersHandlers } from './members.ts';
import { metaversesHandlers } from './metaverses.ts';

/** The handler maps of the area (kept apart so an operation defined twice is still found). */
export const metaverseAreaHandlers: HandlerMap[] = [
  domainsHandlers,
  domainStatsHandlers,
  metaversesHandlers,
  membersHandlers,
];
