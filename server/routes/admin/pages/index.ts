/**
 * The staff pages beyond the generic collections (staff-and-agents.md §2.4, §2.7, §2.8, §2.12): approvals,
 * featured items, build gating, marketing export, headset-platform events, dashboard counts and escrows.
 */
import { approvalsHandlers } from './approvals.ts';
import { featuredHandlers } from './featured.ts';
import { miscHandlers } from './misc.ts';
import type { HandlerMap } from '../../types.ts';

export const adminPagesHandlers: HandlerMap = {
  ...approvalsHandlers,
  ...featuredHandlers,
  ...miscHandlers,
};
