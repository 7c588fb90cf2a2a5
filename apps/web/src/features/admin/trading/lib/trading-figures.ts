import { formatMoney, parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount } from '@/lib/i18n/format.ts';

/** Buy stake minus Sell stake, as an API amount ('-20.00'): which way the house is exposed. */
export function netStake(buyStake: string, sellStake: string): string {
  return formatMoney(parseMoney(buyStake) - parseMoney(sellStake));
}

export type Tone = 'success.main' | 'error.main' | 'text.primary';

/** Green above zero, red below, the ordinary colour at zero. */
export function signTone(amount: string): Tone {
  const minor = parseMoney(amount);
  if (minor > 0n) return 'success.main';
  return minor < 0n ? 'error.main' : 'text.primary';
}

/** '12.5' as '+12.50 USD', '-3' as '−3.00 USD' (a true minus), zero as '0.00 USD'. */
export function formatSignedUsd(amount: string): string {
  const minor = parseMoney(amount);
  const abs = minor < 0n ? -minor : minor;
  const sign = minor > 0n ? '+' : minor < 0n ? '\u2212' : '';
  return `${sign}${formatAmount(abs)} USD`;
}

const REASONS = {
  manual: 'closeReasons.manual',
  take_profit: 'closeReasons.take_profit',
  stop_loss: 'closeReasons.stop_loss',
  stop_out: 'closeReasons.stop_out',
} as const;

/** A close reason as staff read it; '—' while the position is open. */
export function closeReasonLabel(t: TFunction<'admin'>, reason: string | null): string {
  if (!reason) return '—';
  return Object.hasOwn(REASONS, reason) ? t(REASONS[reason as keyof typeof REASONS]) : reason;
}
