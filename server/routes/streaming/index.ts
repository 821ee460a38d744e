/**
 * Streaming to VR (single-target-and-flows.md §2 Stream page, §6, §7): the publish configuration of the
 * signed-in user's one stream. The stream permission is needed ("stream permission missing" otherwise); a
 * stream that belongs to a metaverse also needs a plan that can stream. The signalling is a WebSocket
 * (`server/plugins/streaming.ts`).
 */
import { randomBytes } from 'node:crypto';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { hasPermission } from '../../authz/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { currentSessionId, signedInUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { capabilities } from '../metaverses/access.ts';
import { visibleDomain } from '../metaverses/domains.ts';
import type { HandlerMap } from '../types.ts';

export const STREAMING_TEXTS = {
  permissionMissing: COMMON_TEXTS.streamPermissionMissing,
  planCannotStream: "This metaverse's plan does not include streaming. Upgrade it to stream to VR.",
} as const;

/** A new stream id: 16 random bytes, URL-safe. */
function newStreamId(): string {
  return randomBytes(16).toString('base64url');
}

export const streamingHandlers = {
  async getStreamPublishConfig(request) {
    const user = signedInUser(request);
    if (!hasPermission(user, 'stream') && !hasPermission(user, 'superuser'))
      throw forbidden(STREAMING_TEXTS.permissionMissing);
    if (request.query.domain !== undefined) {
      const { domain } = await visibleDomain(request.server, user, request.query.domain);
      if (!capabilities(domain, new Date()).canStream) throw forbidden(STREAMING_TEXTS.planCannotStream);
    }
    const streamId = await request.server.repos.streams.streamIdOf(user.id, newStreamId());
    return request.server.streaming.provider.publishConfig(
      streamId,
      publicOrigin(request),
      currentSessionId(request),
    );
  },
} satisfies HandlerMap;
