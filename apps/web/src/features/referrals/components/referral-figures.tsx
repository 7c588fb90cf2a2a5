import type { ReferralSummary } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { formatCount } from '@/lib/i18n/format.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { useReferralsText } from '../i18n.ts';

interface Figure {
  label: string;
  value: string;
  /** A line under the value, e.g. what is held. */
  detail?: string;
  testId: string;
}

function figuresOf(summary: ReferralSummary, t: TFunction<'referrals'>): Figure[] {
  return [
    {
      label: t('figures.people'),
      value: formatCount(summary.people),
      testId: 'referral-people',
    },
    {
      label: t('figures.verified'),
      value: formatCount(summary.verified),
      testId: 'referral-verified',
    },
    {
      label: t('figures.deposited'),
      value: formatCount(summary.deposited),
      testId: 'referral-deposited',
    },
    {
      label: t('figures.earned'),
      value: `${formatAmount(summary.earned)} ${BASE_CURRENCY}`,
      detail: t('figures.held', { amount: `${formatAmount(summary.held)} ${BASE_CURRENCY}` }),
      testId: 'referral-earned',
    },
  ];
}

const GRID = {
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The page's four figures, as a description list (label, value) so a screen reader pairs them. */
export function ReferralFigures({ summary }: { summary: ReferralSummary | undefined }) {
  const { t } = useReferralsText();
  if (!summary) {
    return (
      <Box sx={GRID} role="status" aria-label={t('figures.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="dl" aria-label={t('figures.label')} sx={GRID}>
      {figuresOf(summary, t).map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            data-testid={figure.testId}
            sx={{
              m: 0,
              mt: 0.5,
              fontSize: { xs: '1.25rem', md: '1.375rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {figure.value}
          </Typography>
          {figure.detail ? (
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              data-testid={`${figure.testId}-detail`}
              sx={{ m: 0, mt: 0.5 }}
            >
              {figure.detail}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
