import { TOO_MANY_MESSAGES_CLOSE_CODE } from '@kapital/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  parseServerMessage,
  realtimeUrl,
  reconnectDelay,
  UNAUTHORIZED_CLOSE_CODE,
} from './realtime-socket.ts';

/** Stands in for the browser's WebSocket: tests drive its events by hand. */
class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static opened: FakeWebSocket[] = [];
  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  closedWith: number | undefined;

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.opened.push(this);
  }

  accept() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  receive(data: string) {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }

  drop(code: number) {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }

  close(code: number) {
    this.closedWith = code;
    this.drop(code);
  }
}

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'kapital.example' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const handlers = (stillSignedIn = false) => ({
  onMessage: vi.fn(),
  onUnauthorized: vi.fn(async () => stillSignedIn),
});

describe('connectRealtime', () => {
  it('connects to /api/ws on the page origin and passes on server messages', () => {
    const on = handlers();
    connectRealtime(on);
    const socket = FakeWebSocket.opened[0];
    expect(socket?.url).toBe('wss://kapital.example/api/ws');
    socket?.receive('{"type":"balance","account":"wallet","balance":"12.50"}');
    socket?.receive('not json');
    expect(on.onMessage).toHaveBeenCalledTimes(1);
    expect(on.onMessage).toHaveBeenCalledWith({
      type: 'balance',
      account: 'wallet',
      balance: '12.50',
    });
  });

  it('passes live chat frames to the chat, not to the server message handler', () => {
    const on = { ...handlers(), onChatMessage: vi.fn() };
    connectRealtime(on);
    const typing = { type: 'chat.typing', conversationId: 'c-1', who: 'staff', name: 'Sam' };
    FakeWebSocket.opened[0]?.receive(JSON.stringify(typing));
    FakeWebSocket.opened[0]?.receive('{"type":"chat.typing","conversationId":"c-1"}');
    expect(on.onChatMessage).toHaveBeenCalledExactlyOnceWith(typing);
    expect(on.onMessage).not.toHaveBeenCalled();
  });

  it('reconnects after a drop, waiting longer after each failed attempt', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    connectRealtime(handlers());
    FakeWebSocket.opened[0]?.drop(1006);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(2);

    FakeWebSocket.opened[1]?.drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.opened).toHaveLength(3);
  });

  it('waits its longest before reconnecting after the server closed it for flooding', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    connectRealtime(handlers());
    FakeWebSocket.opened[0]?.accept();
    FakeWebSocket.opened[0]?.receive('{"type":"hello","uid":"u1"}');
    FakeWebSocket.opened[0]?.drop(TOO_MANY_MESSAGES_CLOSE_CODE);
    vi.advanceTimersByTime(14_999);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it('does not reconnect when the server refuses the session', async () => {
    const on = handlers();
    connectRealtime(on);
    FakeWebSocket.opened[0]?.drop(UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(on.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('connects again when its session ended but the browser is still signed in', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const on = handlers(true);
    connectRealtime(on);
    FakeWebSocket.opened[0]?.drop(UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(on.onUnauthorized).toHaveBeenCalledOnce();
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it('stays closed once closed by the app', () => {
    const connection = connectRealtime(handlers());
    FakeWebSocket.opened[0]?.accept();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(FakeWebSocket.opened[0]?.closedWith).toBe(1000);
  });

  it('closes a socket that is still connecting once it opens, ignoring what it sends', () => {
    const on = handlers();
    const connection = connectRealtime(on);
    const socket = FakeWebSocket.opened[0];
    connection.close();
    expect(socket?.closedWith).toBeUndefined();
    socket?.accept();
    socket?.receive('{"type":"hello","uid":"u1"}');
    expect(socket?.closedWith).toBe(1000);
    expect(on.onMessage).not.toHaveBeenCalled();
  });
});

describe('reconnectDelay', () => {
  it('doubles up to 30 seconds, with jitter in the upper half', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
  });
});

describe('realtimeUrl', () => {
  it('uses ws on http and wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/ws',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'kapital.example' })).toBe(
      'wss://kapital.example/api/ws',
    );
  });
});

describe('parseServerMessage', () => {
  it('accepts the messages of the contract only', () => {
    expect(parseServerMessage('{"type":"hello","uid":"u1"}')).toEqual({ type: 'hello', uid: 'u1' });
    expect(
      parseServerMessage('{"type":"signed-out","reason":"USER_BANNED","staffReason":"Fraud"}'),
    ).toEqual({ type: 'signed-out', reason: 'USER_BANNED', staffReason: 'Fraud' });
    // The server always says whether staff gave a reason: a message without it is not theirs.
    expect(parseServerMessage('{"type":"signed-out","reason":"USER_BANNED"}')).toBeNull();
    expect(parseServerMessage('{"type":"balance","account":"wallet","balance":12}')).toBeNull();
    expect(parseServerMessage('{')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});
