/**
 * The staff pages beyond the generic collections (staff-and-agents.md §2.4, §2.7, §2.8, §2.12): approvals,
 * featured items, build gating, marketing export, headset-platform events, dashboard counts and escrows.
 */
import { approvalsHandlers } from './approvals.ts';
import { buildHandlers } from './build.ts';
import { countsHandlers } from './counts.ts';
import { escrowsHandlers } from './escrows.ts';
import { featuredHandlers } from './featured.ts';
import { headsetEventsHandlers } from './headset-events.ts';
import { marketingHandlers } from './marketing.ts';
import type { HandlerMap } from '../../types.ts';

export const adminPagesHandlers: HandlerMap = {
  ...approvalsHandlers,
  ...featuredHandlers,
  ...buildHandlers,
  ...marketingHandlers,
  ...headsetEventsHandlers,
  ...countsHandlers,
  ...escrowsHandlers,
};
