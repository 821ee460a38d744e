/**
 * The staff record pages beyond the generic document (staff-and-agents.md §2.3, §2.5, §2.9): domain,
 * location, plot, building, voice request, autotest and child product operations, and the pickers' lookups.
 */
import { adminRecordsAutotestHandlers } from './autotests.ts';
import { adminRecordsChildProductHandlers } from './child-products.ts';
import { adminRecordsDomainHandlers } from './domains.ts';
import { adminRecordsLocationHandlers } from './locations.ts';
import { adminRecordsUserLookupHandlers } from './user-lookup.ts';
import { adminRecordsVoiceRequestHandlers } from './voice-requests.ts';
import { adminRecordsWorldHandlers } from './world.ts';
import type { HandlerMap } from '../../types.ts';

export const adminRecordsHandlers: HandlerMap = {
  ...adminRecordsDomainHandlers,
  ...adminRecordsLocationHandlers,
  ...adminRecordsWorldHandlers,
  ...adminRecordsVoiceRequestHandlers,
  ...adminRecordsAutotestHandlers,
  ...adminRecordsChildProductHandlers,
  ...adminRecordsUserLookupHandlers,
};
