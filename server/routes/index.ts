/** Every handler of the contract, by operationId, grouped by the spec's areas. */
import { adminHandlers } from './admin.ts';
import { domainsHandlers } from './domains.ts';
import { RATE_LIMITED_OPERATIONS, sessionHandlers } from './session.ts';
import { staticHandlers } from './static.ts';
import type { HandlerMap } from './types.ts';
import { usersHandlers } from './users.ts';

export { RATE_LIMITED_OPERATIONS };

/** The union of the area maps; an operationId defined twice is a start-up error. */
export function allHandlers(): HandlerMap {
  const areas: HandlerMap[] = [
    sessionHandlers,
    usersHandlers,
    domainsHandlers,
    adminHandlers,
    staticHandlers,
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
