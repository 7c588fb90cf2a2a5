import { type AdminUserDetail, userRestrictionBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { UserReferrals } from '@/features/admin/referrals/components/user-referrals.tsx';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { DetailPage, Facts } from '@/features/admin/shared/components/detail-page.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { TextDecisionDialog } from '@/features/admin/shared/components/review-parts.tsx';
import { formatUsd, humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateStaffAccessLink } from '../api/create-staff-access.ts';
import { useAdminUser } from '../api/get-user.ts';
import { type AccessAction, type AccessChange, useSetUserAccess } from '../api/set-user-access.ts';
import { useSetUserTrading } from '../api/set-user-trading.ts';
import { AdjustFundDialog } from './adjust-fund-dialog.tsx';
import { StaffAccessDialog } from './staff-access-dialog.tsx';
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

/** What each dialog of a change in standing asks and says; the user reads the reasons. */
const RESTRICTIONS = {
  block: {
    title: (userName: string) => `Block @${userName}?`,
    description:
      'Every session of this user ends at once and they cannot sign in until you unblock them. They are shown your reason.',
    confirmLabel: 'Block',
  },
  ban: {
    title: (userName: string) => `Ban @${userName}?`,
    description:
      'Every session of this user ends at once, and a ban cannot be undone from here. They are shown your reason.',
    confirmLabel: 'Ban',
  },
} as const;

type Asking = 'block' | 'ban' | 'unblock' | 'trading' | null;

function UserActions({ user: profile }: { user: AdminUserDetail }) {
  const access = useSetUserAccess(profile.id);
  const trading = useSetUserTrading(profile.id);
  const staffAccess = useCreateStaffAccessLink(profile.id);
  const [staffLinkOpen, setStaffLinkOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const banned = profile.userStatus === 'banned';
  const real = profile.userTrading === true;
  const close = () => {
    setAsking(null);
    access.reset();
  };

  const change = (next: AccessChange) =>
    access.mutateAsync(next).then(() => {
      setAsking(null);
      toast.success(`@${profile.userName} is ${ACCESS_DONE[next.action]}.`);
    });
  const restriction = asking === 'block' || asking === 'ban' ? RESTRICTIONS[asking] : null;

  return (
    <Section title="Actions">
      {trading.isError ? (
        <Alert severity="error" onClose={() => trading.reset()}>
          {errorMessage(trading.error)}
        </Alert>
      ) : null}
      {staffAccess.isError ? (
        <Alert severity="error" onClose={() => staffAccess.reset()}>
          {errorMessage(staffAccess.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setAdjustOpen(true)} disabled={banned}>
          Credit or debit
        </Button>
        {profile.userBlock ? (
          <Button
            variant="outlined"
            onClick={() => setAsking('unblock')}
            disabled={access.isPending || banned}
          >
            Unblock
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => setAsking('block')}
            disabled={access.isPending || banned}
          >
            Block
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking('ban')}
          disabled={access.isPending || banned}
        >
          {banned ? 'Banned' : 'Ban'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={real}
              disabled={trading.isPending || banned}
              onChange={() => setAsking('trading')}
            />
          }
          label={real ? 'Real account' : 'Free (demo) account'}
        />
        <Button
          variant="outlined"
          onClick={() => staffAccess.mutate(undefined, { onSuccess: () => setStaffLinkOpen(true) })}
          loading={staffAccess.isPending}
          disabled={banned}
        >
          Sign in as this user
        </Button>
      </Box>
      <TextDecisionDialog
        key={asking ?? 'closed'}
        open={restriction !== null}
        title={restriction?.title(profile.userName) ?? ''}
        description={restriction?.description}
        schema={userRestrictionBody}
        field="reason"
        label="Reason"
        helperText="The user reads this when they are signed out (3 to 300 characters)"
        multiline
        confirmLabel={restriction?.confirmLabel ?? ''}
        confirmColor="error"
        busy={access.isPending}
        error={access.error}
        onClose={close}
        onSubmit={({ reason }) => change({ action: asking === 'ban' ? 'ban' : 'block', reason })}
      />
      <ConfirmDialog
        open={asking === 'unblock'}
        title={`Unblock @${profile.userName}?`}
        message="They can sign in again at once."
        confirmLabel="Unblock"
        confirmColor="success"
        busy={access.isPending}
        onConfirm={() =>
          void change({ action: 'unblock' }).catch((error: unknown) => {
            setAsking(null);
            toast.error(errorMessage(error));
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'trading'}
        title={
          real ? `Switch @${profile.userName} to Free?` : `Switch @${profile.userName} to Real?`
        }
        message={
          real
            ? 'Their orders then use the demo balance; their wallet stays as it is. Open Real positions keep running.'
            : 'Their orders then spend the money in their wallet. Real trading needs approved KYC.'
        }
        confirmLabel={real ? 'Switch to Free' : 'Switch to Real'}
        confirmColor={real ? 'error' : 'success'}
        busy={trading.isPending}
        onConfirm={() =>
          trading.mutate(!real, {
            onSuccess: () =>
              toast.success(`@${profile.userName} now trades on ${real ? 'Free' : 'Real'}.`),
            onSettled: () => setAsking(null),
          })
        }
        onClose={() => setAsking(null)}
      />
      <StaffAccessDialog
        userName={profile.userName}
        open={staffLinkOpen}
        link={staffAccess.data ?? null}
        onClose={() => setStaffLinkOpen(false)}
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

/** Why the account is blocked or banned, in staff's words, while it is. */
function restrictionFact(profile: AdminUserDetail): Array<[string, string]> {
  if (!profile.restrictionReason) return [];
  const label = profile.userStatus === 'banned' ? 'Banned because' : 'Blocked because';
  return [[label, profile.restrictionReason]];
}

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
              ...restrictionFact(profile),
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
      <Section title="Referrals">
        <UserReferrals userId={profile.id} />
      </Section>
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
