import { type AdminUserDetail, userRestrictionBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { UserReferrals } from '@/features/admin/referrals/components/user-referrals.tsx';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { DetailPage, Facts } from '@/features/admin/shared/components/detail-page.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { TextDecisionDialog } from '@/features/admin/shared/components/review-parts.tsx';
import { fundName, kycStatusName, roleName } from '@/features/admin/shared/lib/console-words.ts';
import { formatUsd, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
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

const ACCESS_DONE = {
  block: 'user.done.block',
  unblock: 'user.done.unblock',
  ban: 'user.done.ban',
} as const satisfies Record<AccessAction, string>;

/** What each dialog of a change in standing asks and says; the user reads the reasons. */
const RESTRICTIONS = {
  block: {
    title: 'user.block.title',
    description: 'user.block.description',
    confirmLabel: 'user.block.confirm',
  },
  ban: {
    title: 'user.ban.title',
    description: 'user.ban.description',
    confirmLabel: 'user.ban.confirm',
  },
} as const;

type Asking = 'block' | 'ban' | 'unblock' | 'trading' | null;

function UserActions({ user: profile }: { user: AdminUserDetail }) {
  const { t } = useAdminText();
  const { userName } = profile;
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
      toast.success(t(ACCESS_DONE[next.action], { userName }));
    });
  const restriction = asking === 'block' || asking === 'ban' ? RESTRICTIONS[asking] : null;

  return (
    <Section title={t('user.sections.actions')}>
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
          {t('user.actions.creditOrDebit')}
        </Button>
        {profile.userBlock ? (
          <Button
            variant="outlined"
            onClick={() => setAsking('unblock')}
            disabled={access.isPending || banned}
          >
            {t('user.actions.unblock')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => setAsking('block')}
            disabled={access.isPending || banned}
          >
            {t('user.actions.block')}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking('ban')}
          disabled={access.isPending || banned}
        >
          {banned ? t('user.actions.banned') : t('user.actions.ban')}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={real}
              disabled={trading.isPending || banned}
              onChange={() => setAsking('trading')}
            />
          }
          label={real ? t('user.actions.realAccount') : t('user.actions.freeAccount')}
        />
        <Button
          variant="outlined"
          onClick={() => staffAccess.mutate(undefined, { onSuccess: () => setStaffLinkOpen(true) })}
          loading={staffAccess.isPending}
          disabled={banned}
        >
          {t('user.actions.signInAs')}
        </Button>
      </Box>
      <TextDecisionDialog
        key={asking ?? 'closed'}
        open={restriction !== null}
        title={restriction ? t(restriction.title, { userName }) : ''}
        description={restriction ? t(restriction.description) : undefined}
        schema={userRestrictionBody}
        field="reason"
        label={t('user.reason')}
        helperText={t('user.reasonHelp')}
        multiline
        confirmLabel={restriction ? t(restriction.confirmLabel) : ''}
        confirmColor="error"
        busy={access.isPending}
        error={access.error}
        onClose={close}
        onSubmit={({ reason }) => change({ action: asking === 'ban' ? 'ban' : 'block', reason })}
      />
      <ConfirmDialog
        open={asking === 'unblock'}
        title={t('user.unblock.title', { userName })}
        message={t('user.unblock.message')}
        confirmLabel={t('user.unblock.confirm')}
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
          real
            ? t('user.trading.toFreeTitle', { userName })
            : t('user.trading.toRealTitle', { userName })
        }
        message={real ? t('user.trading.toFreeMessage') : t('user.trading.toRealMessage')}
        confirmLabel={real ? t('user.trading.toFreeConfirm') : t('user.trading.toRealConfirm')}
        confirmColor={real ? 'error' : 'success'}
        busy={trading.isPending}
        onConfirm={() =>
          trading.mutate(!real, {
            onSuccess: () =>
              toast.success(
                real
                  ? t('user.trading.nowFree', { userName })
                  : t('user.trading.nowReal', { userName }),
              ),
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
function restrictionFact(profile: AdminUserDetail, t: TFunction<'admin'>): Array<[string, string]> {
  if (!profile.restrictionReason) return [];
  const label =
    profile.userStatus === 'banned'
      ? t('user.facts.bannedBecause')
      : t('user.facts.blockedBecause');
  return [[label, profile.restrictionReason]];
}

function UserProfile({ profile }: { profile: AdminUserDetail }) {
  const { t } = useAdminText();
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
        <Section title={t('user.sections.profile')} actions={<UserStatusChips user={profile} />}>
          <Facts
            facts={[
              [t('user.facts.username'), `@${profile.userName}`],
              [t('user.facts.email'), profile.email],
              [t('user.facts.currency'), profile.currency ?? '—'],
              [t('user.facts.phone'), profile.phone ?? '—'],
              [t('user.facts.country'), profile.country ?? '—'],
              [t('user.facts.role'), roleName(t, profile.role)],
              [t('user.facts.joined'), formatDateTime(profile.createdAt)],
              ...restrictionFact(profile, t),
              [
                t('user.facts.kyc'),
                <Chip
                  key="kyc"
                  size="small"
                  variant="outlined"
                  color={kycStatusColor(kycStatus)}
                  label={kycStatusName(t, kycStatus)}
                />,
              ],
            ]}
          />
        </Section>
        <Section title={t('user.sections.balances')}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          >
            {FUNDS.map((fund) => (
              <Box key={fund}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {fundName(t, fund)}
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
      <Section title={t('user.sections.referrals')}>
        <UserReferrals userId={profile.id} />
      </Section>
      <Section title={t('user.sections.positions')}>
        <UserPositions userId={profile.id} />
      </Section>
      <Section title={t('user.sections.statement')}>
        <UserStatement userId={profile.id} />
      </Section>
    </DetailPage>
  );
}

/** Everything staff need about one user, and what they may do to the account. */
export function UserDetail({ userId }: { userId: string }) {
  const { t } = useAdminText();
  return (
    <QueryPanel
      query={useAdminUser(userId)}
      pendingTitle={t('user.pendingTitle')}
      loadingLabel={t('user.loading')}
    >
      {(profile) => <UserProfile profile={profile} />}
    </QueryPanel>
  );
}
