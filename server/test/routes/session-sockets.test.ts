/**
 * Sockets end with their session: the realtime channel and a stream's signalling socket, opened by a session,
 * are closed (code and reason ours) when that session ends — Log Out, Sign out everywhere, staff taking a
 * permission away or deleting the account — without waiting for the socket to send anything. Sockets of other
 * sessions stay open. Across instances: `realtime-instances.test.ts` (PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE } from '../../lib/session-sockets.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['superuser'] });

interface Opened {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

function watch(socket: WebSocket): Opened {
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
  });
  return { socket, closed };
}

/** The realtime channel of `session`, signed in by its cookies. */
async function channel(session: Session): Promise<Opened> {
  const cookie = `mv_account=${encodeURIComponent(session.id)}; mv_token=${encodeURIComponent(session.token)}`;
  return watch(await api.app.injectWS('/channel', { headers: { cookie } }));
}

/** The stream signalling socket of `session`, opened with the publish token its publish configuration gives. */
async function signalling(session: Session): Promise<Opened> {
  const { websocket } = (await api.op('getStreamPublishConfig', { as: session }, 200)).json;
  const token = new URL(websocket).searchParams.get('token')!;
  return watch(await api.app.injectWS(`/v2/stream/websocket?token=${encodeURIComponent(token)}`));
}

/** Answers a ping, so the socket is open and served. */
async function answersPing(opened: Opened, kind: 'channel' | 'signalling'): Promise<void> {
  const answered = new Promise<void>((resolve) => {
    opened.socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type === 'pong' || message.command === 'pong') resolve();
    });
  });
  opened.socket.send(JSON.stringify(kind === 'channel' ? { type: 'ping' } : { command: 'ping' }));
  await answered;
}

/** A new account allowed to stream, signed in twice (two browsers). */
async function streamer(): Promise<[Session, Session]> {
  const first = await api.signup();
  await api.op(
    'setAdminUserPermissions',
    { path: { id: first.id }, body: { permissions: ['stream'] }, as: 'superuser' },
    200,
  );
  return [first, await api.login(String(first.user.email), 'a-long-password')];
}

/** Both sockets of `session`, open and served. */
async function socketsOf(session: Session): Promise<Opened[]> {
  const opened = [await channel(session), await signalling(session)];
  await answersPing(opened[0], 'channel');
  await answersPing(opened[1], 'signalling');
  return opened;
}

async function expectEnded(opened: Opened[]): Promise<void> {
  for (const { closed } of opened)
    expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
}

describe('sockets of a session that ends', () => {
  it('Log Out closes the sockets of that session, and only those', async () => {
    const [here, elsewhere] = await streamer();
    const ending = await socketsOf(here);
    const staying = await socketsOf(elsewhere);
    await api.op('logOut', { as: here }, 204);
    await expectEnded(ending);
    await answersPing(staying[0], 'channel');
    await answersPing(staying[1], 'signalling');
    for (const { socket } of staying) socket.close();
  });

  it('Sign out everywhere closes the sockets of every session of the user', async () => {
    const [here, elsewhere] = await streamer();
    const opened = [...(await socketsOf(here)), ...(await socketsOf(elsewhere))];
    const someoneElse = await channel(api.as.superuser);
    await api.op('signOutEverywhere', { as: elsewhere }, 204);
    await expectEnded(opened);
    await answersPing(someoneElse, 'channel');
    someoneElse.socket.close();
  });

  it("staff taking a permission away, or deleting the account, closes the user's sockets", async () => {
    const [demoted] = await streamer();
    const opened = await socketsOf(demoted);
    await api.op(
      'setAdminUserPermissions',
      { path: { id: demoted.id }, body: { permissions: [] }, as: 'superuser' },
      200,
    );
    await expectEnded(opened);

    const [deleted] = await streamer();
    const alsoOpened = await socketsOf(deleted);
    await api.op('deleteAdminUser', { path: { id: deleted.id }, as: 'superuser' }, 200);
    await expectEnded(alsoOpened);
  });

  it('refuses a signalling socket whose publish token outlived its session', async () => {
    const [session] = await streamer();
    const { websocket } = (await api.op('getStreamPublishConfig', { as: session }, 200)).json;
    await api.op('logOut', { as: session }, 204);
    const late = watch(await api.app.injectWS(`/v2/stream/websocket?${new URL(websocket).searchParams}`));
    await expectEnded([late]);
  });
});
