import { SummaryLines } from '@/components/summary-lines.tsx';
import { useWithdrawalsText } from '../i18n.ts';
import { usd, type WithdrawalQuote } from '../lib/withdrawal-quote.ts';

interface QuoteLinesProps {
  /** Null while the amount is not yet an amount: dashes stand in. */
  quote: WithdrawalQuote | null;
  /** The net amount in the user's currency, e.g. "463.12 MYR", when that is not USD. */
  netLocal?: string | null;
}

/** Amount, fee and what the bank receives, aligned as on a receipt. */
export function QuoteLines({ quote, netLocal }: QuoteLinesProps) {
  const { t } = useWithdrawalsText();
  return (
    <SummaryLines
      testId="withdrawal-quote"
      live
      lines={[
        { label: t('quote.amount'), value: quote ? usd(quote.amount) : '—' },
        { label: t('quote.fee'), value: quote ? `− ${usd(quote.fee)}` : '—' },
        {
          label: t('quote.net'),
          value: quote ? usd(quote.net) : '—',
          note: quote && netLocal ? `≈ ${netLocal}` : null,
          total: true,
        },
      ]}
    />
  );
}
