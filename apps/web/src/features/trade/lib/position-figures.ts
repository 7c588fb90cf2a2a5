import type { CloseReason, Position } from '@kapital/shared';
import { formatMoney, formatMoneyDisplay, parseMoney } from '@kapital/shared/money';
import { PRICE_PATTERN, parsePrice, positionResult } from '@kapital/shared/trading';

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  manual: 'Manual',
  take_profit: 'Take-profit',
  stop_loss: 'Stop-loss',
  stop_out: 'Stop-out',
};

export const SIDE_LABELS = { buy: 'Buy', sell: 'Sell' } as const;

export interface LiveResult {
  /** Signed cents, before fees. */
  amount: bigint;
  /** "+1.23 USD", "−0.40 USD". */
  text: string;
  /** "+0.12%" of the stake. */
  percent: string;
  direction: 'up' | 'down' | 'flat';
}

const MINUS = '\u2212';

/** Signed money as shown: +1.23, −0.40, 0.00. */
export function signedMoney(minor: bigint): string {
  if (minor === 0n) return '0.00';
  return `${minor > 0n ? '+' : MINUS}${formatMoneyDisplay(minor < 0n ? -minor : minor)}`;
}

/** Hundredths of a percent of the stake, truncated toward zero: "+0.12%". */
export function percentOfStake(result: bigint, stake: bigint): string {
  if (stake <= 0n) return '0.00%';
  const hundredths = (result * 10_000n) / stake;
  if (hundredths === 0n) return '0.00%';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return `${hundredths > 0n ? '+' : MINUS}${text}%`;
}

/** The open position's profit or loss at the live price: for display only, the server settles. */
export function liveResult(position: Position, livePrice: string | undefined): LiveResult | null {
  if (!livePrice || !PRICE_PATTERN.test(livePrice)) return null;
  const stake = parseMoney(position.stake);
  const amount = positionResult(
    position.side,
    stake,
    parsePrice(position.entryPrice),
    parsePrice(livePrice),
  );
  return {
    amount,
    text: `${signedMoney(amount)} USD`,
    percent: percentOfStake(amount, stake),
    direction: amount > 0n ? 'up' : amount < 0n ? 'down' : 'flat',
  };
}

/** Opening plus closing fee. */
export function totalFees(position: Position): bigint {
  return parseMoney(position.openFee) + parseMoney(position.closeFee ?? '0');
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

export const CSV_HEADER = [
  'Number',
  'Pair',
  'Side',
  'Stake (USD)',
  'Entry',
  'Exit',
  'Opened',
  'Closed',
  'Reason',
  'Fees (USD)',
  'Result (USD)',
  'Payout (USD)',
];

/** Closed positions as CSV, amounts with a plain dot and no grouping. */
export function positionsCsv(positions: readonly Position[]): string {
  const rows = positions.map((position) => [
    position.number,
    `${position.symbol}/USDT`,
    SIDE_LABELS[position.side],
    position.stake,
    position.entryPrice,
    position.exitPrice ?? '',
    position.openedAt,
    position.closedAt ?? '',
    position.closeReason ? CLOSE_REASON_LABELS[position.closeReason] : '',
    formatMoney(totalFees(position)),
    position.result ?? '',
    position.payout ?? '',
  ]);
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
