/**
 * The realtime channel's messages (staff-and-agents.md §7 "Live map"; owner-console.md: hello, ping every
 * 30 s). A client sends `hello`, `ping`, `subscribe` and `unsubscribe` (with a channel); the server sends
 * `hello`, `pong` and `messages` (its channel and a batch of messages). A live map message is a player's
 * position (`pos`) or departure (`leave`): world name, account, and x east, y up, z north in world units.
 */

/** The live map's channel. */
export const LIVEMAP_CHANNEL = 'livemap';
/** Channels a client may subscribe to. */
export const REALTIME_CHANNELS: readonly string[] = [LIVEMAP_CHANNEL];
/** How often both sides ping. */
export const REALTIME_PING_MS = 30_000;

export interface LivePosition {
  /** The world: `normal` or `pre-beta`. */
  nm: 'normal' | 'pre-beta';
  ev: 'pos' | 'leave';
  ac: string;
  x: number;
  y: number;
  z: number;
}

export type RealtimeClientMessage =
  | { type: 'hello' }
  | { type: 'ping' }
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string };

export type RealtimeServerMessage =
  | { type: 'hello'; account: string }
  | { type: 'pong' }
  /** Several messages of one channel in one frame, in the order they were published (ours: the spec gives
   * the messages, not how they are framed; thousands of positions a second would otherwise be as many frames). */
  | { type: 'messages'; channel: typeof LIVEMAP_CHANNEL; messages: LivePosition[] };
