import type { PairSymbol } from '@kapital/shared';
import { PAIR_PRICE_DECIMALS } from '@kapital/shared/constants';

/** How the simulated feed moves one pair. */
export interface PairModel {
  /** The price the simulation wanders around, in USDT. */
  basePrice: number;
  /** Typical daily move of the log price: 0.03 is about 3 % a day. */
  dailyVolatility: number;
  /** Decimals of a price (the pair's tick size): PAIR_PRICE_DECIMALS, shared with the web. */
  priceDecimals: number;
  /** Decimals of a base-asset quantity. */
  volumeDecimals: number;
  /** Typical base-asset volume traded in a day. */
  dailyVolume: number;
}

/** Late-2024 levels, so the numbers on screen look like a real market. */
export const PAIR_MODELS: Record<PairSymbol, PairModel> = {
  BTC: {
    basePrice: 97_000,
    dailyVolatility: 0.025,
    priceDecimals: PAIR_PRICE_DECIMALS.BTC,
    volumeDecimals: 5,
    dailyVolume: 25_000,
  },
  ETH: {
    basePrice: 3_400,
    dailyVolatility: 0.032,
    priceDecimals: PAIR_PRICE_DECIMALS.ETH,
    volumeDecimals: 4,
    dailyVolume: 400_000,
  },
  SOL: {
    basePrice: 190,
    dailyVolatility: 0.045,
    priceDecimals: PAIR_PRICE_DECIMALS.SOL,
    volumeDecimals: 3,
    dailyVolume: 4_000_000,
  },
  LINK: {
    basePrice: 22,
    dailyVolatility: 0.045,
    priceDecimals: PAIR_PRICE_DECIMALS.LINK,
    volumeDecimals: 2,
    dailyVolume: 6_000_000,
  },
  XRP: {
    basePrice: 2.3,
    dailyVolatility: 0.045,
    priceDecimals: PAIR_PRICE_DECIMALS.XRP,
    volumeDecimals: 1,
    dailyVolume: 900_000_000,
  },
  ADA: {
    basePrice: 0.95,
    dailyVolatility: 0.045,
    priceDecimals: PAIR_PRICE_DECIMALS.ADA,
    volumeDecimals: 1,
    dailyVolume: 700_000_000,
  },
  AVAX: {
    basePrice: 38,
    dailyVolatility: 0.05,
    priceDecimals: PAIR_PRICE_DECIMALS.AVAX,
    volumeDecimals: 2,
    dailyVolume: 8_000_000,
  },
  MATIC: {
    basePrice: 0.5,
    dailyVolatility: 0.05,
    priceDecimals: PAIR_PRICE_DECIMALS.MATIC,
    volumeDecimals: 1,
    dailyVolume: 300_000_000,
  },
  BNB: {
    basePrice: 690,
    dailyVolatility: 0.028,
    priceDecimals: PAIR_PRICE_DECIMALS.BNB,
    volumeDecimals: 3,
    dailyVolume: 800_000,
  },
  DOGE: {
    basePrice: 0.32,
    dailyVolatility: 0.055,
    priceDecimals: PAIR_PRICE_DECIMALS.DOGE,
    volumeDecimals: 0,
    dailyVolume: 4_000_000_000,
  },
  FTM: {
    basePrice: 0.7,
    dailyVolatility: 0.06,
    priceDecimals: PAIR_PRICE_DECIMALS.FTM,
    volumeDecimals: 0,
    dailyVolume: 250_000_000,
  },
};
