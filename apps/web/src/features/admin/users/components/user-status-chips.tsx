import type { AdminUserSummary } from '@kapital/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useAdminText } from '@/features/admin/i18n.ts';

/** Banned, blocked or active; Real or Free; staff roles. */
export function UserStatusChips({ user }: { user: AdminUserSummary }) {
  const { t } = useAdminText();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {user.userStatus === 'banned' ? (
        <Chip size="small" color="error" label={t('users.chips.banned')} />
      ) : user.userBlock ? (
        <Chip size="small" color="warning" label={t('users.chips.blocked')} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label={t('users.chips.active')} />
      )}
      <Chip
        size="small"
        variant="outlined"
        label={user.userTrading ? t('users.chips.real') : t('users.chips.free')}
      />
      {user.role !== 'user' ? (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={user.role === 'admin' ? t('users.chips.admin') : t('users.chips.support')}
        />
      ) : null}
      {user.emailVerified ? null : (
        <Chip size="small" variant="outlined" label={t('users.chips.unverified')} />
      )}
    </Stack>
  );
}
