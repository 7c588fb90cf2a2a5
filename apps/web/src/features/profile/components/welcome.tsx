import type { MeResponse } from '@kapital/shared';
import Typography from '@mui/material/Typography';
import { useProfileText } from '../i18n.ts';

/** The dashboard's greeting. */
export function Welcome({ me }: { me: MeResponse }) {
  const { t } = useProfileText();
  const { profile } = me;
  const name = profile.firstName || profile.fullName;
  return (
    <div>
      <Typography variant="h1" component="h1">
        {t('welcome.heading', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t(profile.userTrading ? 'welcome.signedInReal' : 'welcome.signedInFree', {
          userName: profile.userName,
        })}
      </Typography>
    </div>
  );
}
