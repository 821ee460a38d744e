/** The terms gate's answer (single-target-and-flows.md §2 terms gate, §5, §6). */
import { signedInUser } from '../../plugins/auth.ts';
import { unauthorized } from '../../lib/http-error.ts';
import type { HandlerMap } from '../types.ts';
import { FLOW_TEXTS as T } from './texts.ts';

export const termsHandlers = {
  async setTermsAndConditions(request) {
    const user = signedInUser(request);
    const updated = await request.server.repos.users.update(user.id, {
      acceptedtandcs: request.body.acceptedtandcs,
      receiveupdates: request.body.receiveupdates,
    });
    if (!updated) throw unauthorized(T.sessionGone);
    return updated;
  },
} satisfies HandlerMap;
