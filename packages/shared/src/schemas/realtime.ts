import { z } from 'zod';
import {
  CONSOLE_QUEUES,
  DEPOSIT_STATUSES,
  INVESTMENT_STATUSES,
  PAIRS,
  USER_ACCOUNT_KINDS,
  WITHDRAWAL_STATUSES,
} from '../constants.ts';
import { ERROR_CODES, SECURITY_ERROR_CODES } from '../errors.ts';
import { chatClientTyping, chatSocketMessage } from './chat.ts';
import { moneyString } from './common.ts';
import { CANDLE_INTERVALS, candleSchema, tickerSchema } from './market.ts';
import { publicSettingsSchema } from './me.ts';

/** Messages the server sends over /api/ws. */
export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), uid: z.string() }),
  z.object({
    type: z.literal('balance'),
    account: z.enum(USER_ACCOUNT_KINDS),
    balance: moneyString,
  }),
  /** The market, about once a second: every pair's latest ticker. */
  z.object({ type: z.literal('tickers'), tickers: z.array(tickerSchema) }),
  /**
   * The forming candle of a pair and interval this socket watches, on every tick: the chart
   * moves without a reload. A candle with a later `time` than the chart's last starts a new one.
   */
  z.object({
    type: z.literal('candle'),
    symbol: z.enum(PAIRS),
    interval: z.enum(CANDLE_INTERVALS),
    candle: candleSchema,
  }),
  /** Staff changed the settings: rates re-convert and the chat button shows or hides. */
  z.object({ type: z.literal('settings'), settings: publicSettingsSchema }),
  /**
   * One of the user's deposits, withdrawals or investments changed (an investment also on each
   * payout): invoice pages and lists refresh.
   */
  z.object({
    type: z.literal('invoice'),
    invoice: z.enum(['deposit', 'withdrawal', 'investment']),
    id: z.string(),
    status: z.enum([...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES, ...INVESTMENT_STATUSES]),
  }),
  /** One of the user's positions opened, changed or closed: position lists refresh. */
  z.object({
    type: z.literal('position'),
    id: z.string(),
    status: z.enum(['open', 'closed']),
  }),
  /**
   * The user's profile changed: staff switched their trading between Real and Free, or they
   * changed their name or picture in another tab. The header and the screens read it again.
   */
  z.object({ type: z.literal('profile') }),
  /**
   * The user's notices changed (a new one arrived, or some were read in another tab): the bell
   * shows `unread` and an open list reads again.
   */
  z.object({ type: z.literal('notifications'), unread: z.number().int() }),
  /** Admins only: something entered or left a console queue; its lists and the overview refresh. */
  z.object({ type: z.literal('queue'), queue: z.enum(CONSOLE_QUEUES) }),
  /**
   * The server may have missed events (its event bus reconnected): read again what a reconnect
   * of the socket would.
   */
  z.object({ type: z.literal('resync') }),
  /**
   * The user was banned or blocked, or ended this session from another browser: the browser
   * goes to /login and shows the reason.
   */
  z.object({
    type: z.literal('signed-out'),
    reason: z.enum([
      ERROR_CODES.userBanned,
      ERROR_CODES.userBlocked,
      SECURITY_ERROR_CODES.sessionRevoked,
    ]),
    /** Staff's words for why, when they gave them. */
    staffReason: z.string().nullable(),
  }),
  /** Live chat (issue 21): to the conversation's user and to every staff socket. */
  ...chatSocketMessage.options,
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** Most charts one socket may watch at once (a few tabs' worth share one socket per tab). */
export const MAX_WATCHED_CANDLES = 8;

/**
 * The close code of a socket that kept sending frames faster than its budget: the browser waits
 * its longest delay before it connects again.
 */
export const TOO_MANY_MESSAGES_CLOSE_CODE = 4429;

const candleSubscription = {
  symbol: z.enum(PAIRS),
  interval: z.enum(CANDLE_INTERVALS),
};

/**
 * Messages a browser sends over /api/ws: which charts it shows (asked again after every
 * reconnect) and that its user is typing in a chat. Anything else is ignored.
 */
export const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('watch-candles'), ...candleSubscription }),
  z.strictObject({ type: z.literal('unwatch-candles'), ...candleSubscription }),
  chatClientTyping,
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type CandleClientMessage = Extract<
  ClientMessage,
  { type: 'watch-candles' | 'unwatch-candles' }
>;
