/** Player positions from the VR servers, sent on to every live map (staff-and-agents.md §7 "Live map"). */
import { LIVEMAP_CHANNEL } from '../../../common/realtime.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { HandlerMap } from '../types.ts';

export const POSITION_TEXTS = {
  wrongKey: 'The ingest key is missing or wrong.',
} as const;

export const liveMapPositionHandlers = {
  async ingestLivePositions(request) {
    const key = request.headers['x-ingest-key'];
    if (typeof key !== 'string' || !request.server.realtime.isIngestKey(key)) {
      throw forbidden(POSITION_TEXTS.wrongKey);
    }
    await request.server.realtime.publish(LIVEMAP_CHANNEL, request.body.positions);
    return { accepted: request.body.positions.length };
  },
} satisfies HandlerMap;
