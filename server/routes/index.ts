/** Every handler of the contract, by operationId, grouped by the spec's areas (one folder each). */
import { adminAreaHandlers } from './admin/index.ts';
import { advertsHandlers } from './adverts/index.ts';
import { agentAdminHandlers } from './agents/admin.ts';
import { agentAdminViewHandlers } from './agents/admin-views.ts';
import { agentModuleHandlers } from './agents/modules.ts';
import { agentsHandlers } from './agents/index.ts';
import { contactHandlers } from './contact/index.ts';
import { contentAreaHandlers } from './content/index.ts';
import { developerMembersHandlers } from './developer-members/index.ts';
import { drivesHandlers } from './drives/index.ts';
import { entitiesHandlers } from './entities/index.ts';
import { flowAreaHandlers } from './flows/index.ts';
import { homeOffersHandlers } from './home-offers/index.ts';
import { launchHandlers } from './launch/index.ts';
import { liveMapHandlers } from './live-map/index.ts';
import { liveMapPositionHandlers } from './live-map/positions.ts';
import { metaverseAreaHandlers } from './metaverses/index.ts';
import { mvbotsAreaHandlers } from './mvbots/index.ts';
import { paymentsHandlers } from './payments/index.ts';
import { redeemCodeHandlers } from './redeem-codes/index.ts';
import { sessionHandlers } from './session/index.ts';
import { sessionContextHandlers } from './session-context/index.ts';
import { staticHandlers } from './static/index.ts';
import { streamingHandlers } from './streaming/index.ts';
import { targetsHandlers } from './targets/index.ts';
import { targetPromotionHandlers } from './target-promotion/index.ts';
import { targetStylesHandlers } from './target-styles/index.ts';
import type { HandlerMap } from './types.ts';
import { userAreaHandlers } from './users/index.ts';

/** The union of the area maps; an operationId defined twice is a start-up error. */
export function allHandlers(): HandlerMap {
  const areas: HandlerMap[] = [
    sessionHandlers,
    sessionContextHandlers,
    ...userAreaHandlers,
    entitiesHandlers,
    targetsHandlers,
    targetPromotionHandlers,
    homeOffersHandlers,
    targetStylesHandlers,
    ...metaverseAreaHandlers,
    paymentsHandlers,
    ...adminAreaHandlers,
    staticHandlers,
    launchHandlers,
    contactHandlers,
    drivesHandlers,
    ...contentAreaHandlers,
    advertsHandlers,
    agentsHandlers,
    agentAdminHandlers,
    agentAdminViewHandlers,
    agentModuleHandlers,
    ...flowAreaHandlers,
    redeemCodeHandlers,
    streamingHandlers,
    liveMapHandlers,
    liveMapPositionHandlers,
    ...mvbotsAreaHandlers,
    developerMembersHandlers,
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
