/**
 * The realtime channel's messages (staff-and-agents.md §7 "Live map"; owner-console.md: hello, ping every
 * 30 s). A client sends `hello`, `ping`, `subscribe` and `unsubscribe` (with a channel); the server sends
 * `hello`, `pong` and `messages` (its channel and a batch of messages). A live map message is a player's
 * position (`pos`) or departure (`leave`): world name, account, and x east, y up, z north in world units. A
 * records message is a change of a staff collection's record (RecordChange).
 */

/** The live map's channel. */
export const LIVEMAP_CHANNEL = 'livemap';
/** Changes of the generic collections' records (staff only: staff read every record of them). */
export const RECORDS_CHANNEL = 'records';
/** Channels a client may subscribe to. */
export const REALTIME_CHANNELS: readonly string[] = [LIVEMAP_CHANNEL, RECORDS_CHANNEL];
/** Channels only staff may subscribe to. */
export const STAFF_CHANNELS: readonly string[] = [LIVEMAP_CHANNEL, RECORDS_CHANNEL];
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

/**
 * A record of a generic collection was written (ours: server/db/migrations/037): its collection, id, what
 * happened and its new version (`ts`, the record's timestamp; none for a delete). `many` stands for a write of
 * more than 20 records of the collection at once, without ids.
 */
export type RecordChange =
  | { c: string; id: string; ev: 'insert' | 'update'; ts: string | null }
  | { c: string; id: string; ev: 'delete' }
  | { c: string; ev: 'many' };

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
  | { type: 'messages'; channel: typeof LIVEMAP_CHANNEL; messages: LivePosition[] }
  | { type: 'messages'; channel: typeof RECORDS_CHANNEL; messages: RecordChange[] }
  | { type: 'refused'; channel: string };
