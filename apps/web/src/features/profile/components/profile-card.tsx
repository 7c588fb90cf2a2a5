import type { Profile } from '@kapital/shared';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { countryName } from '@/lib/countries.ts';
import { useProfileText } from '../i18n.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** /profile: everything the user can see and change about themselves, and the ways to change it. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useProfileText();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        sx={{ p: { xs: 2.5, sm: 4 }, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <ProfileAvatar profile={profile} size={96} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {profile.fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{profile.userName}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }}
          spacing={1.5}
          sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
        >
          <Button
            component={RouterLink}
            to={paths.updateProfile}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('card.editProfile')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.changePassword}
            variant="outlined"
            startIcon={<LockOutlined />}
          >
            {t('card.changePassword')}
          </Button>
        </Stack>
      </Stack>
      <Divider />
      <Box
        component="dl"
        sx={{
          m: 0,
          p: { xs: 2.5, sm: 4 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 3,
        }}
      >
        <Detail label={t('fields.fullName')}>{profile.fullName}</Detail>
        <Detail label={t('fields.firstName')}>{profile.firstName}</Detail>
        <Detail label={t('fields.userName')}>@{profile.userName}</Detail>
        <Detail label={t('fields.email')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <span>{profile.email}</span>
            {profile.emailVerified ? (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<Verified />}
                label={t('card.emailVerified')}
              />
            ) : (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('card.emailNotVerified')}
              />
            )}
          </Box>
        </Detail>
        <Detail label={t('fields.currency')}>{profile.currency ?? 'USD'}</Detail>
        <Detail label={t('card.trading')}>
          {profile.userTrading ? t('card.tradingReal') : t('card.tradingFree')}
        </Detail>
        <Detail label={t('fields.phone')}>{profile.phone}</Detail>
        <Detail label={t('fields.country')}>
          {profile.country ? countryName(profile.country) : null}
        </Detail>
      </Box>
    </Card>
  );
}

/** One labelled value of the profile; an empty one says so rather than leaving a gap. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useProfileText();
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', ...(empty && { color: 'text.secondary' }) }}
      >
        {empty ? t('card.notSet') : children}
      </Typography>
    </div>
  );
}
