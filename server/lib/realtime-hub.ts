/**
 * The realtime channel's subscribers in one server instance: who listens to which channel, and delivery with
 * a bounded buffer per connection. A connection whose unsent data passes `maxBufferedBytes` (it reads slower
 * than messages arrive) is dropped instead of buffering without end, so one slow consumer cannot grow the
 * server's memory or hold up the others.
 */

/** What the hub needs of a WebSocket (the `ws` library's socket has it). */
export interface HubSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface HubClient {
  socket: HubSocket;
  account: string;
  channels: Set<string>;
}

/** The close code of a dropped slow consumer (1013: try again later). */
export const SLOW_CONSUMER_CLOSE = 1013;

export class RealtimeHub {
  private readonly channels = new Map<string, Set<HubClient>>();
  private readonly clients = new Set<HubClient>();
  /** Connections dropped for reading too slowly, since start. */
  dropped = 0;

  constructor(private readonly maxBufferedBytes: number) {}

  add(socket: HubSocket, account: string): HubClient {
    const client: HubClient = { socket, account, channels: new Set() };
    this.clients.add(client);
    return client;
  }

  remove(client: HubClient): void {
    for (const channel of client.channels) this.channels.get(channel)?.delete(client);
    client.channels.clear();
    this.clients.delete(client);
  }

  subscribe(client: HubClient, channel: string): void {
    if (!this.clients.has(client)) return;
    client.channels.add(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(client);
  }

  unsubscribe(client: HubClient, channel: string): void {
    client.channels.delete(channel);
    this.channels.get(channel)?.delete(client);
  }

  /** How many connections here listen to `channel`. */
  subscribers(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Sends `text` to every subscriber of `channel`, dropping those whose buffer is full. */
  deliver(channel: string, text: string): void {
    const set = this.channels.get(channel);
    if (!set) return;
    for (const client of [...set]) {
      if (client.socket.bufferedAmount + text.length > this.maxBufferedBytes) {
        this.dropped++;
        this.remove(client);
        client.socket.close(SLOW_CONSUMER_CLOSE, 'Too slow to keep up; connect again.');
        continue;
      }
      client.socket.send(text);
    }
  }

  /** Every connection, for the ping round and shutdown. */
  all(): readonly HubClient[] {
    return [...this.clients];
  }
}
