/** The staff area (staff-and-agents.md): collections, records, users, stats, export, saved searches, pages,
 * mission event tools, building-world regeneration. */
import type { HandlerMap } from '../types.ts';
import { adminHandlers } from './collections/index.ts';
import { adminExportHandlers } from './export/index.ts';
import { adminMissionsHandlers } from './missions/index.ts';
import { missionEventHandlers } from './mission-events/index.ts';
import { adminPagesHandlers } from './pages/index.ts';
import { adminBulkWriteHandlers } from './records/bulk-write.ts';
import { adminDocumentsWriteHandlers } from './records/documents-write.ts';
import { adminRecordsHandlers } from './records/index.ts';
import { regenerationHandlers } from './regeneration/index.ts';
import { savedSearchHandlers } from './saved-searches/index.ts';
import { adminStatsHandlers } from './stats/index.ts';
import { adminUsersHandlers } from './users/index.ts';

/** The handler maps of the area (kept apart so an operation defined twice is still found). */
export const adminAreaHandlers: HandlerMap[] = [
  adminHandlers,
  adminRecordsHandlers,
  adminDocumentsWriteHandlers,
  adminBulkWriteHandlers,
  adminUsersHandlers,
  adminStatsHandlers,
  adminExportHandlers,
  savedSearchHandlers,
  adminPagesHandlers,
  adminMissionsHandlers,
  missionEventHandlers,
  regenerationHandlers,
];
