/**
 * The streaming provider with an Ant Media Server configured, against a local stand-in of one: the publish
 * configuration points the stream page at the server's signalling and player, and the tokens it hands out
 * pass (and only pass) Ant Media's JWT stream security.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiTest } from '../api-test.ts';
import { ANTMEDIA_SECRET, startAntMediaStandIn, type AntMediaStandIn } from '../stand-ins/antmedia.ts';

let antmedia: AntMediaStandIn;
beforeAll(async () => {
  antmedia = await startAntMediaStandIn();
});
afterAll(() => antmedia.close());

const api = apiTest({
  roles: ['superuser'],
  config: () => ({ stream: { server: { url: antmedia.url, secret: ANTMEDIA_SECRET } } }),
});

/** Sends `message` on a socket to `url` and answers the server's first reply. */
async function ask(url: string, message: Record<string, unknown>): Promise<Record<string, unknown>> {
  const socket = new WebSocket(url);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('message', (data: Buffer) =>
        resolve(JSON.parse(data.toString()) as Record<string, unknown>),
      ),
    );
    socket.send(JSON.stringify(message));
    return await reply;
  } finally {
    socket.close();
  }
}

describe('streaming through an Ant Media Server', () => {
  it("points the stream page at the server, and its tokens pass the server's stream security", async () => {
    const config = (await api.op('getStreamPublishConfig', { query: {}, as: 'superuser' }, 200)).json;
    expect(config.provider).toBe('antmedia');
    const websocket = new URL(config.websocket);
    expect(`${websocket.protocol}//${websocket.host}${websocket.pathname}`).toBe(
      `${antmedia.url.replace('http', 'ws')}/websocket`,
    );
    const player = new URL(config.browserurl);
    expect(`${player.origin}${player.pathname}`).toBe(`${antmedia.url}/play.html`);
    expect(player.searchParams.get('id')).toBe(config.streamid);
    expect((await fetch(config.browserurl)).status).toBe(200);

    // The stream page publishes with the configuration's token, as the official client sends it.
    const publish = {
      command: 'publish',
      streamId: config.streamid,
      token: config.token,
      video: true,
      audio: true,
    };
    expect(await ask(config.websocket, publish)).toEqual({ command: 'start', streamId: config.streamid });
    expect(antmedia.publishing.has(config.streamid)).toBe(true);

    // The viewer's token lets it play, but not publish; no token passes for another stream.
    const playToken = player.searchParams.get('token');
    expect(
      await ask(config.websocket, { command: 'play', streamId: config.streamid, token: playToken }),
    ).toMatchObject({
      definition: 'no_stream_exist',
    });
    expect(await ask(config.websocket, { ...publish, token: playToken })).toMatchObject({
      definition: 'unauthorized_access',
    });
    expect(await ask(config.websocket, { ...publish, streamId: 'another_users_stream' })).toMatchObject({
      definition: 'unauthorized_access',
    });
  });

  it('signs with the configured secret: a token whose signature was altered is refused by the server', async () => {
    const config = (await api.op('getStreamPublishConfig', { query: {}, as: 'superuser' }, 200)).json;
    const [header, payload, signature] = String(config.token).split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await ask(config.websocket, { command: 'publish', streamId: config.streamid, token: forged }),
    ).toMatchObject({ definition: 'unauthorized_access' });
  });
});
