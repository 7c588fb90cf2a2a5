import { TRADING_MODES, type TradingMode } from '@kapital/shared';

/** The mode a link asked for (`?mode=demo`) when it is one, else the one the person trades now. */
export function shownMode(asked: string | null, currentMode: TradingMode): TradingMode {
  return TRADING_MODES.find((mode) => mode === asked) ?? currentMode;
}

/** The mode the person trades now, from their profile's `userTrading`. */
export const currentModeOf = (userTrading: boolean): TradingMode => (userTrading ? 'real' : 'demo');
