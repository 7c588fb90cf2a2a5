import {
  type ClientMessage,
  type ConsoleQueue,
  clientMessage,
  MAX_WATCHED_CANDLES,
  type ServerMessage,
  TOO_MANY_MESSAGES_CLOSE_CODE,
} from '@kapital/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { readSession } from '../../platform/auth/guards.ts';
import { createCandleWatchers } from './candle-watchers.ts';
import { createMessageBudget } from './message-budget.ts';

/** Close code for "not signed in"; the browser does not reconnect after it. */
export const WS_CLOSE_UNAUTHENTICATED = 4401;
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

  const toAdmins = (queue: ConsoleQueue) => {
    for (const socket of adminSockets) send(socket, { type: 'queue', queue });
  };

  const unsubscribe = app.deps.events.subscribe((event) => {
    if (event.type === 'settings') {
      broadcast({ type: 'settings', settings: event.settings });
      return;
    }
    if (event.type === 'queue') {
      toAdmins(event.queue);
      return;
    }
    // Investments are no review queue: nothing waits for staff.
    if (event.type === 'invoice' && event.invoice !== 'investment') {
      toAdmins(event.invoice === 'deposit' ? 'deposits' : 'withdrawals');
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

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    stopResync();
    stopTickers();
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) socket.close(1001, 'server closing');
    }
  });

  app.get('/api/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    // A browser asks for its charts as soon as the socket opens, while the session is still
    // being read: those messages wait here (a few at most) instead of being lost.
    let signedIn = false;
    const early: ClientMessage[] = [];
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
      if (signedIn) candleWatchers.handle(socket, message);
      else if (early.length < MAX_WATCHED_CANDLES) early.push(message);
    });
    const found = await readSession(app, request);
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
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => {
      candleWatchers.forget(socket);
      sockets.delete(socket);
      adminSockets.delete(socket);
      if (sockets.size === 0) socketsByUser.delete(user.id);
    });
    signedIn = true;
    for (const message of early) candleWatchers.handle(socket, message);
    send(socket, { type: 'hello', uid: user.id });
  });
};
