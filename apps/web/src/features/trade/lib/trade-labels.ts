import type { CloseReason, PositionSide, TradingMode } from '@kapital/shared';
import type { ParseKeys } from 'i18next';

/** The keys of the words the trade screens show for a mode, a side and a close reason. */
export const MODE_KEYS: Record<TradingMode, ParseKeys<'trade'>> = {
  real: 'modes.real',
  demo: 'modes.demo',
};

export const SIDE_KEYS: Record<PositionSide, ParseKeys<'trade'>> = {
  buy: 'sides.buy',
  sell: 'sides.sell',
};

export const CLOSE_REASON_KEYS: Record<CloseReason, ParseKeys<'trade'>> = {
  manual: 'closeReasons.manual',
  take_profit: 'closeReasons.takeProfit',
  stop_loss: 'closeReasons.stopLoss',
  stop_out: 'closeReasons.stopOut',
};
