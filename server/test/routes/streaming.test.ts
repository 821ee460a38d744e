import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { CLOSE } from '../../providers/streaming/protocol.ts';
import { localStreamKey, signStreamToken } from '../../providers/streaming/tokens.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { STREAMING_TEXTS } from '../../routes/streaming/index.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { TEST_SESSION_SECRET } from '../helpers.ts';

const api = apiTest({ roles: ['superuser', 'owner', 'member'] });

type Role = 'superuser' | 'owner' | 'member';
const config = (as: Role | null, status: number, domain?: string) =>
  api.op('getStreamPublishConfig', { query: domain === undefined ? {} : { domain }, as }, status);

/** A socket to the signalling server and what it received, with the close it ended with. */
interface Client {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
  next(predicate: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  send(message: unknown): void;
}

async function connect(token: string): Promise<Client> {
  const socket = await api.app.injectWS(`/v2/stream/websocket?token=${encodeURIComponent(token)}`);
  const messages: Record<string, unknown>[] = [];
  const waiting: {
    predicate: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    messages.push(message);
    for (const wait of [...waiting]) {
      if (wait.predicate(message)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    messages,
    closed,
    next: (predicate) =>
      new Promise((resolve) => {
        const found = messages.find(predicate);
        if (found) return resolve(found);
        waiting.push({ predicate, resolve });
      }),
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

const key = localStreamKey(TEST_SESSION_SECRET);

describe('getStreamPublishConfig', () => {
  it('gives a user with the stream permission one stream id, a websocket with a publish token and a viewer URL', async () => {
    const first = (await config('superuser', 200)).json;
    const again = (await config('superuser', 200)).json;
    expect(first.streamid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again.streamid).toBe(first.streamid);
    expect(first.provider).toBe('local');
    expect(first.stunserver).toBe('');
    const websocket = new URL(first.websocket);
    expect(websocket.protocol).toBe('ws:');
    expect(websocket.pathname).toBe('/v2/stream/websocket');
    expect(websocket.searchParams.get('token')).toBe(first.token);
    const viewer = new URL(first.browserurl);
    expect(viewer.pathname).toBe(`/stream/view/${first.streamid}`);
    expect(viewer.searchParams.get('token')).toBeTruthy();
  });

  it('refuses a user without the stream permission with the words the stream page recognises', async () => {
    const reply = await config('member', 403);
    expect(reply.text).toBe(COMMON_TEXTS.streamPermissionMissing);
    expect((await config('owner', 403)).text).toBe(COMMON_TEXTS.streamPermissionMissing);
  });

  it('needs a session', async () => {
    await config(null, 401);
  });

  it("checks the metaverse's plan when the stream belongs to one", async () => {
    await config('superuser', 200, 'demo-business');
    expect((await config('superuser', 403, 'demo-free')).text).toBe(STREAMING_TEXTS.planCannotStream);
    await config('superuser', 404, 'no-such-metaverse');
  });

  it('refuses bad input', async () => {
    await api.op('getStreamPublishConfig', { invalidQuery: { domain: '' }, as: 'superuser' }, 400);
  });

  it('refuses a streamer a metaverse they may not see, and streams into one they belong to', async () => {
    const streamer = await api.signup();
    await api.op(
      'setAdminUserPermissions',
      { path: { id: streamer.id }, body: { permissions: ['stream'] }, as: 'superuser' },
      200,
    );
    const as = await api.login(String(streamer.user.email), 'a-long-password');
    const call = (domain: string, status: number) =>
      api.op('getStreamPublishConfig', { query: { domain }, as }, status);
    // demo-business is invite-only and the streamer is not a member of it.
    expect((await call('demo-business', 403)).text).toBe(MESSAGES.domainMembersOnly);
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`,
      [domainId('demo-business'), streamer.id],
    );
    await call('demo-business', 200);
    await call('no-such-metaverse', 404);
    await api.op('getStreamPublishConfig', { as }, 200);
  });
});

describe('the signalling socket', () => {
  it('closes a socket without a valid token, with the reason', async () => {
    for (const token of [
      '',
      'not-a-token',
      await signStreamToken(new Uint8Array(32), { streamId: 'abcdefgh', type: 'publish' }, 60),
    ]) {
      const client = await connect(token);
      expect(await client.closed).toEqual({ code: CLOSE.policy, reason: CLOSE.badToken });
    }
    const expired = await signStreamToken(
      key,
      { streamId: 'abcdefgh', type: 'publish' },
      60,
      new Date(Date.now() - 3_600_000),
    );
    expect((await (await connect(expired)).closed).reason).toBe(CLOSE.badToken);
  });

  it("answers ping, the ICE server question and a publish of one's own stream", async () => {
    const { websocket, streamid } = (await config('superuser', 200)).json;
    const client = await connect(new URL(websocket).searchParams.get('token')!);
    client.send({ command: 'ping' });
    expect(await client.next((m) => m.command === 'pong')).toEqual({ command: 'pong' });
    client.send({ command: 'getIceServerConfig' });
    expect(await client.next((m) => m.command === 'iceServerConfig')).toEqual({
      command: 'iceServerConfig',
      stunServerUri: '',
    });
    client.send({ command: 'publish', streamId: streamid, token: '', video: true, audio: true });
    expect(await client.next((m) => m.command === 'start')).toEqual({ command: 'start', streamId: streamid });
    // A second publish of the same stream while it is live is refused.
    const second = await connect(new URL(websocket).searchParams.get('token')!);
    second.send({ command: 'publish', streamId: streamid, video: true, audio: true });
    expect(await second.next((m) => m.command === 'error')).toMatchObject({ definition: 'streamIdInUse' });
    client.send({ command: 'stop', streamId: streamid });
    expect(await client.next((m) => m.definition === 'publish_finished')).toMatchObject({
      streamId: streamid,
    });
    client.socket.close();
    second.socket.close();
  });

  it("refuses publishing someone else's stream, or with a viewer's token", async () => {
    const { streamid } = (await config('superuser', 200)).json;
    const other = await signStreamToken(key, { streamId: 'someone_elses_stream', type: 'publish' }, 60);
    const client = await connect(other);
    client.send({ command: 'publish', streamId: streamid, video: true, audio: true });
    expect(await client.closed).toEqual({ code: CLOSE.policy, reason: CLOSE.notYours });

    const viewer = await signStreamToken(key, { streamId: streamid, type: 'play' }, 60);
    const watching = await connect(viewer);
    watching.send({ command: 'publish', streamId: streamid, video: true, audio: true });
    expect((await watching.closed).reason).toBe(CLOSE.notYours);
  });

  it('tells a viewer when there is no stream to play, and refuses another stream', async () => {
    const viewer = await signStreamToken(key, { streamId: 'quiet_stream', type: 'play' }, 60);
    const client = await connect(viewer);
    client.send({ command: 'play', streamId: 'quiet_stream', token: '' });
    expect(await client.next((m) => m.command === 'error')).toMatchObject({ definition: 'no_stream_exist' });
    client.send({ command: 'play', streamId: 'another_stream' });
    expect(await client.closed).toEqual({ code: CLOSE.policy, reason: CLOSE.otherStream });
  });

  it('closes the socket on a malformed message, with the reason, and keeps serving others', async () => {
    const token = await signStreamToken(key, { streamId: 'shape_test', type: 'play' }, 60);
    for (const bad of [
      'not json',
      '[1,2]',
      JSON.stringify({ command: 'dance' }),
      JSON.stringify({ command: 'play', streamId: '../../etc' }),
      JSON.stringify({ command: 'takeCandidate', streamId: 'shape_test', label: 'x', candidate: 'c' }),
      JSON.stringify({ command: 'forceStreamQuality', streamId: 'shape_test', streamHeight: 'high' }),
    ]) {
      const client = await connect(token);
      client.send(bad);
      expect(await client.closed).toEqual({ code: CLOSE.policy, reason: CLOSE.malformed });
    }
    const client = await connect(token);
    client.send('x'.repeat(70_000));
    expect((await client.closed).reason).toBe(CLOSE.tooLong);
    const healthy = await connect(token);
    healthy.send({ command: 'ping' });
    expect(await healthy.next((m) => m.command === 'pong')).toEqual({ command: 'pong' });
    healthy.socket.close();
  });

  it('joins two browsers of one stream peer to peer and passes their messages', async () => {
    const token = await signStreamToken(key, { streamId: 'p2p_room', type: 'play' }, 60);
    const a = await connect(token);
    const b = await connect(token);
    a.send({ command: 'join', streamId: 'p2p_room', multiPeer: false, mode: 'both' });
    await a.next((m) => m.definition === 'joined');
    b.send({ command: 'join', streamId: 'p2p_room', multiPeer: false, mode: 'both' });
    await b.next((m) => m.definition === 'joined');
    expect(await a.next((m) => m.command === 'start')).toEqual({ command: 'start', streamId: 'p2p_room' });
    a.send({ command: 'takeConfiguration', streamId: 'p2p_room', type: 'offer', sdp: 'v=0' });
    expect(await b.next((m) => m.command === 'takeConfiguration')).toMatchObject({
      type: 'offer',
      sdp: 'v=0',
    });
    a.send({ command: 'peerMessageCommand', streamId: 'p2p_room', definition: 'hello', data: 'there' });
    expect(await b.next((m) => m.command === 'peerMessageCommand')).toMatchObject({
      definition: 'hello',
      data: 'there',
    });
    a.send({ command: 'forceStreamQuality', streamId: 'p2p_room', streamHeight: 720 });
    expect(await a.next((m) => m.command === 'error')).toMatchObject({ definition: 'noAdaptiveBitrate' });
    b.send({ command: 'leave', streamId: 'p2p_room' });
    await a.next((m) => m.definition === 'leaved');
    a.socket.close();
    b.socket.close();
  });
});
