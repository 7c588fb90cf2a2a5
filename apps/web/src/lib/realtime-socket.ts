import {
  type ChatSocketMessage,
  type ClientMessage,
  chatSocketMessage,
  type ServerMessage,
  serverMessage,
  TOO_MANY_MESSAGES_CLOSE_CODE,
} from '@kapital/shared';

/** The server closes the socket with this code when the request has no valid session. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
const NORMAL_CLOSE_CODE = 1000;

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
/** The attempt whose delay is the longest: where a socket closed for flooding starts again. */
const SLOWEST_ATTEMPT = Math.ceil(Math.log2(LONGEST_RETRY_MS / FIRST_RETRY_MS));

/**
 * Exponential backoff with jitter: 0.5-1 s, 1-2 s, 2-4 s, ... up to 15-30 s. The jitter keeps
 * every tab from reconnecting at the same moment after a server restart.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/ws`;
}

/** Parses one frame; anything that is not a known server message is ignored. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Parses one frame of the live chat's (chat.message, chat.read, chat.typing), or null. */
export function parseChatMessage(data: unknown): ChatSocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = chatSocketMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Speaks on the open socket: the charts the browser shows, and that the person is typing. */
export type SocketSend = (message: ClientMessage) => void;

interface RealtimeHandlers {
  onMessage: (message: ServerMessage) => void;
  /** A live chat frame: kept apart, so the chat's own code handles it. */
  onChatMessage?: (message: ChatSocketMessage) => void;
  /** The socket is open: `send` speaks on it until `onDisconnect`. */
  onConnect?: (send: SocketSend) => void;
  onDisconnect?: () => void;
  /**
   * The server refused the session or ended it. Resolves true when the browser is still signed
   * in (a password change gave it a new session): then the socket connects again.
   */
  onUnauthorized: () => Promise<boolean>;
}

/** Keeps one WebSocket to /api/ws open, reconnecting after drops, until closed. */
export function connectRealtime({
  onMessage,
  onChatMessage,
  onConnect,
  onDisconnect,
  onUnauthorized,
}: RealtimeHandlers): {
  close: () => void;
} {
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    const opened = new WebSocket(realtimeUrl(window.location));
    socket = opened;
    opened.addEventListener('open', () => {
      if (!stopped) onConnect?.((message) => opened.send(JSON.stringify(message)));
    });
    opened.addEventListener('message', (event) => {
      if (stopped) return;
      // A frame proves the connection works, so the next drop starts the backoff afresh.
      attempt = 0;
      // Chat frames go to the chat's own code, not through the shell's cache handler.
      const chat = parseChatMessage(event.data);
      if (chat) {
        onChatMessage?.(chat);
        return;
      }
      const message = parseServerMessage(event.data);
      if (message) onMessage(message);
    });
    opened.addEventListener('close', (event) => {
      socket = null;
      onDisconnect?.();
      if (stopped) return;
      if (event.code === UNAUTHORIZED_CLOSE_CODE) {
        void onUnauthorized().then((stillSignedIn) => {
          if (stillSignedIn && !stopped) retry();
        });
        return;
      }
      // The server closed a socket that kept flooding it: a quick reconnect would only flood it
      // again, so this one waits the longest.
      if (event.code === TOO_MANY_MESSAGES_CLOSE_CODE) attempt = SLOWEST_ATTEMPT;
      retry();
    });
  };
  const retry = () => {
    retryTimer = setTimeout(open, reconnectDelay(attempt));
    attempt += 1;
  };

  open();
  return {
    close: () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = socket;
      if (!current) return;
      // Closing a socket that is still connecting makes the browser log an error.
      if (current.readyState === WebSocket.CONNECTING) {
        current.addEventListener('open', () => current.close(NORMAL_CLOSE_CODE), { once: true });
      } else {
        current.close(NORMAL_CLOSE_CODE);
      }
    },
  };
}
