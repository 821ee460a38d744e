/**
 * Live records: a write to a generic collection reaches staff subscribed to the `records` channel once its
 * transaction commits (migration 037), whichever route made it; members may not subscribe; a rolled-back write
 * and a write of many records at once say what they should.
 */
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { RECORDS_CHANNEL, type RecordChange } from '../../../common/realtime.ts';
import { channelCookie, nextMessage } from './realtime-helpers.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['admin', 'member'] });

/** A socket of `session` subscribed to the records channel (the pong after the subscribe says it is registered). */
async function subscribed(session: Session): Promise<WebSocket> {
  const socket = await api.app.injectWS('/channel', { headers: { cookie: channelCookie(session) } });
  socket.send(JSON.stringify({ type: 'subscribe', channel: RECORDS_CHANNEL }));
  const pong = nextMessage(socket, 'pong');
  socket.send(JSON.stringify({ type: 'ping' }));
  await pong;
  return socket;
}

describe('the records channel', () => {
  it('tells staff of a record written through the API, with its new version, and of its delete', async () => {
    const socket = await subscribed(api.as.admin);
    try {
      const created = nextMessage(socket, 'messages');
      const reply = await api.op(
        'createAdminStringmatch',
        { body: { input: 'the pear', output: 'the pier', score: 0.5, uses: 1 }, as: 'admin' },
        200,
      );
      const record = reply.json as { id: string; timestamp: string };
      expect(await created).toEqual({
        type: 'messages',
        channel: RECORDS_CHANNEL,
        messages: [{ c: 'stringmatches', id: record.id, ev: 'insert', ts: record.timestamp }],
      });
      const deleted = nextMessage(socket, 'messages');
      await api.op(
        'deleteAdminStringmatch',
        { path: { id: record.id }, headers: { 'If-Match': record.timestamp }, as: 'admin' },
        200,
      );
      expect(((await deleted).messages as RecordChange[])[0]).toEqual({
        c: 'stringmatches',
        id: record.id,
        ev: 'delete',
      });
    } finally {
      socket.close();
    }
  });

  it('says nothing of a write that was rolled back, and names the collection of a write of many', async () => {
    const socket = await subscribed(api.as.admin);
    try {
      await expect(
        api.app.db.transaction(async (tx) => {
          await tx.query(`UPDATE stringmatches SET doc = doc || '{"uses": 7}'::jsonb`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const many = nextMessage(socket, 'messages');
      await api.app.db.query(`UPDATE events SET doc = doc || '{"published": true}'::jsonb`);
      // The first frame after the rolled-back write is the one of the committed write.
      expect(await many).toEqual({
        type: 'messages',
        channel: RECORDS_CHANNEL,
        messages: [{ c: 'events', ev: 'many' }],
      });
    } finally {
      socket.close();
    }
  });

  it('refuses the channel to members', async () => {
    const socket = await api.app.injectWS('/channel', { headers: { cookie: channelCookie(api.as.member) } });
    try {
      const refused = nextMessage(socket, 'refused');
      socket.send(JSON.stringify({ type: 'subscribe', channel: RECORDS_CHANNEL }));
      expect(await refused).toEqual({ type: 'refused', channel: RECORDS_CHANNEL });
    } finally {
      socket.close();
    }
  });
});
