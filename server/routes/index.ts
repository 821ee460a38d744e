/** Every handler of the contract, by operationId, grouped by the spec's areas. */
import { adminHandlers } from './admin.ts';
import { adminDocumentsWriteHandlers } from './admin-documents-write.ts';
import { adminRecordsHandlers } from './admin-records.ts';
import { adminUsersHandlers } from './admin-users.ts';
import { adminExportHandlers } from './admin-export.ts';
import { adminStatsHandlers } from './admin-stats.ts';
import { adminPagesHandlers } from './admin-pages.ts';
import { contactHandlers } from './contact.ts';
import { contentHandlers } from './content.ts';
import { contentVideoHandlers } from './content-video.ts';
import { drivesHandlers } from './drives.ts';
import { launchHandlers } from './launch.ts';
import { mergeHandlers } from './merge.ts';
import { domainsHandlers } from './domains.ts';
import { domainStatsHandlers } from './domain-stats.ts';
import { entitiesHandlers } from './entities.ts';
import { membersHandlers } from './members.ts';
import { metaversesHandlers } from './metaverses.ts';
import { paymentsHandlers } from './payments.ts';
import { RATE_LIMITED_OPERATIONS, sessionHandlers } from './session.ts';
import { savedSearchHandlers } from './saved-searches.ts';
import { staticHandlers } from './static.ts';
import type { HandlerMap } from './types.ts';
import { usersHandlers } from './users.ts';

export { RATE_LIMITED_OPERATIONS };

/** The union of the area maps; an operationId defined twice is a start-up error. */
export function allHandlers(): HandlerMap {
  const areas: HandlerMap[] = [
    sessionHandlers,
    usersHandlers,
    entitiesHandlers,
    domainsHandlers,
    domainStatsHandlers,
    metaversesHandlers,
    membersHandlers,
    paymentsHandlers,
    adminHandlers,
    adminRecordsHandlers,
    adminUsersHandlers,
    adminStatsHandlers,
    adminExportHandlers,
    savedSearchHandlers,
    adminPagesHandlers,
    staticHandlers,
    launchHandlers,
    contactHandlers,
    mergeHandlers,
    drivesHandlers,
    contentHandlers,
    contentVideoHandlers,
    adminDocumentsWriteHandlers,
  ];
  const merged: HandlerMap = {};
  for (const area of areas) {
    for (const id of Object.keys(area)) {
      if (id in merged) throw new Error(`Two handlers for operation ${id}`);
    }
    Object.assign(merged, area);
  }
  return merged;
}
