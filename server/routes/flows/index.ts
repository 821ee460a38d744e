/** The flows around a single target (single-target-and-flows.md §4): invites, merging, linking and the terms gate. */
import type { HandlerMap } from '../types.ts';
import { inviteHandlers } from './invite.ts';
import { accountMergeHandlers } from './merge.ts';
import { termsHandlers } from './terms.ts';

/** The handler maps of the area. */
export const flowAreaHandlers: HandlerMap[] = [termsHandlers, inviteHandlers, accountMergeHandlers];
