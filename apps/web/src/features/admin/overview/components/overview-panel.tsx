import type { AdminOverviewResponse } from '@kapital/shared';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FigureTile, FigureTiles } from '@/components/figure-tiles.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatCount } from '@/lib/i18n/format.ts';
import { useOverview } from '../api/get-overview.ts';

export function LedgerBadge({ ok, breaches }: { ok: boolean; breaches: number }) {
  const { t } = useAdminText();
  return ok ? (
    <Chip
      icon={<CheckCircle />}
      color="success"
      label={t('overview.ledgerOk')}
      data-testid="ledger-status"
    />
  ) : (
    <Chip
      icon={<ErrorOutline />}
      color="error"
      label={t('overview.ledgerBreach', { breaches })}
      data-testid="ledger-status"
    />
  );
}

/** A group of the overview's figures: two a row on a phone, as many as fit on a wider screen. */
function StatGroup({ title, stats }: { title: string; stats: FigureTile[] }) {
  return (
    <FigureTiles
      title={title}
      figures={stats}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      valueFontSize={{ xs: '1.25rem', sm: '1.5rem' }}
    />
  );
}

function LedgerPanel({ ok, breaches }: { ok: boolean; breaches: number }): ReactNode {
  const { t } = useAdminText();
  return (
    <Paper
      component="section"
      aria-label={t('overview.ledgerCheck')}
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        borderColor: ok ? undefined : 'error.main',
      }}
    >
      <LedgerBadge ok={ok} breaches={breaches} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
        {ok ? t('overview.balanced') : t('overview.breaches', { count: breaches })}
      </Typography>
    </Paper>
  );
}

/** The console's first page: counts, sums and whether the ledger balances. */
export function OverviewPanel() {
  const { t } = useAdminText();
  return (
    <QueryPanel query={useOverview()} loadingLabel={t('overview.loading')}>
      {(data) => <OverviewFigures data={data} />}
    </QueryPanel>
  );
}

function OverviewFigures({ data }: { data: AdminOverviewResponse }) {
  const { t } = useAdminText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <LedgerPanel ok={data.ledger.ok} breaches={data.ledger.breaches} />
      <StatGroup
        title={t('overview.queues')}
        stats={[
          { label: t('overview.users'), value: formatCount(data.users), link: adminPaths.users },
          {
            label: t('overview.pendingKyc'),
            value: formatCount(data.pendingKyc),
            link: adminPaths.kyc,
          },
          {
            label: t('overview.pendingDeposits'),
            value: formatCount(data.pendingDeposits),
            link: adminPaths.deposits,
          },
          {
            label: t('overview.pendingWithdrawals'),
            value: formatCount(data.pendingWithdrawals),
            link: adminPaths.withdrawals,
          },
          {
            label: t('overview.flaggedReferrals'),
            value: formatCount(data.pendingReferrals),
            link: adminPaths.referrals,
          },
          {
            label: t('overview.waitingChats'),
            value: formatCount(data.waitingChats),
            link: adminPaths.chat,
          },
        ]}
      />
      <StatGroup
        title={t('overview.funds')}
        stats={[
          { label: t('overview.wallets'), value: formatUsd(data.totals.wallet) },
          { label: t('overview.bonusFunds'), value: formatUsd(data.totals.bonus) },
          { label: t('overview.profitFunds'), value: formatUsd(data.totals.profit) },
        ]}
      />
    </Box>
  );
}
