/**
 * The promotion's headset event id lookup and linking when the headset platform is configured, against a local
 * stand-in of its Graph API: the platform is asked (not the local provider's events), its answer fills the
 * lookup and the linked event's subscribers, and a failing platform is a 502 in our words.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PROMOTION_TEXTS } from '../../../common/promotionRules.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';

const DOMAIN = 'demo-business';
const PLATFORM_EVENT = {
  id: '9900000000000001',
  name: 'Platform Premiere',
  start_time: '2027-01-10T18:00:00+0000',
  end_time: '2027-01-10T19:00:00+0000',
  subscriber_count: 310,
};

const platform = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  res.setHeader('content-type', 'application/json');
  if (url.searchParams.get('access_token') !== 'OC|1234567890|stand-in-app-secret') {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
  } else if (url.pathname === `/${PLATFORM_EVENT.id}`) {
    res.end(JSON.stringify(PLATFORM_EVENT));
  } else if (url.pathname === '/5000') {
    res.statusCode = 503;
    res.end('{}');
  } else {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Unsupported get request', code: 100 } }));
  }
});
await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
const graphUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => platform.close(resolve)));

const api = apiTest({
  roles: ['admin'],
  config: {
    headset: {
      appId: '1234567890',
      appSecret: 'stand-in-app-secret',
      deepLinkUrl: 'https://quest.example/app/1234567890?deeplink_message={msgid}',
      graphUrl,
    },
  },
});

describe('headset event lookup through the platform', () => {
  it("answers the platform's event; the local provider's events are not asked", async () => {
    const found = await api.op('getOculusEvent', { path: { id: PLATFORM_EVENT.id }, as: 'admin' }, 200);
    expect(found.json).toEqual({
      oculusid: PLATFORM_EVENT.id,
      title: 'Platform Premiere',
      start: '2027-01-10T18:00:00.000Z',
      end: '2027-01-10T19:00:00.000Z',
      subscribers: 310,
    });
    // A demo headset event of the local provider is not on the platform.
    const local = await api.op('getOculusEvent', { path: { id: '7100000000000000' }, as: 'admin' }, 404);
    expect(local.text).toBe(PROMOTION_TEXTS.eventNotFound);
    const down = await api.op('getOculusEvent', { path: { id: '5000' }, as: 'admin' }, 502);
    expect(down.text).toBe('The headset platform could not find the event');
  });

  it("links an event to the platform's event, with its subscribers", async () => {
    const id = `platform${randomBytes(4).toString('hex')}`;
    await api.app.db.query('INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)', [
      id,
      JSON.stringify({
        id,
        type: 'event',
        name: id,
        nickname: 'Platform Premiere',
        path: `${DOMAIN}/events/${id}`,
        domain: domainId(DOMAIN),
        startdate: '2027-01-10T18:00:00.000Z',
        enddate: '2027-01-10T19:00:00.000Z',
        oculussubmission: 'submitted',
      }),
    ]);
    const path = { domain: DOMAIN, types: 'events' as const, id };
    const linked = await api.op(
      'updateEntity',
      { path, body: { oculussubmission: 'accepted', oculuseventid: PLATFORM_EVENT.id }, as: 'admin' },
      200,
    );
    expect(linked.json).toMatchObject({
      oculuseventid: PLATFORM_EVENT.id,
      oculusapproved: true,
      subscribers: 310,
    });
    await api.op(
      'updateEntity',
      { path, body: { oculussubmission: 'accepted', oculuseventid: '7100000000000000' }, as: 'admin' },
      400,
    );
    const down = await api.op(
      'updateEntity',
      { path, body: { oculussubmission: 'accepted', oculuseventid: '5000' }, as: 'admin' },
      502,
    );
    expect(down.text).toBe('The headset platform could not find the event');
  });
});
