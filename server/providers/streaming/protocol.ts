/**
 * The signalling protocol's messages (the subset of Ant Media Server's WebSocket protocol that `signalling.ts`
 * serves): the commands a socket may send and their shapes, the close reasons, and one connection's state.
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { PublishedStream, ViewerPeer } from './relay.ts';
import type { StreamGrant } from './tokens.ts';

/** The longest message accepted (an SDP with many candidates fits easily). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** Close codes and reasons (a WebSocket close reason is at most 123 bytes). */
export const CLOSE = {
  policy: 1008,
  malformed: 'That message is not one the stream server understands',
  tooLong: 'That message is too long',
  badToken: 'The stream link is not valid or has expired',
  notYours: 'Only the owner of a stream can publish it',
  otherStream: 'This stream link is for another stream',
} as const;

export type Json = Record<string, unknown>;

export type Command =
  | { command: 'ping' }
  | { command: 'getIceServerConfig' }
  | { command: 'publish'; streamId: string; video: boolean; audio: boolean }
  | { command: 'play'; streamId: string }
  | { command: 'stop'; streamId: string }
  | { command: 'join'; streamId: string }
  | { command: 'leave'; streamId: string }
  | { command: 'takeConfiguration'; streamId: string; type: 'offer' | 'answer'; sdp: string }
  | { command: 'takeCandidate'; streamId: string; label: number; id: string; candidate: string }
  | { command: 'peerMessageCommand'; streamId: string; definition: string; data: unknown }
  | { command: 'forceStreamQuality'; streamId: string; streamHeight: number };

const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

const isString = (value: unknown, max = MAX_MESSAGE_BYTES): value is string =>
  typeof value === 'string' && value.length <= max;
const isStreamId = (value: unknown): value is string => typeof value === 'string' && STREAM_ID.test(value);

/** The command of a message, or null when it is not one of the protocol's shapes. */
export function parseCommand(text: string): Command | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const m = message as Json;
  switch (m.command) {
    case 'ping':
    case 'getIceServerConfig':
      return { command: m.command };
    case 'publish':
      if (!isStreamId(m.streamId)) return null;
      return { command: 'publish', streamId: m.streamId, video: m.video !== false, audio: m.audio !== false };
    case 'play':
    case 'stop':
    case 'join':
    case 'leave':
      return isStreamId(m.streamId) ? { command: m.command, streamId: m.streamId } : null;
    case 'takeConfiguration':
      if (!isStreamId(m.streamId) || (m.type !== 'offer' && m.type !== 'answer') || !isString(m.sdp))
        return null;
      return { command: 'takeConfiguration', streamId: m.streamId, type: m.type, sdp: m.sdp };
    case 'takeCandidate': {
      const label = m.label ?? 0;
      if (!isStreamId(m.streamId) || !isString(m.candidate, 1000)) return null;
      if (typeof label !== 'number' || !Number.isInteger(label) || label < 0 || label > 64) return null;
      const id = m.id === undefined || m.id === null ? String(label) : m.id;
      if (!isString(id, 64)) return null;
      return { command: 'takeCandidate', streamId: m.streamId, label, id, candidate: m.candidate };
    }
    case 'peerMessageCommand':
      if (!isStreamId(m.streamId) || !isString(m.definition, 200)) return null;
      return { command: 'peerMessageCommand', streamId: m.streamId, definition: m.definition, data: m.data };
    case 'forceStreamQuality': {
      const height = m.streamHeight;
      if (!isStreamId(m.streamId) || typeof height !== 'number' || !Number.isInteger(height)) return null;
      if (height < 0 || height > 10000) return null;
      return { command: 'forceStreamQuality', streamId: m.streamId, streamHeight: height };
    }
    default:
      return null;
  }
}

/** Where a connection's messages go: its socket, or the instance that forwarded its commands. */
export interface Outlet {
  send(message: Json): void;
  close(reason: string): void;
}

export function socketOutlet(socket: WebSocket): Outlet {
  return {
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    close: (reason) => socket.close(CLOSE.policy, reason),
  };
}

/**
 * One signalling socket and what it does: publishing one stream, watching streams, a peer-to-peer session.
 * A socket on another instance watching a stream relayed here is a connection too, with that instance as outlet.
 */
export class Connection {
  readonly id = randomUUID();
  publishing: PublishedStream | null = null;
  readonly viewing = new Map<string, ViewerPeer>();
  joined: string | null = null;
  /** Streams this socket watches through the instance relaying them (stream id → instance). */
  readonly forwarded = new Map<string, string>();

  constructor(
    private readonly outlet: Outlet,
    readonly grant: StreamGrant,
  ) {}

  send(message: Json): void {
    this.outlet.send(message);
  }

  notify(definition: string, streamId: string): void {
    this.send({ command: 'notification', definition, streamId });
  }

  error(definition: string, streamId?: string): void {
    this.send({ command: 'error', definition, ...(streamId && { streamId }) });
  }

  close(reason: string): void {
    this.outlet.close(reason);
  }
}
