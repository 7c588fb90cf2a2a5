import type { OfferedPackage } from '@kapital/shared';
import ArrowForward from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInvestmentsText } from '../i18n.ts';
import { periodPhrase } from '../lib/durations.ts';
import { packagePath } from '../lib/investment-paths.ts';
import { percentText } from '../lib/package-terms.ts';
import { PackageFacts } from './package-facts.tsx';

/** One package of /add-investment: its rate up front, its terms, and the way to invest in it. */
export function PackageCard({ pkg }: { pkg: OfferedPackage }) {
  const { t } = useInvestmentsText();
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="package-card"
      sx={{ borderRadius: 3, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {pkg.name}
        </Typography>
        {pkg.capitalReturned ? (
          <Chip
            label={t('packageCard.capitalBack')}
            size="small"
            color="success"
            variant="outlined"
          />
        ) : null}
      </Box>
      <Box>
        <Typography
          data-testid="package-rate"
          sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.main' }}
        >
          {percentText(pkg.ratePercent)}%
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('packageCard.profitPeriod', { period: periodPhrase(pkg.periodHours * 3_600, t) })}
        </Typography>
      </Box>
      {pkg.description ? (
        <Typography variant="body2" color="text.secondary">
          {pkg.description}
        </Typography>
      ) : null}
      <PackageFacts pkg={pkg} withoutRate />
      <Button
        component={RouterLink}
        to={packagePath(pkg.slug)}
        variant="contained"
        endIcon={<ArrowForward />}
        sx={{ mt: 'auto' }}
      >
        {t('packageCard.invest', { package: pkg.name })}
      </Button>
    </Paper>
  );
}
