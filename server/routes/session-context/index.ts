/**
 * The signed-in shell's context in one reply (`GET /v2/me/context`): the user, their metaverses, their inventory
 * whether the Members pages show them the developer list and, when asked, the billing-info flag — what the console otherwise read in a chain of calls after sign-in.
 * Each part is the same code its own operation runs (`getUser`, `listDomains`, `getInventory`,
 * `needsBillingInfo`).
 */
import { signedInUser } from '../../plugins/auth.ts';
import { onDeveloperTeam } from '../../plugins/developer-list.ts';
import { userDomains } from '../metaverses/domains.ts';
import { inventoryOf } from '../users/profile.ts';
import type { HandlerMap } from '../types.ts';

export const sessionContextHandlers = {
  async getSessionContext(request) {
    const app = request.server;
    const user = signedInUser(request);
    const [domains, needsBillingInfo] = await Promise.all([
      userDomains(app, user),
      request.query.billing
        ? app.payments.provider.needsBillingInfo(user.id, user.email).catch((error: unknown) => {
            // The console treats an unanswered question as "no": signing in never fails on the provider.
            request.log.warn({ err: error }, 'billing-info question unanswered');
            return false;
          })
        : undefined,
    ]);
    return {
      user,
      domains,
      inventory: inventoryOf(user),
      developerList: onDeveloperTeam(app, user.email),
      ...(needsBillingInfo !== undefined && { needsBillingInfo }),
    };
  },
} satisfies HandlerMap;
