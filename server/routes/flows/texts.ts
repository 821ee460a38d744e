/** Texts of the invite, merge, link and terms calls (single-target-and-flows.md §4, §8). */
import { COMMON_TEXTS } from '../../../common/texts.ts';

export const FLOW_TEXTS = {
  inviteInvalid: 'This invite link is not valid: it may have been mistyped, already used or revoked',
  inviteBlocked: 'You have been removed from this metaverse and cannot rejoin it through an invite',
  memberLimit: COMMON_TEXTS.memberLimit,
  sessionGone: 'Your session has ended; please sign in again',
} as const;
