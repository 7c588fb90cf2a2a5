import { TOO_MANY_MESSAGES_CLOSE_CODE } from '@kapital/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  DROPPED_IN_A_ROW_LIMIT,
  MESSAGE_BURST,
} from '../../src/features/realtime/message-budget.ts';
import { verifiedUser } from '../helpers/http.ts';
import { catchLogLines, ERROR_LEVEL } from '../helpers/log-lines.ts';
import { listenForSockets, socketTestServer, type TestSocket, within } from '../helpers/ws.ts';

const server = socketTestServer();

async function signedInSocket(url?: string): Promise<TestSocket> {
  const someone = await verifiedUser(server.t);
  const socket = server.connect(someone.cookie, url);
  await socket.next((message) => message.type === 'hello');
  return socket;
}

const watch = (symbol: string, type = 'watch-candles') =>
  JSON.stringify({ type, symbol, interval: '1m' });

describe('a socket that floods', () => {
  it('is closed with 4429 "too many messages"; a socket sending what a browser sends is not', async () => {
    const flooder = await signedInSocket();
    const browser = await signedInSocket();

    // Valid frames, as fast as the client can write them: the 100,000 in 1.7 s.
    for (let i = 0; i < 20_000 && flooder.socket.readyState === flooder.socket.OPEN; i += 1) {
      flooder.socket.send(watch('BTC', i % 2 === 0 ? 'watch-candles' : 'unwatch-candles'));
    }
    expect(await within(flooder.closed, 20_000, 'close')).toEqual({
      code: TOO_MANY_MESSAGES_CLOSE_CODE,
      reason: 'too many messages',
    });

    // A chart page: a burst of watches and unwatches, well within the budget.
    for (let i = 0; i < MESSAGE_BURST; i += 1) {
      browser.socket.send(watch('ETH', i % 2 === 0 ? 'watch-candles' : 'unwatch-candles'));
    }
    await browser.roundTrip();
    expect(browser.socket.readyState).toBe(browser.socket.OPEN);
  });

  it('drops frames past its burst but stays open while it does not keep on', async () => {
    const socket = await signedInSocket();
    for (let i = 0; i < MESSAGE_BURST + DROPPED_IN_A_ROW_LIMIT - 1; i += 1) {
      socket.socket.send(watch('BTC'));
    }
    await socket.roundTrip();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });
});

describe('an oversized frame', () => {
  it('closes the socket with 1009 and is logged as the client mistake it is, not as an error', async () => {
    const lines = catchLogLines();
    const app = await buildApp({
      ...server.t.deps,
      config: { ...server.t.deps.config, logLevel: 'info', logFormat: 'json' },
    });
    onTestFinished(() => app.close());
    const url = await listenForSockets({ app });

    const socket = await signedInSocket(url);
    socket.socket.send('x'.repeat(2048));
    expect((await socket.closed).code).toBe(1009);

    await vi.waitFor(() =>
      expect(lines.find((line) => line.msg === 'refused a websocket frame')).toMatchObject({
        level: 30,
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      }),
    );
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });
});
