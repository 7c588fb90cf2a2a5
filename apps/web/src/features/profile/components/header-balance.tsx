import type { MeResponse } from '@kapital/shared';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
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
    <Box
      sx={{
        display: 'flex',
        // On phones the chip goes under the amount, leaving room for long amounts (IDR).
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-end', sm: 'center' },
        gap: { xs: 0.25, sm: 1.5 },
      }}
    >
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
          sx={{
            fontWeight: 600,
            fontSize: { xs: '0.9375rem', sm: '1rem' },
            lineHeight: 1.3,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {`${amount} ${currency}`}
        </Typography>
      </Box>
      <Chip
        size="small"
        sx={{ height: { xs: 20, sm: 24 } }}
        label={real ? 'Real' : 'Free'}
        color={real ? 'secondary' : 'default'}
        variant={real ? 'filled' : 'outlined'}
        title={real ? 'Trading with real money' : 'Trading with demo money'}
      />
    </Box>
  );
}
