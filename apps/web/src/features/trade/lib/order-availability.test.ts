import type { Ticker } from '@kapital/shared';
import { describe, expect, test } from 'vitest';
import '@/features/trade/i18n.ts';
import { ApiError } from '@/lib/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  orderAvailability as orderAvailabilityIn,
  orderErrorMessage as orderErrorMessageIn,
} from './order-availability.ts';

const t = i18n.getFixedT('en', 'trade');
const orderAvailability = (ticker: Ticker | undefined) => orderAvailabilityIn(ticker, t);
const orderErrorMessage = (error: unknown) => orderErrorMessageIn(error, t);

const ticker = (stale?: boolean): Ticker => ({
  symbol: 'BTC',
  pair: 'BTCUSDT',
  price: '97000.00',
  change24h: '1.00',
  high24h: '98000.00',
  low24h: '96000.00',
  volume24h: '10.00',
  time: new Date().toISOString(),
  ...(stale === undefined ? {} : { stale }),
});

describe('whether an order may be sent', () => {
  test('a fresh price opens orders, with or without the stale flag', () => {
    expect(orderAvailability(ticker())).toEqual({ open: true });
    expect(orderAvailability(ticker(false))).toEqual({ open: true });
  });

  test('a stale price pauses them, saying why', () => {
    expect(orderAvailability(ticker(true))).toEqual({
      open: false,
      reason: 'stale',
      message: 'Price is stale: orders are paused until the feed catches up',
    });
  });

  test('no price yet pauses them too', () => {
    expect(orderAvailability(undefined)).toEqual({
      open: false,
      reason: 'no-price',
      message: 'Waiting for the first price: orders open once it arrives',
    });
  });
});

describe("an order's failure", () => {
  test("the market's refusals say nothing was opened and what to wait for", () => {
    const stale = new ApiError(503, 'MARKET_STALE', 'The BTC price is out of date');
    expect(orderErrorMessage(stale)).toMatch(/^The price went stale .* nothing was opened/);
    const unavailable = new ApiError(503, 'MARKET_UNAVAILABLE', 'No fresh price');
    expect(orderErrorMessage(unavailable)).toMatch(/^The market sent no fresh price .* Try again/);
  });

  test("any other failure is the server's own message", () => {
    const refused = new ApiError(422, 'INSUFFICIENT_FUNDS', 'Not enough money');
    expect(orderErrorMessage(refused)).toBe('Not enough money');
    expect(orderErrorMessage(new Error('boom'))).toBe(
      'Something went wrong. Try again in a moment.',
    );
  });
});
