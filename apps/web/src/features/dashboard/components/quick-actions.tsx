import AddCard from '@mui/icons-material/AddCardOutlined';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import Output from '@mui/icons-material/OutputOutlined';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { defaultTradePath, paths } from '@/config/paths.ts';
import { useDashboardText } from '../i18n.ts';

const ACTIONS = [
  { labelKey: 'quickActions.addBalance', to: paths.addBalance, icon: AddCard },
  { labelKey: 'quickActions.withdrawal', to: paths.withdrawal, icon: Output },
  { labelKey: 'quickActions.investment', to: paths.addInvestment, icon: TrendingUp },
  { labelKey: 'quickActions.trade', to: defaultTradePath, icon: CandlestickChart },
] as const;

/** The dashboard's shortcuts to moving money. */
export function QuickActions() {
  const { t } = useDashboardText();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('quickActions.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {ACTIONS.map(({ labelKey, to, icon: Icon }, index) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            size="large"
            variant={index === 0 ? 'contained' : 'outlined'}
            startIcon={<Icon />}
            sx={{ py: 1.5, px: 1.5, whiteSpace: 'nowrap' }}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
