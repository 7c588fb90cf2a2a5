import type { MeResponse } from '@kapital/shared';
import Typography from '@mui/material/Typography';

/** The dashboard's greeting. */
export function Welcome({ me }: { me: MeResponse }) {
  const { profile } = me;
  const name = profile.firstName || profile.fullName;
  return (
    <div>
      <Typography variant="h1" component="h1">
        Welcome, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Signed in as @{profile.userName} · {profile.userTrading ? 'Real' : 'Free'} trading
      </Typography>
    </div>
  );
}
