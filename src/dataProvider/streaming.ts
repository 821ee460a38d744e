/** Typed custom methods of the stream page (single-target-and-flows.md §2 Stream page, §7). */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

export type StreamPublishConfig = components['schemas']['StreamPublishConfig'];

export const streamingMethods = {
  /** The signed-in user's publish configuration; the page shows a refusal itself. */
  getStreamPublishConfig(domain?: string, { signal }: Signal = {}): Promise<StreamPublishConfig> {
    return data(
      api.GET('/v2/stream/camera/publishconfig', {
        params: { query: domain === undefined ? {} : { domain } },
        headers: hideErrors,
        signal,
      }),
    );
  },
};
