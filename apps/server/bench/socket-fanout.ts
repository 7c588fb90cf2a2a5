/**
 * Live updates at scale: opens `users x socketsPerUser` signed-in WebSockets to a running
 * Kapital on PostgreSQL, then moves money into each user's wallet from this process (its own
 * ledger, its own connection to the event bus, as another instance would) and times each
 * balance frame from the transfer's commit to its arrival in the socket. Also the server's
 * resident memory per open socket.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.ts';
import { createPostgresEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import type { BenchUser } from './withdrawal-load.ts';

const OPEN_BATCH = 100;

export interface SocketFanoutFigures {
  sockets: number;
  frames: number;
  p50Ms: number;
  p99Ms: number;
  memoryPerSocketKb: number;
}

function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
}

/** Opens one socket and resolves once the server said hello. */
function openSocket(url: string, origin: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin, cookie } });
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
}

export async function socketFanout(options: {
  baseUrl: string;
  databaseUrl: string;
  serverPid: number;
  users: readonly BenchUser[];
  socketsPerUser: number;
  rounds: number;
}): Promise<SocketFanoutFigures> {
  const { baseUrl, users, socketsPerUser } = options;
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/api/ws`;
  const before = residentKb(options.serverPid);
  const socketsByUser = new Map<string, WebSocket[]>();
  const pending = users.flatMap((person) => Array.from({ length: socketsPerUser }, () => person));
  for (let start = 0; start < pending.length; start += OPEN_BATCH) {
    const opened = await Promise.all(
      pending.slice(start, start + OPEN_BATCH).map(async (person) => ({
        person,
        socket: await openSocket(wsUrl, baseUrl, person.cookie),
      })),
    );
    for (const { person, socket } of opened) {
      socketsByUser.set(person.id, [...(socketsByUser.get(person.id) ?? []), socket]);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const sockets = pending.length;
  const memoryPerSocketKb = Math.round((residentKb(options.serverPid) - before) / sockets);

  const database = await openDatabase({ url: options.databaseUrl, pgliteDir: '', poolSize: 10 });
  const events = await createPostgresEventBus(options.databaseUrl);
  const ledger = createLedger(database.db, events);
  const latencies: number[] = [];
  try {
    const world = await ledger.systemAccount('world');
    for (let round = 0; round < options.rounds; round += 1) {
      for (const person of users) {
        const wallet = (await ledger.userAccounts(person.id)).wallet.id;
        const heard = (socketsByUser.get(person.id) ?? []).map(
          (socket) =>
            new Promise<number>((resolve) => {
              const onMessage = (data: WebSocket.RawData) => {
                if (!data.toString().includes('"type":"balance"')) return;
                socket.off('message', onMessage);
                resolve(performance.now());
              };
              socket.on('message', onMessage);
            }),
        );
        let committedAt = 0;
        await ledger.run(async (uow) => {
          // Registered first, so it runs first once the transaction has committed.
          uow.afterCommit(() => {
            committedAt = performance.now();
          });
          await ledger.transfer(uow, {
            debitAccountId: world.id,
            creditAccountId: wallet,
            amount: 1n,
            kind: 'bench.fanout',
            idempotencyKey: `fanout:${person.id}:${round}`,
          });
        });
        for (const arrivedAt of await Promise.all(heard)) latencies.push(arrivedAt - committedAt);
      }
    }
  } finally {
    for (const list of socketsByUser.values()) for (const socket of list) socket.terminate();
    await events.close();
    await database.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    sockets,
    frames: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    memoryPerSocketKb,
  };
}
