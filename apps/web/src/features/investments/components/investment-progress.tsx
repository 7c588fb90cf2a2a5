import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useInvestmentsText } from '../i18n.ts';
import { payoutsText, progressPercent } from '../lib/progress.ts';

/** Periods paid of all, as a bar whose values screen readers read as payouts, not percent. */
export function InvestmentProgress({ paid, periods }: { paid: number; periods: number }) {
  const { t } = useInvestmentsText();
  const labelId = useId();
  const text = payoutsText(paid, periods, t);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t('progress.label')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="investment-payouts">
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progressPercent(paid, periods)}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={periods}
        aria-valuenow={paid}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
