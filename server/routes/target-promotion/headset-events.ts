/** The headset-platform event id lookup: the platform when configured, else the local provider's events. */
import type { FastifyInstance } from 'fastify';
import type { HeadsetPlatformEvent } from '../../providers/headset/index.ts';

export async function findHeadsetEvent(
  app: FastifyInstance,
  oculusid: string,
): Promise<HeadsetPlatformEvent | null> {
  if (app.headset.findEvent) return app.headset.findEvent(oculusid);
  const row = await app.repos.headsetEvents.find(oculusid);
  return (
    row && {
      oculusid: row.oculusid,
      title: row.title,
      start: row.start_ts.toISOString(),
      end: row.end_ts.toISOString(),
      subscribers: Number(row.subscribers),
    }
  );
}
