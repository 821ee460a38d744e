/** Headset-platform events (staff-and-agents.md §2.12) with the metaverse events linked to them. */
import type { HandlerMap } from '../../types.ts';

export const headsetEventsHandlers = {
  async listOculusEvents(request) {
    const rows = await request.server.repos.headsetEvents.listWithLinkedEvents();
    return {
      documents: rows.map((row) => ({
        oculusid: row.oculusid,
        title: row.title,
        start: row.start_ts.toISOString(),
        end: row.end_ts.toISOString(),
        published: row.published,
        subscribers: Number(row.subscribers),
        event_entities: row.event_entities,
      })),
    };
  },
} satisfies HandlerMap;
