import type { AdminUserDetail } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { DetailPage, Facts } from '@/features/admin/shared/components/detail-page.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { formatUsd, humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminUser } from '../api/get-user.ts';
import { type AccessAction, useSetUserAccess } from '../api/set-user-access.ts';
import { useSetUserTrading } from '../api/set-user-trading.ts';
import { AdjustFundDialog } from './adjust-fund-dialog.tsx';
import { UserPositions } from './user-positions.tsx';
import { UserStatement } from './user-statement.tsx';
import { UserStatusChips } from './user-status-chips.tsx';

function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.125rem', flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

const ACCESS_DONE: Record<AccessAction, string> = {
  block: 'blocked',
  unblock: 'unblocked',
  ban: 'banned',
};

function UserActions({ user: profile }: { user: AdminUserDetail }) {
  const access = useSetUserAccess(profile.id);
  const trading = useSetUserTrading(profile.id);
  const [banOpen, setBanOpen] = useState(false);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const banned = profile.userStatus === 'banned';

  const run = (action: AccessAction) =>
    access.mutate(action, {
      onSuccess: () => {
        setBanOpen(false);
        toast.success(`@${profile.userName} is ${ACCESS_DONE[action]}.`);
      },
      onError: (error) => {
        setBanOpen(false);
        toast.error(errorMessage(error));
      },
    });

  return (
    <Section title="Actions">
      {trading.isError ? (
        <Alert severity="error" onClose={() => trading.reset()}>
          {errorMessage(trading.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setAdjustOpen(true)} disabled={banned}>
          Credit or debit
        </Button>
        {profile.userBlock ? (
          <Button
            variant="outlined"
            onClick={() => run('unblock')}
            disabled={access.isPending || banned}
          >
            Unblock
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => run('block')}
            disabled={access.isPending || banned}
          >
            Block
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => setBanOpen(true)}
          disabled={access.isPending || banned}
        >
          {banned ? 'Banned' : 'Ban'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={profile.userTrading === true}
              disabled={trading.isPending || banned}
              onChange={(event) => {
                const real = event.target.checked;
                trading.mutate(real, {
                  onSuccess: () =>
                    toast.success(`@${profile.userName} now trades on ${real ? 'Real' : 'Free'}.`),
                });
              }}
            />
          }
          label={profile.userTrading ? 'Real account' : 'Free (demo) account'}
        />
      </Box>
      <ConfirmDialog
        open={banOpen}
        title={`Ban @${profile.userName}?`}
        message="A ban ends every session of this user at once and cannot be undone from here."
        confirmLabel="Ban"
        busy={access.isPending}
        onConfirm={() => run('ban')}
        onClose={() => setBanOpen(false)}
      />
      <AdjustFundDialog
        userId={profile.id}
        userName={profile.userName}
        open={adjustOpen}
        onClose={() => setAdjustOpen(false)}
      />
    </Section>
  );
}

const FUNDS = ['wallet', 'bonus', 'profit', 'demo'] as const;

function UserProfile({ profile }: { profile: AdminUserDetail }) {
  const { funds, kycStatus } = profile;
  return (
    <DetailPage title={profile.name} subtitle={`@${profile.userName} · ${profile.email}`}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Section title="Profile" actions={<UserStatusChips user={profile} />}>
          <Facts
            facts={[
              ['Username', `@${profile.userName}`],
              ['E-mail', profile.email],
              ['Currency', profile.currency ?? '—'],
              ['Phone', profile.phone ?? '—'],
              ['Country', profile.country ?? '—'],
              ['Role', humanize(profile.role)],
              ['Joined', formatDateTime(profile.createdAt)],
              [
                'KYC',
                <Chip
                  key="kyc"
                  size="small"
                  variant="outlined"
                  color={kycStatusColor(kycStatus)}
                  label={kycStatus === 'none' ? 'Not submitted' : humanize(kycStatus)}
                />,
              ],
            ]}
          />
        </Section>
        <Section title="Balances">
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          >
            {FUNDS.map((fund) => (
              <Box key={fund}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {humanize(fund)}
                </Typography>
                <Typography
                  component="dd"
                  data-testid={`admin-fund-${fund}`}
                  sx={{
                    m: 0,
                    fontSize: '1.25rem',
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatUsd(funds[fund])}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      </Box>
      <UserActions user={profile} />
      <Section title="Positions">
        <UserPositions userId={profile.id} />
      </Section>
      <Section title="Statement">
        <UserStatement userId={profile.id} />
      </Section>
    </DetailPage>
  );
}

/** Everything staff need about one user, and what they may do to the account. */
export function UserDetail({ userId }: { userId: string }) {
  return (
    <QueryPanel query={useAdminUser(userId)} pendingTitle="User" loadingLabel="Loading the user">
      {(profile) => <UserProfile profile={profile} />}
    </QueryPanel>
  );
}
