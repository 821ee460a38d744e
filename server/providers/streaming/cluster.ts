/**
 * Streaming across several server instances. A stream's media is relayed by the instance its publisher's
 * socket reached; `stream_relays` says which one. A viewer whose socket reaches another instance is served
 * there by forwarding: its commands go to the relaying instance, and that instance's messages to the viewer
 * come back, both as PostgreSQL notifications on one channel every instance listens to (PGlite delivers them
 * in process). A message longer than one notification allows travels in parts, sent together and in order.
 *
 * An instance that stopped without ending its streams leaves their rows behind; a publish that finds one asks
 * that instance whether it still relays the stream and takes the row over when no answer comes.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import {
  STREAM_NOTIFY_CHANNEL,
  type StreamRelaysRepository,
} from '../../repositories/stream-relays-repository.ts';

/** How long an instance has to say it still relays a stream before its row is taken over. */
export const ALIVE_TIMEOUT_MS = 2_000;
/** Bytes of a message carried by one notification (base64 makes them 4/3 longer; PostgreSQL allows 7,999). */
const PART_BYTES = 5_000;
/** Parts of a message still incomplete after this long are dropped. */
const PART_TIMEOUT_MS = 30_000;

type Json = Record<string, unknown>;

/** What instances say to each other about streams. */
export type ClusterMessage =
  /** A viewer's command, forwarded by the instance its socket reached (`v` names that socket there). */
  | { t: 'cmd'; v: string; command: Json }
  /** The relaying instance received viewer socket `v`'s forwarded play (it answers as soon as it reads it). */
  | { t: 'took'; v: string }
  /** The relaying instance's message for viewer socket `v`. */
  | { t: 'out'; v: string; message: Json }
  /** The relaying instance closes viewer socket `v` with a reason. */
  | { t: 'close'; v: string; reason: string }
  /** Viewer socket `v` closed: everything it was watching ends. */
  | { t: 'gone'; v: string }
  /** Whether the addressed instance still relays stream `s`; `q` names the question. */
  | { t: 'alive?'; s: string; q: string }
  | { t: 'alive'; q: string; holds: boolean };

export interface ClusterEnvelope {
  from: string;
  message: ClusterMessage;
}

export interface StreamCluster {
  /** This instance's name among the instances (new at every start). */
  readonly instance: string;
  /** Makes this instance the relay of `streamId`; false when a live instance already relays it. */
  claim(streamId: string): Promise<boolean>;
  /** Forgets that this instance relays `streamId`. */
  release(streamId: string): Promise<void>;
  /** The instance relaying `streamId`, or null when it is not published. */
  relayOf(streamId: string): Promise<string | null>;
  /** Sends `message` to instance `to`. */
  send(to: string, message: ClusterMessage): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

export interface ClusterHandlers {
  /** Whether this instance relays `streamId` (it answers other instances' questions). */
  holds(streamId: string): boolean;
  /** A message from another instance. */
  receive(envelope: ClusterEnvelope): void;
}

interface Part {
  to: string;
  id: string;
  i: number;
  n: number;
  d: string;
}

/** The notifications carrying `envelope` to `to`: base64 parts of its JSON. */
export function splitMessage(to: string, envelope: ClusterEnvelope): string[] {
  const bytes = Buffer.from(JSON.stringify(envelope), 'utf8');
  const id = randomUUID();
  const n = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64');
    parts.push(JSON.stringify({ to, id, i, n, d } satisfies Part));
  }
  return parts;
}

/** Puts parts back together; `add` answers the whole envelope once its last part arrives. */
export class PartCollector {
  private readonly pending = new Map<string, { parts: string[]; count: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  add(part: Part): ClusterEnvelope | null {
    if (part.n === 1) return JSON.parse(Buffer.from(part.d, 'base64').toString('utf8')) as ClusterEnvelope;
    this.expire();
    let entry = this.pending.get(part.id);
    if (!entry) this.pending.set(part.id, (entry = { parts: [], count: 0, since: this.now() }));
    if (entry.parts[part.i] === undefined) entry.count++;
    entry.parts[part.i] = part.d;
    if (entry.count < part.n) return null;
    this.pending.delete(part.id);
    const bytes = Buffer.concat(entry.parts.map((d) => Buffer.from(d, 'base64')));
    return JSON.parse(bytes.toString('utf8')) as ClusterEnvelope;
  }

  private expire(): void {
    const limit = this.now() - PART_TIMEOUT_MS;
    for (const [id, entry] of this.pending) if (entry.since < limit) this.pending.delete(id);
  }
}

function isPart(value: unknown): value is Part {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Part;
  return (
    typeof p.to === 'string' &&
    typeof p.id === 'string' &&
    Number.isInteger(p.i) &&
    Number.isInteger(p.n) &&
    p.i >= 0 &&
    p.i < p.n &&
    p.n <= 64 &&
    typeof p.d === 'string'
  );
}

/** The cluster over the database: rows in `stream_relays`, messages as notifications. */
export async function createStreamCluster(
  db: Db,
  relays: StreamRelaysRepository,
  handlers: ClusterHandlers,
  /** Told of a message that could not be sent (its sender also hears of it). */
  onSendError: (error: unknown) => void = () => undefined,
): Promise<StreamCluster> {
  const instance = randomUUID();
  const collector = new PartCollector();
  const questions = new Map<string, (holds: boolean) => void>();

  // Messages to one instance leave one after another, each once the one before it was sent: on PostgreSQL two
  // statements at once may take two connections and their notifications arrive in either order, and a viewer's
  // candidates must not pass its answer.
  const sending = new Map<string, Promise<void>>();
  const send = (to: string, message: ClusterMessage): Promise<void> => {
    const parts = splitMessage(to, { from: instance, message });
    const sent = (sending.get(to) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => relays.notify(parts));
    sending.set(to, sent);
    const forget = () => {
      if (sending.get(to) === sent) sending.delete(to);
    };
    sent.then(forget, (error: unknown) => {
      forget();
      onSendError(error);
    });
    return sent;
  };

  const stopListening = await db.listen(STREAM_NOTIFY_CHANNEL, (payload) => {
    let part: unknown;
    try {
      part = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isPart(part) || part.to !== instance) return;
    let envelope: ClusterEnvelope | null;
    try {
      envelope = collector.add(part);
    } catch {
      return;
    }
    if (!envelope) return;
    const { from, message } = envelope;
    if (message.t === 'alive?') {
      void send(from, { t: 'alive', q: message.q, holds: handlers.holds(message.s) }).catch(() => undefined);
    } else if (message.t === 'alive') {
      questions.get(message.q)?.(message.holds);
    } else {
      handlers.receive(envelope);
    }
  });

  /** Whether instance `other` says it relays `streamId` (false when it does not answer in time). */
  const stillRelays = (other: string, streamId: string) =>
    new Promise<boolean>((resolve) => {
      const q = randomUUID();
      const done = (holds: boolean) => {
        clearTimeout(timer);
        questions.delete(q);
        resolve(holds);
      };
      const timer = setTimeout(() => done(false), ALIVE_TIMEOUT_MS);
      questions.set(q, done);
      send(other, { t: 'alive?', s: streamId, q }).catch(() => done(false));
    });

  return {
    instance,
    async claim(streamId) {
      const relay = await relays.claim(streamId, instance);
      if (relay === instance) return true;
      if (await stillRelays(relay, streamId)) return false;
      return relays.takeOver(streamId, relay, instance);
    },
    release: (streamId) => relays.release(streamId, instance),
    relayOf: (streamId) => relays.relayOf(streamId),
    send,
    close: stopListening,
  };
}
