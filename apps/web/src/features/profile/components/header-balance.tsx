import { currencyRates, displayBalance, type MeResponse } from '@kapital/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** The header's wallet balance in the user's currency, with the Real or Free trading chip. */
export function HeaderBalance({ me }: { me: MeResponse }) {
  const { amount, currency } = displayBalance(
    me.balance,
    me.profile.currency,
    currencyRates(me.settings),
  );
  const real = me.profile.userTrading;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ textAlign: 'right' }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}
        >
          Balance
        </Typography>
        <Typography
          data-testid="header-balance"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {`${amount} ${currency}`}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={real ? 'Real' : 'Free'}
        color={real ? 'secondary' : 'default'}
        variant={real ? 'filled' : 'outlined'}
        title={real ? 'Trading with real money' : 'Trading with demo money'}
      />
    </Box>
  );
}
