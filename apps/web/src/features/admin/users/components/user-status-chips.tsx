import type { AdminUserSummary } from '@kapital/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** Banned, blocked or active; Real or Free; staff roles. */
export function UserStatusChips({ user }: { user: AdminUserSummary }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {user.userStatus === 'banned' ? (
        <Chip size="small" color="error" label="Banned" />
      ) : user.userBlock ? (
        <Chip size="small" color="warning" label="Blocked" />
      ) : (
        <Chip size="small" color="success" variant="outlined" label="Active" />
      )}
      <Chip size="small" variant="outlined" label={user.userTrading ? 'Real' : 'Free'} />
      {user.role !== 'user' ? (
        <Chip size="small" color="primary" variant="outlined" label={user.role} />
      ) : null}
      {user.emailVerified ? null : <Chip size="small" variant="outlined" label="Unverified" />}
    </Stack>
  );
}
