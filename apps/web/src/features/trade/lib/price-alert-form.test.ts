import type { PriceAlertDirection } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { describe, expect, it } from 'vitest';
import '@/features/trade/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  alertPriceProblem as alertPriceProblemIn,
  suggestedAlertPrice,
  typedAlertPrice,
} from './price-alert-form.ts';

const t = i18n.getFixedT('en', 'trade');
const alertPriceProblem = (
  text: string,
  direction: PriceAlertDirection,
  livePrice: string | undefined,
  symbol: PairSymbol,
) => alertPriceProblemIn(text, direction, livePrice, symbol, t);

describe('suggestedAlertPrice', () => {
  it("offers 0.1 % beyond the live price, rounded outward to the pair's tick", () => {
    expect(suggestedAlertPrice('65000', 'above', 'BTC')).toBe('65065.00');
    expect(suggestedAlertPrice('65000', 'below', 'BTC')).toBe('64935.00');
    expect(suggestedAlertPrice('97012.34', 'above', 'BTC')).toBe('97109.36');
    expect(suggestedAlertPrice('97012.34', 'below', 'BTC')).toBe('96915.32');
    expect(suggestedAlertPrice('0.32171', 'above', 'DOGE')).toBe('0.32204');
    expect(suggestedAlertPrice('0.32171', 'below', 'DOGE')).toBe('0.32138');
  });

  it('stays at least one tick away when 0.1 % is less than a tick', () => {
    expect(suggestedAlertPrice('1.00', 'above', 'BTC')).toBe('1.01');
    expect(suggestedAlertPrice('1.00', 'below', 'BTC')).toBe('0.99');
    // A price between ticks: the next tick beyond it on each side.
    expect(suggestedAlertPrice('1.005', 'above', 'BTC')).toBe('1.01');
    expect(suggestedAlertPrice('1.005', 'below', 'BTC')).toBe('1.00');
  });

  it('offers nothing without a live price, or below the smallest tick', () => {
    expect(suggestedAlertPrice(undefined, 'above', 'BTC')).toBeNull();
    expect(suggestedAlertPrice('not a price', 'above', 'BTC')).toBeNull();
    expect(suggestedAlertPrice('0.01', 'below', 'BTC')).toBeNull();
  });
});

describe('alertPriceProblem', () => {
  it('accepts a price on the right side with the pair’s decimals, separators and all', () => {
    expect(alertPriceProblem('65,100.50', 'above', '65000', 'BTC')).toBeNull();
    expect(alertPriceProblem('64999.99', 'below', '65000', 'BTC')).toBeNull();
    expect(typedAlertPrice(' 65,100.50 ')).toBe('65100.50');
  });

  it('refuses the wrong side of the live price, and the price itself', () => {
    expect(alertPriceProblem('64000', 'above', '65000', 'BTC')).toBe(
      'An alert above the price must be set above the current price',
    );
    expect(alertPriceProblem('65000', 'below', '65000', 'BTC')).toBe(
      'An alert below the price must be set below the current price',
    );
  });

  it("refuses what is not a price, zero, and more decimals than the pair's", () => {
    expect(alertPriceProblem('', 'above', '65000', 'BTC')).toBe('Enter a price');
    expect(alertPriceProblem('abc', 'above', '65000', 'BTC')).toBe(
      'Enter a price such as 65000.50',
    );
    expect(alertPriceProblem('0', 'below', '65000', 'BTC')).toBe('Enter a price above zero');
    expect(alertPriceProblem('65100.505', 'above', '65000', 'BTC')).toBe(
      'BTC prices have at most 2 decimals',
    );
    expect(alertPriceProblem('0.123456', 'above', '0.1', 'DOGE')).toBe(
      'DOGE prices have at most 5 decimals',
    );
  });

  it('leaves the side to the server while there is no live price', () => {
    expect(alertPriceProblem('1', 'above', undefined, 'BTC')).toBeNull();
  });
});
