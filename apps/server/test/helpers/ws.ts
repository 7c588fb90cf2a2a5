import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@kapital/shared';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { build, TEST_BASE_URL, type TestApp } from './build.ts';

export interface TestSocket {
  socket: WebSocket;
  /** Every message received so far, parsed. */
  messages: ServerMessage[];
  /** The first message (already received or coming) that matches, or a timeout error. */
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
  /**
   * Resolves once the server answered a ping: it reads frames in order, so by then it has
   * handled every message this socket sent before.
   */
  roundTrip(): Promise<void>;
}

/** Makes a test app listen on a free loopback port and returns its WebSocket address. */
export async function listenForSockets({ app }: Pick<TestApp, 'app'>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;
}

export interface SocketTestServer {
  /** The file's app (read it in tests and hooks: it is built in beforeAll). */
  readonly t: TestApp;
  /** Its WebSocket address. */
  readonly url: string;
  /** Opens a socket to the app (or to `url`) with the cookie, closed when the test finishes. */
  connect(cookie?: string, url?: string): TestSocket;
}

/**
 * One app for the whole test file, listening for sockets: built in beforeAll, closed in afterAll.
 * Call it at the top level of the file.
 */
export function socketTestServer(): SocketTestServer {
  let t: TestApp | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    t = await build({}, { autoClose: false });
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('socketTestServer: the app is built in beforeAll');
    return value;
  };
  return {
    get t() {
      return built(t);
    },
    get url() {
      return built(url);
    },
    connect(cookie, to = built(url)) {
      const socket = openSocket(to, cookie);
      onTestFinished(() => socket.close());
      return socket;
    },
  };
}

/** Opens a WebSocket to a listening app, from the app's own origin, with the cookie (if any). */
export function openSocket(url: string, cookie?: string): TestSocket {
  const socket = new WebSocket(url, {
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of waiters) wake();
  });
  socket.on('error', () => {
    // A refused socket also closes; the test reads the close code.
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    });
  });

  function next(match: (message: ServerMessage) => boolean, timeoutMs = 10_000) {
    return new Promise<ServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`No matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      const wake = () => {
        check();
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
      check();
    });
  }

  const roundTrip = () =>
    new Promise<void>((resolve) => {
      socket.once('pong', () => resolve());
      socket.ping();
    });

  return { socket, messages, next, closed, close: () => socket.close(), roundTrip };
}

/** Waits for a promise, failing after a while instead of hanging the test. */
export function within<T>(promise: Promise<T>, timeoutMs = 10_000, what = 'event'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${what} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
