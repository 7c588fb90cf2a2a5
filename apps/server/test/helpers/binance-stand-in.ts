import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';

const FIXTURES = new URL('../fixtures/binance/', import.meta.url);

/** A fixture file's text. */
export function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/** The frames of a recorded session, one per line. */
export function fixtureLines(name: string): string[] {
  return fixture(name).split('\n').filter(Boolean);
}

export interface Subscription {
  socket: WebSocket;
  id: number;
  params: string[];
}

export interface StreamStandIn {
  url: string;
  /** The next SUBSCRIBE request a connection sends (already sent or coming). */
  nextSubscription(): Promise<Subscription>;
  close(): Promise<void>;
}

/** Stands in for wss://stream.binance.com:9443/stream: the test plays frames to each connection. */
export async function startStreamStandIn(): Promise<StreamStandIn> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const received: Subscription[] = [];
  const waiters: ((subscription: Subscription) => void)[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const request = JSON.parse(data.toString()) as {
        method: string;
        params: string[];
        id: number;
      };
      if (request.method !== 'SUBSCRIBE') return;
      const subscription = { socket, id: request.id, params: request.params };
      const waiter = waiters.shift();
      if (waiter) waiter(subscription);
      else received.push(subscription);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/stream`,
    nextSubscription() {
      const subscription = received.shift();
      if (subscription) return Promise.resolve(subscription);
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RestStandIn {
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/**
 * Stands in for https://api.binance.com: GET /api/v3/klines answers from the recorded klines,
 * those from `startTime` that closed before `now()`, as the exchange knows only the past. The
 * first `failing` requests get a 503, as from an exchange that is briefly overloaded.
 */
export async function startRestStandIn(now: () => number, failing = 0): Promise<RestStandIn> {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    if (requests.length <= failing) {
      response.writeHead(503).end();
      return;
    }
    if (url.pathname !== '/api/v3/klines') {
      response.writeHead(404).end();
      return;
    }
    const symbol = url.searchParams.get('symbol') ?? '';
    const startTime = Number(url.searchParams.get('startTime') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    let rows: [number, ...unknown[]][] = [];
    try {
      rows = JSON.parse(fixture(`rest-klines-${symbol.toLowerCase()}.json`));
    } catch {
      // A pair with no recording has no history.
    }
    const answer = rows
      .filter((row) => row[0] >= startTime && (row[6] as number) < now())
      .slice(0, limit);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends each frame, in order. */
export function play(socket: WebSocket, frames: readonly string[]): void {
  for (const frame of frames) socket.send(frame);
}
