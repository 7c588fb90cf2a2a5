import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatAmount, formatCount } from '@/lib/i18n/format.ts';
import { useInvestmentTotals } from '../api/get-investment-totals.ts';
import { useInvestmentsText } from '../i18n.ts';

/** /investment's figures above the list: capital at work, profit so far, how many are active. */
export function InvestmentTotalsSummary({ userId }: { userId: string }) {
  const { t } = useInvestmentsText();
  const totals = useInvestmentTotals(userId);
  // A failure here leaves the list itself to say what is wrong.
  if (totals.isError) return null;
  const figures = [
    {
      label: t('totals.activeCapital'),
      value: totals.data
        ? `${formatAmount(parseMoney(totals.data.activeCapital))} ${BASE_CURRENCY}`
        : null,
    },
    {
      label: t('totals.profitEarned'),
      value: totals.data
        ? `${formatAmount(parseMoney(totals.data.profitEarned))} ${BASE_CURRENCY}`
        : null,
    },
    {
      label: t('totals.activeInvestments'),
      value: totals.data ? formatCount(totals.data.active) : null,
    },
  ];
  return (
    <Paper
      variant="outlined"
      component="dl"
      aria-busy={totals.data === undefined}
      data-testid="investment-totals"
      sx={{
        m: 0,
        borderRadius: 3,
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {figures.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '1.125rem', sm: '1.375rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {value ?? <Skeleton width="60%" />}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
