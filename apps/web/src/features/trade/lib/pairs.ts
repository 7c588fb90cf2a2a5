import { PAIR_NAMES, PAIRS, type PairSymbol } from '@kapital/shared/constants';
import { tradePairPath } from '@/config/paths.ts';

/** Each pair's asset as people write it: "Bitcoin", "BNB". */
export const PAIR_TITLES: Record<PairSymbol, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  SOL: 'Solana',
  LINK: 'Chainlink',
  XRP: 'XRP',
  ADA: 'Cardano',
  AVAX: 'Avalanche',
  MATIC: 'Polygon',
  BNB: 'BNB',
  DOGE: 'Dogecoin',
  FTM: 'Fantom',
};

/** The trade screen of a pair: /trade/ETH/ethereum. */
export function pairPath(symbol: PairSymbol): string {
  return tradePairPath(symbol, PAIR_NAMES[symbol]);
}

export type PairAddress =
  | { kind: 'pair'; symbol: PairSymbol }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown'; symbol: string };

/**
 * What /trade/{sym}/{name} points at: a pair; the pair's own address when the symbol is known
 * but written otherwise ("btc") or the name is not its name; or no pair at all.
 */
export function readPairAddress(sym: string | undefined, name: string | undefined): PairAddress {
  const upper = (sym ?? '').trim().toUpperCase();
  const symbol = PAIRS.find((pair) => pair === upper);
  if (!symbol) return { kind: 'unknown', symbol: sym ?? '' };
  if (sym === symbol && name === PAIR_NAMES[symbol]) return { kind: 'pair', symbol };
  return { kind: 'redirect', to: pairPath(symbol) };
}
