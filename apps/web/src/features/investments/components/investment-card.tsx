import type { InvestmentSummary } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useInvestmentsText } from '../i18n.ts';
import { investmentInvoicePath } from '../lib/investment-paths.ts';
import { rateText } from '../lib/package-terms.ts';
import { InvestmentProgress } from './investment-progress.tsx';
import { NextPayout } from './next-payout.tsx';

interface InvestmentCardProps {
  investment: InvestmentSummary;
  /** The list's clock, for the countdown. */
  now: number;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

const withLocal = (amount: { usd: string; local: string }, currency: string): ReactNode => (
  <>
    <Box component="span" sx={{ fontWeight: 600 }}>
      {formatAmount(parseMoney(amount.usd))} {BASE_CURRENCY}
    </Box>
    {currency !== BASE_CURRENCY ? (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        ≈ {formatAmount(parseMoney(amount.local))} {currency}
      </Typography>
    ) : null}
  </>
);

/** One investment of /investment: what was put in, how far it has come, and the next payout. */
export function InvestmentCard({ investment, now }: InvestmentCardProps) {
  const { t } = useInvestmentsText();
  const titleId = useId();
  const withSeconds = investment.periodSeconds < 60;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="investment-card"
      data-investment-id={investment.id}
      sx={{
        borderRadius: 3,
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {investment.packageName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {investment.number}
            </Box>{' '}
            · {rateText(investment.ratePercent, investment.periodSeconds, t)}
          </Typography>
        </Box>
        <InvoiceStatusChip status={investment.status} />
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Fact label={t('card.amount')}>{withLocal(investment.amount, investment.currency)}</Fact>
        <Fact label={t('card.earned')}>
          <Box component="span" data-testid="investment-earned">
            {withLocal(investment.earned, investment.currency)}
          </Box>
        </Fact>
        <Fact label={investment.status === 'matured' ? t('card.matured') : t('card.nextPayout')}>
          {investment.nextPayoutAt ? (
            <NextPayout at={investment.nextPayoutAt} now={now} withSeconds={withSeconds} />
          ) : (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {formatDateTime(investment.maturedAt ?? investment.maturesAt)}
            </Box>
          )}
        </Fact>
      </Box>

      <InvestmentProgress paid={investment.periodsPaid} periods={investment.periods} />

      <Box>
        <Button
          component={RouterLink}
          to={investmentInvoicePath(investment.id)}
          startIcon={<ReceiptLong />}
          size="small"
          sx={{ ml: -0.5 }}
          aria-label={t('card.viewInvoiceLabel', { number: investment.number })}
        >
          {t('card.viewInvoice')}
        </Button>
      </Box>
    </Paper>
  );
}
