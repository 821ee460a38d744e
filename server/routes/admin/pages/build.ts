/** Build gating (staff-and-agents.md §2.4): the build numbers below which the headset app warns or refuses. */
import { badRequest } from '../../../lib/http-error.ts';
import { createRepositories } from '../../../repositories/index.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';

type BuildConfig = ReplyBody<'getBuildConfig'>;

/** Until staff save numbers, no build is warned or refused. */
export const DEFAULT_BUILD: BuildConfig = { warnbuildnumber: 0, failbuildnumber: 0 };

export const buildHandlers = {
  async getBuildConfig(request) {
    return (await request.server.repos.settings.read<BuildConfig>('build')) ?? DEFAULT_BUILD;
  },

  async setBuildConfig(request) {
    const actor = signedInUser(request);
    const next = {
      warnbuildnumber: request.body.warnbuildnumber,
      failbuildnumber: request.body.failbuildnumber,
    };
    if (next.failbuildnumber > next.warnbuildnumber) throw badRequest(TEXT.buildOrder);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = (await repos.settings.read<BuildConfig>('build')) ?? DEFAULT_BUILD;
      await repos.settings.write('build', next);
      await repos.audit.record({
        actorId: actor.id,
        action: 'build.save',
        collection: 'build',
        targetId: 'build',
        before,
        after: next,
      });
      return next;
    });
  },
} satisfies HandlerMap;
