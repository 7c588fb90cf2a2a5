import {
  type CandleClientMessage,
  CHAT_TYPING_INTERVAL_MS,
  type ConsoleQueue,
  chatConversationId,
  clientMessage,
  MAX_WATCHED_CANDLES,
  type ServerMessage,
  TOO_MANY_MESSAGES_CLOSE_CODE,
} from '@kapital/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { isStaffRole, readSession } from '../../platform/auth/guards.ts';
import type { DomainEvent } from '../../platform/events/event-bus.ts';
import { conversationOwner, readMessage } from '../chat/chat-service.ts';
import { createCandleWatchers } from './candle-watchers.ts';
import { createMessageBudget } from './message-budget.ts';

/** Close code for "not signed in"; the browser does not reconnect after it. */
export const WS_CLOSE_UNAUTHENTICATED = 4401;
/**
 * "Service restart" (RFC 6455): this instance is going away, so the browser reconnects, which a
 * load balancer sends to another instance.
 */
export const WS_CLOSE_RESTARTING = 1012;
const HEARTBEAT_MS = 30_000;
/** About a hundred ticks of backlog: beyond it a socket gets no more tickers until it drains. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** A browser's message, or null for anything that is not one: it is ignored, not answered. */
function parseClientMessage(data: unknown) {
  try {
    const parsed = clientMessage.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `/api/ws`: each signed-in browser hears its own balance changes and forced sign-outs,
 * everyone hears the market's ticks and settings changes, a chart hears its forming candle,
 * and admins hear their queues move.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  /** The session each socket was opened with: when that session ends, the socket closes. */
  const sessionOf = new WeakMap<WebSocket, string>();
  /** Admins' sockets, by the role they had when they connected. */
  const adminSockets = new Set<WebSocket>();
  /** Staff sockets (admin and support), by the role they had when they connected: the chat inbox. */
  const staffSockets = new Set<WebSocket>();
  /** When each socket's last typing message was relayed (at most one per interval). */
  const lastTypingAt = new WeakMap<WebSocket, number>();
  const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

  /**
   * A frame that the next one supersedes (a ticker, a forming candle): a socket that is not
   * keeping up skips it instead of buffering without bound.
   */
  const sendSuperseded = (socket: WebSocket, frame: string) => {
    if (socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES) {
      socket.send(frame);
    }
  };
  const candleWatchers = createCandleWatchers(app.deps.market, sendSuperseded);

  /** One message to every socket, serialised once; a superseded one may be skipped. */
  const broadcast = (message: ServerMessage, superseded = false) => {
    if (socketsByUser.size === 0) return;
    const frame = JSON.stringify(message);
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) {
        if (superseded) sendSuperseded(socket, frame);
        else if (socket.readyState === socket.OPEN) socket.send(frame);
      }
    }
  };

  /** A queue moved: admins hear every queue; support, whose console is the chat inbox, the chat's. */
  const toQueueWatchers = (queue: ConsoleQueue) => {
    const watchers = queue === 'chat' ? staffSockets : adminSockets;
    for (const socket of watchers) send(socket, { type: 'queue', queue });
  };

  /** A conversation's user's sockets, every staff socket, or both; each socket once. */
  const chatAudience = (userId: string, side: 'user' | 'staff' | 'both') => {
    const audience = new Set<WebSocket>();
    if (side !== 'staff')
      for (const socket of socketsByUser.get(userId) ?? []) audience.add(socket);
    if (side !== 'user') for (const socket of staffSockets) audience.add(socket);
    return audience;
  };

  /**
   * Chat events to the conversation's user and staff. A new message's event carries its id only:
   * each instance reads the message once, if any socket of its own is there to hear it.
   */
  const relayChat = async (event: Extract<DomainEvent, { type: `chat.${string}` }>) => {
    const { conversationId, userId } = event;
    if (event.type === 'chat.typing') {
      // Typing is news to the other side only.
      const message = { type: event.type, conversationId, who: event.who, name: event.name };
      for (const socket of chatAudience(userId, event.who === 'user' ? 'staff' : 'user')) {
        send(socket, message);
      }
    } else if (event.type === 'chat.read') {
      const message = {
        type: event.type,
        conversationId,
        reader: event.reader,
        readAt: event.readAt,
      };
      for (const socket of chatAudience(userId, 'both')) send(socket, message);
    } else {
      if (chatAudience(userId, 'both').size === 0) return;
      const message = await readMessage(app.deps.database.db, event.messageId);
      if (!message) return;
      for (const socket of chatAudience(userId, 'both')) {
        send(socket, { type: 'chat.message', conversationId, message });
      }
    }
  };

  /**
   * A browser says its user is typing: relayed through the bus (other instances hold the other
   * side's sockets) at most once per interval per socket. A user types only in their own
   * conversation; staff in any that exists. Anything else is dropped without an answer.
   */
  const relayTyping = async (socket: WebSocket, typist: SessionUser, conversationId: string) => {
    const now = app.deps.clock.now();
    if (now - (lastTypingAt.get(socket) ?? Number.NEGATIVE_INFINITY) < CHAT_TYPING_INTERVAL_MS) {
      return;
    }
    lastTypingAt.set(socket, now);
    const staff = isStaffRole(typist.role);
    let userId: string | null = typist.id;
    if (staff) {
      // PostgreSQL's text refuses NUL: such an id names no conversation anyway.
      if (conversationId.includes('\u0000')) return;
      userId = await conversationOwner(app.deps.database.db, conversationId);
    } else if (conversationId !== chatConversationId(typist.id)) {
      return;
    }
    if (!userId) return;
    await app.deps.events.publish({
      type: 'chat.typing',
      userId,
      conversationId,
      who: staff ? 'staff' : 'user',
      name: typist.name,
    });
  };

  const unsubscribe = app.deps.events.subscribe((event) => {
    if (event.type === 'settings') {
      broadcast({ type: 'settings', settings: event.settings });
      return;
    }
    if (event.type === 'queue') {
      toQueueWatchers(event.queue);
      return;
    }
    if (
      event.type === 'chat.message' ||
      event.type === 'chat.read' ||
      event.type === 'chat.typing'
    ) {
      relayChat(event).catch((error: unknown) =>
        app.log.error({ err: error, event: event.type }, 'relaying a chat event failed'),
      );
      return;
    }
    // Investments are no review queue: nothing waits for staff.
    if (event.type === 'invoice' && event.invoice !== 'investment') {
      toQueueWatchers(event.invoice === 'deposit' ? 'deposits' : 'withdrawals');
    }
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    for (const socket of sockets) {
      if (event.type === 'session.closed') {
        if (sessionOf.get(socket) !== event.sessionId) continue;
        // Ended from another browser: this one is told why before it closes.
        if (event.reason)
          send(socket, { type: 'signed-out', reason: event.reason, staffReason: null });
        socket.close(WS_CLOSE_UNAUTHENTICATED, 'session ended');
      } else if (event.type === 'balance') {
        send(socket, { type: 'balance', account: event.account, balance: event.balance });
      } else if (event.type === 'position') {
        send(socket, { type: 'position', id: event.id, status: event.status });
      } else if (event.type === 'invoice') {
        send(socket, {
          type: 'invoice',
          invoice: event.invoice,
          id: event.id,
          status: event.status,
        });
      } else if (event.type === 'notifications') {
        send(socket, { type: 'notifications', unread: event.unread });
      } else if (event.type === 'user.changed') {
        send(socket, { type: 'profile' });
      } else if (event.type === 'session.ended') {
        send(socket, {
          type: 'signed-out',
          reason: event.reason,
          staffReason: event.staffReason,
        });
        socket.close(WS_CLOSE_UNAUTHENTICATED, 'signed out');
      }
    }
  });
  // The bus lost its connection for a while: events of that time are gone, so every browser
  // reads again what it would read after a reconnect of its own.
  const stopResync = app.deps.events.onResync(() => broadcast({ type: 'resync' }));
  const stopTickers = app.deps.market.subscribe((tickers) => {
    broadcast({ type: 'tickers', tickers: [...tickers] }, true);
    candleWatchers.tick((error) => app.log.error({ err: error }, 'sending forming candles failed'));
  });

  const heartbeat = setInterval(() => {
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const closeEverySocket = () => {
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) socket.close(WS_CLOSE_RESTARTING, 'server restarting');
    }
  };
  const stopDraining = app.deps.draining.onStart(closeEverySocket);

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    stopResync();
    stopTickers();
    stopDraining();
    closeEverySocket();
  });

  app.get('/api/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    // A browser asks for its charts as soon as the socket opens, while the session is still
    // being read: those messages wait here (a few at most) instead of being lost.
    let signedIn: SessionUser | null = null;
    const early: CandleClientMessage[] = [];
    const budget = createMessageBudget();
    socket.on('message', (data, isBinary) => {
      const verdict = budget.spend();
      if (verdict === 'close' && socket.readyState === socket.OPEN) {
        request.log.info('closed a websocket that kept sending too many messages');
        socket.close(TOO_MANY_MESSAGES_CLOSE_CODE, 'too many messages');
      }
      if (verdict !== 'accept') return;
      const message = isBinary ? null : parseClientMessage(data);
      if (!message) return;
      if (message.type === 'chat.typing') {
        // Only a signed-in socket types; one that is still being read has nothing to say yet.
        if (!signedIn) return;
        relayTyping(socket, signedIn, message.conversationId).catch((error: unknown) =>
          request.log.error({ err: error }, 'relaying typing failed'),
        );
      } else if (signedIn) candleWatchers.handle(socket, message);
      else if (early.length < MAX_WATCHED_CANDLES) early.push(message);
    });
    const found = await readSession(app, request);
    if (app.deps.draining.active) {
      socket.close(WS_CLOSE_RESTARTING, 'server restarting');
      return;
    }
    const user = found?.user;
    if (!found || !user?.emailVerified || user.userBlock || user.userStatus === 'banned') {
      socket.close(WS_CLOSE_UNAUTHENTICATED, 'sign in first');
      return;
    }
    // Gone while the session was read: its close event has passed, so nothing would forget it.
    if (socket.readyState !== socket.OPEN) return;
    const sockets = socketsByUser.get(user.id) ?? new Set<WebSocket>();
    socketsByUser.set(user.id, sockets);
    sockets.add(socket);
    sessionOf.set(socket, found.session.id);
    if (user.role === 'admin') adminSockets.add(socket);
    if (isStaffRole(user.role)) staffSockets.add(socket);
    alive.add(socket);
    app.deps.metrics.openSockets.inc();
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => {
      app.deps.metrics.openSockets.dec();
      candleWatchers.forget(socket);
      sockets.delete(socket);
      adminSockets.delete(socket);
      staffSockets.delete(socket);
      if (sockets.size === 0) socketsByUser.delete(user.id);
    });
    signedIn = user;
    for (const message of early) candleWatchers.handle(socket, message);
    send(socket, { type: 'hello', uid: user.id });
  });
};
