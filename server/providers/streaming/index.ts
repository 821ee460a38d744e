/**
 * The streaming provider (single-target-and-flows.md §2 Stream page, §7): where a user's stream is published
 * and watched. With an Ant Media Server configured, the page signals to it and the viewer is its player page;
 * otherwise this server speaks the same signalling on `/v2/stream/websocket` and relays the media itself
 * (`relay.ts`), and the viewer is the console's own page `/stream/view/{streamId}`.
 */
import type { StreamConfig } from '../../config.ts';
import {
  PLAY_TOKEN_SECONDS,
  PUBLISH_TOKEN_SECONDS,
  localStreamKey,
  signStreamToken,
  type StreamGrant,
} from './tokens.ts';

export interface PublishConfig {
  streamid: string;
  websocket: string;
  browserurl: string;
  token: string;
  provider: 'local' | 'antmedia';
  stunserver: string;
}

export interface StreamProvider {
  name: 'local' | 'antmedia';
  /** The key that signs (and, for the local relay, checks) stream tokens. */
  key: Uint8Array;
  /**
   * The publish configuration of `streamId` for the session `sessionId` (its publish token names it);
   * `origin` is where users reach this server.
   */
  publishConfig(streamId: string, origin: string, sessionId: string): Promise<PublishConfig>;
}

/** The query parameter carrying a stream token (never logged). */
export const STREAM_TOKEN_PARAMETER = 'token';

/** The path of the local signalling socket. */
export const STREAM_WEBSOCKET_PATH = '/v2/stream/websocket';

/** The console's viewer page of a stream. */
export function viewerPath(streamId: string): string {
  return `/stream/view/${encodeURIComponent(streamId)}`;
}

function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function createStreamProvider(
  config: StreamConfig | undefined,
  sessionSecret: string,
): StreamProvider {
  const stunserver = config?.stunUrl ?? '';
  const server = config?.server;
  const tokens = (key: Uint8Array, streamId: string, sessionId: string) => {
    const grant = (type: StreamGrant['type']) => ({ streamId, type });
    return Promise.all([
      signStreamToken(key, { ...grant('publish'), sessionId }, PUBLISH_TOKEN_SECONDS),
      signStreamToken(key, grant('play'), PLAY_TOKEN_SECONDS),
    ]);
  };
  if (server) {
    const key = new TextEncoder().encode(server.secret);
    return {
      name: 'antmedia',
      key,
      async publishConfig(streamid, _origin, sessionId) {
        const [publish, play] = await tokens(key, streamid, sessionId);
        const websocket = new URL(`${websocketOrigin(server.url)}/websocket`);
        websocket.searchParams.set(STREAM_TOKEN_PARAMETER, publish);
        const browserurl = new URL(`${server.url}/play.html`);
        browserurl.searchParams.set('id', streamid);
        browserurl.searchParams.set(STREAM_TOKEN_PARAMETER, play);
        return {
          streamid,
          websocket: websocket.toString(),
          browserurl: browserurl.toString(),
          token: publish,
          provider: 'antmedia',
          stunserver,
        };
      },
    };
  }
  const key = localStreamKey(sessionSecret);
  return {
    name: 'local',
    key,
    async publishConfig(streamid, origin, sessionId) {
      const [publish, play] = await tokens(key, streamid, sessionId);
      const websocket = new URL(`${websocketOrigin(origin)}${STREAM_WEBSOCKET_PATH}`);
      websocket.searchParams.set(STREAM_TOKEN_PARAMETER, publish);
      const browserurl = new URL(`${origin}${viewerPath(streamid)}`);
      browserurl.searchParams.set(STREAM_TOKEN_PARAMETER, play);
      return {
        streamid,
        websocket: websocket.toString(),
        browserurl: browserurl.toString(),
        token: publish,
        provider: 'local',
        stunserver,
      };
    },
  };
}
