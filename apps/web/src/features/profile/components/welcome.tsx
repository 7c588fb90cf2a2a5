import { currencyRates, displayBalance, type MeResponse } from '@kapital/shared';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The dashboard's greeting and wallet summary. */
export function Welcome({ me }: { me: MeResponse }) {
  const { profile } = me;
  const name = profile.firstName || profile.fullName;
  const { amount, currency } = displayBalance(
    me.balance,
    profile.currency,
    currencyRates(me.settings),
  );
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1">
          Welcome, {name}
        </Typography>
        <Typography color="text.secondary">
          Signed in as @{profile.userName} · {profile.userTrading ? 'Real' : 'Free'} trading
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 420, borderRadius: 3 }}>
        <Typography variant="overline" color="text.secondary" component="h2">
          Wallet balance
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {amount}{' '}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1.25rem' }}>
            {currency}
          </Typography>
        </Typography>
      </Paper>
    </Stack>
  );
}
