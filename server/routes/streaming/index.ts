/**
 * Streaming to VR (single-target-and-flows.md §2 Stream page, §6, §7): the publish configuration of the
 * signed-in user's one stream. The contract declares who may call it: the stream permission ("stream
 * permission missing" otherwise) and, for a stream that belongs to a metaverse, one the caller may see; such a
 * stream also needs a plan that can stream. The signalling is a WebSocket (`server/plugins/streaming.ts`).
 */
import { randomBytes } from 'node:crypto';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { grantedDomainIfNamed } from '../../authz/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { currentSessionId, signedInUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { capabilities } from '../metaverses/access.ts';
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
    const named = grantedDomainIfNamed(request);
    if (named && !capabilities(named.domain, new Date()).canStream)
      throw forbidden(STREAMING_TEXTS.planCannotStream);
    const streamId = await request.server.repos.streams.streamIdOf(user.id, newStreamId());
    return request.server.streaming.provider.publishConfig(
      streamId,
      publicOrigin(request),
      currentSessionId(request),
    );
  },
} satisfies HandlerMap;
