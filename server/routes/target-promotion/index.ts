/**
 * The manage page's headset promotion and location approval calls (single-target-and-flows.md §4, §5, §7): the
 * headset-platform event id lookup for staff linking an event, a location's headset destination, and a
 * storefront's request for approval, which
 * the staff approvals page decides (it lists locations whose `approval` is pending, and writes approved or
 * unapproved with the approval message).
 */
import { approvalRequestProblem, PROMOTION_TEXTS } from '../../../common/promotionRules.ts';
import { grantedDomain } from '../../authz/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { patchEntity, writableEntity } from '../targets/index.ts';
import type { HandlerMap } from '../types.ts';
import { findHeadsetEvent } from './headset-events.ts';

export const targetPromotionHandlers = {
  async getOculusEvent(request) {
    const found = await findHeadsetEvent(request.server, request.params.id);
    if (!found) throw notFound(PROMOTION_TEXTS.eventNotFound);
    return found;
  },

  /** The destination's API name is the metaverse's headset destination, set on its manage page. */
  async getLocationHeadsetDestination(request) {
    const { domain } = grantedDomain(request);
    const location = await request.server.repos.domains.findEntity(
      domain.id,
      'locations',
      request.params.location,
    );
    if (!location) throw notFound(MESSAGES.entityNotFound);
    const api = domain.oculusdestination?.trim();
    if (!api) throw notFound(MESSAGES.noHeadsetDestination);
    return { name: location.nickname || location.name || location.id, api };
  },

  async requestLocationApproval(request) {
    const { access, entity } = await writableEntity(request, 'locations', request.params.location);
    const problem = approvalRequestProblem({
      template: typeof entity.template === 'string' ? entity.template : undefined,
      approval: typeof entity.approval === 'string' ? entity.approval : undefined,
    });
    if (problem) throw badRequest(PROMOTION_TEXTS[problem]);
    const updated = await patchEntity(request, access, 'locations', entity, { approval: 'pending' });
    return { ...updated, name: updated.name ?? updated.id };
  },
} satisfies HandlerMap;
