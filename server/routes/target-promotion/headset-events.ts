/** The headset-platform event id lookup: the platform when configured, else the local provider's events. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { HeadsetPlatformError, type HeadsetPlatformEvent } from '../../providers/headset/index.ts';

/** The event, or null when there is none; a platform that cannot be asked is a 502 in our words. */
export async function findHeadsetEvent(
  app: FastifyInstance,
  oculusid: string,
): Promise<HeadsetPlatformEvent | null> {
  if (app.headset.findEvent) {
    try {
      return await app.headset.findEvent(oculusid);
    } catch (error) {
      if (error instanceof HeadsetPlatformError) throw new HttpError(502, error.message);
      throw error;
    }
  }
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
