import { BASE_CURRENCY, type SideFund } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount, readAmount } from '@/lib/i18n/format.ts';
import { FUND_PAGES } from './fund-labels.ts';

/**
 * Why the typed amount cannot be moved to the wallet, as shown under the field, or null when
 * it can. The server checks again; this spares the person a round trip. The typed amount's own
 * problems are the shared wording, translated where the field shows them.
 */
export function moveAmountProblem(
  amountText: string,
  balance: string,
  fund: SideFund,
  t: TFunction<'funds'>,
): string | null {
  const trimmed = amountText.trim();
  if (trimmed === '') return t('moveDialog.amountMissing');
  const typed = readAmount(trimmed);
  if (!typed.ok) return typed.problem;
  const available = parseMoney(balance);
  if (typed.minor > available) {
    return t(FUND_PAGES[fund].text.moreThanHeld, {
      amount: `${formatAmount(available)} ${BASE_CURRENCY}`,
    });
  }
  return null;
}
