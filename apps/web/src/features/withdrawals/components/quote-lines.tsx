import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usd, type WithdrawalQuote } from '../lib/withdrawal-quote.ts';

interface QuoteLinesProps {
  /** Null while the amount is not yet an amount: dashes stand in. */
  quote: WithdrawalQuote | null;
  /** The net amount in the user's currency, e.g. "463.12 MYR", when that is not USD. */
  netLocal?: string | null;
}

/** Amount, fee and what the bank receives, aligned as on a receipt. */
export function QuoteLines({ quote, netLocal }: QuoteLinesProps) {
  const lines: Array<[string, string, boolean]> = [
    ['Amount', quote ? usd(quote.amount) : '—', false],
    ['Fee', quote ? `− ${usd(quote.fee)}` : '—', false],
    ['You receive', quote ? usd(quote.net) : '—', true],
  ];
  return (
    <Box
      component="dl"
      aria-live="polite"
      data-testid="withdrawal-quote"
      sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {lines.map(([label, value, total]) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            ...(total ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {}),
          }}
        >
          <Typography component="dt" sx={{ fontWeight: total ? 700 : 400 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontWeight: total ? 700 : 500,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {value}
            {total && quote && netLocal ? (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                ≈ {netLocal}
              </Typography>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
