import { type CloseReason, type Position, TRADING_MODE_LABELS } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { netResult, PRICE_PATTERN, parsePrice, settle } from '@kapital/shared/trading';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';

/**
 * The CSV's words for a close reason and a side. The CSV is a data file for spreadsheets: its
 * columns and values stay English in every language, as the server's statement CSV does; the
 * screens show the translated words (trade-labels.ts).
 */
const CSV_CLOSE_REASONS: Record<CloseReason, string> = {
  manual: 'Manual',
  take_profit: 'Take-profit',
  stop_loss: 'Stop-loss',
  stop_out: 'Stop-out',
};

const CSV_SIDES = { buy: 'Buy', sell: 'Sell' } as const;

export interface LiveResult {
  /** Signed cents after both fees: what closing now would leave the trader up or down. */
  amount: bigint;
  /** "+1.23 USD", "−0.40 USD". */
  text: string;
  /** "+0.12%" of the stake. */
  percent: string;
  direction: 'up' | 'down' | 'flat';
  /** Cents: the opening fee paid and the closing fee a close now would charge. */
  fees: bigint;
}

const MINUS = '\u2212';

/** Signed money as shown: +1.23, −0.40, 0.00 (in the chosen language's separators). */
export function signedMoney(minor: bigint): string {
  if (minor === 0n) return formatAmount(0n);
  return `${minor > 0n ? '+' : MINUS}${formatAmount(minor < 0n ? -minor : minor)}`;
}

export const directionOf = (minor: bigint): LiveResult['direction'] =>
  minor > 0n ? 'up' : minor < 0n ? 'down' : 'flat';

/** Hundredths of a percent of the stake, truncated toward zero: "+0.12%" ("+0,12%" in Indonesian). */
export function percentOfStake(result: bigint, stake: bigint): string {
  const { decimal } = numberSeparators();
  const zero = `0${decimal}00%`;
  if (stake <= 0n) return zero;
  const hundredths = (result * 10_000n) / stake;
  if (hundredths === 0n) return zero;
  const abs = hundredths < 0n ? -hundredths : hundredths;
  const text = `${abs / 100n}${decimal}${(abs % 100n).toString().padStart(2, '0')}`;
  return `${hundredths > 0n ? '+' : MINUS}${text}%`;
}

/**
 * The open position's net result if it closed at the live price, after the opening fee and the
 * closing fee that close would charge: for display only, the server settles.
 */
export function liveResult(position: Position, livePrice: string | undefined): LiveResult | null {
  if (!livePrice || !PRICE_PATTERN.test(livePrice)) return null;
  const stake = parseMoney(position.stake);
  const openFee = parseMoney(position.openFee);
  const settlement = settle(
    position.side,
    stake,
    parsePrice(position.entryPrice),
    parsePrice(livePrice),
    position.feeBps,
  );
  const amount = netResult(stake, openFee, settlement.payout);
  return {
    amount,
    text: `${signedMoney(amount)} ${BASE_CURRENCY}`,
    percent: percentOfStake(amount, stake),
    direction: directionOf(amount),
    fees: openFee + settlement.closeFee,
  };
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

export const CSV_HEADER = [
  'Number',
  'Mode',
  'Pair',
  'Side',
  'Stake (USD)',
  'Entry',
  'Exit',
  'Opened',
  'Closed',
  'Reason',
  'Result before fees (USD)',
  'Fees (USD)',
  'Net result (USD)',
  'Payout (USD)',
];

/**
 * Closed positions as CSV, amounts as the server sends them: a plain dot, no grouping. A data
 * file for spreadsheets: its columns and words are English in every language.
 */
export function positionsCsv(positions: readonly Position[]): string {
  const rows = positions.map((position) => [
    position.number,
    TRADING_MODE_LABELS[position.mode],
    `${position.symbol}/USDT`,
    CSV_SIDES[position.side],
    position.stake,
    position.entryPrice,
    position.exitPrice ?? '',
    position.openedAt,
    position.closedAt ?? '',
    position.closeReason ? CSV_CLOSE_REASONS[position.closeReason] : '',
    position.result ?? '',
    position.fees,
    position.net ?? '',
    position.payout ?? '',
  ]);
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
