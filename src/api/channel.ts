/**
 * The realtime channel (`/channel`, ADR 0030): one WebSocket per page, shared by every listener. It opens with
 * the first listener, says hello, subscribes each channel listened to and pings every 30 seconds; it closes with
 * the last listener. A dropped socket is opened again (after 1 s, doubling up to 30 s) while someone listens, and
 * its channels subscribed again; what was sent meanwhile is not heard, so a listener is told (`onReconnect`) to
 * read what it shows again.
 */
import { REALTIME_PING_MS, type RealtimeServerMessage } from '../../common/realtime';

type Messages = Extract<RealtimeServerMessage, { type: 'messages' }>;
/** The messages of one channel. */
export type ChannelMessages<C extends Messages['channel']> = Extract<Messages, { channel: C }>['messages'];

interface Listener {
  onMessages: (messages: unknown[]) => void;
  onReconnect?: () => void;
}

const listeners = new Map<string, Set<Listener>>();
let socket: WebSocket | null = null;
let ping: ReturnType<typeof setInterval> | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;
let opened = false;

const send = (message: object) => {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

function open(): void {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const current = new WebSocket(`${scheme}://${location.host}/channel`);
  socket = current;
  current.onopen = () => {
    retryMs = 1000;
    send({ type: 'hello' });
    for (const channel of listeners.keys()) send({ type: 'subscribe', channel });
    // The server answers in order: its first pong says the subscriptions are in place.
    send({ type: 'ping' });
    ping = setInterval(() => send({ type: 'ping' }), REALTIME_PING_MS);
    // After a reconnection, what changed while the socket was down was not heard.
    if (opened) for (const set of listeners.values()) for (const listener of set) listener.onReconnect?.();
    opened = true;
  };
  current.onmessage = (event: MessageEvent<string>) => {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(event.data) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (message.type !== 'messages') return;
    for (const listener of listeners.get(message.channel) ?? []) listener.onMessages(message.messages);
  };
  current.onclose = () => {
    clearInterval(ping);
    if (socket !== current) return;
    socket = null;
    if (listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };
}

/** Listens to `channel` until the returned function is called. */
export function listenToChannel<C extends Messages['channel']>(
  channel: C,
  onMessages: (messages: ChannelMessages<C>) => void,
  onReconnect?: () => void,
): () => void {
  const listener: Listener = { onMessages: onMessages as (messages: unknown[]) => void, onReconnect };
  let set = listeners.get(channel);
  if (!set) {
    listeners.set(channel, (set = new Set()));
    send({ type: 'subscribe', channel });
  }
  set.add(listener);
  if (!socket && retry === undefined) open();
  return () => {
    set.delete(listener);
    if (set.size > 0) return;
    listeners.delete(channel);
    send({ type: 'unsubscribe', channel });
    if (listeners.size > 0) return;
    clearTimeout(retry);
    retry = undefined;
    clearInterval(ping);
    const closing = socket;
    socket = null;
    opened = false;
    closing?.close();
  };
}
