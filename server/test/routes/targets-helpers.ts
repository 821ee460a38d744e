/**
 * What the single-target manage page tests (targets-*.test.ts) share: the demo metaverse they write to, a
 * picture to upload, and new events of it.
 */
import { randomBytes } from 'node:crypto';
import { domainId } from '../../seed/demo-domains.ts';
import type { ApiTest, DemoRole } from '../api-test.ts';
import { pngOfSize } from '../images.ts';

export const DOMAIN = 'demo-business';
export const HOUR = 3_600_000;

export const picture = {
  body: pngOfSize(300),
  headers: { 'content-type': 'image/png', 'x-shapevr-name': 'p.png' },
};

export const event = (id: string) => ({ domain: DOMAIN, types: 'events' as const, id });

/** Events of the metaverse, written straight to the file's database. */
export function targetEvents<R extends DemoRole>(api: ApiTest<R>) {
  /** A new event of the metaverse starting in a day, lasting an hour, with extra document fields. */
  async function newEvent(extra: Record<string, unknown> = {}): Promise<string> {
    const id = `target${randomBytes(4).toString('hex')}`;
    const start = new Date(Date.now() + 24 * HOUR);
    await api.app.db.query(`INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)`, [
      id,
      JSON.stringify({
        id,
        type: 'event',
        name: id,
        path: `${DOMAIN}/events/${id}`,
        domain: domainId(DOMAIN),
        startdate: start.toISOString(),
        enddate: new Date(start.getTime() + HOUR).toISOString(),
        ...extra,
      }),
    ]);
    return id;
  }

  return { newEvent };
}
