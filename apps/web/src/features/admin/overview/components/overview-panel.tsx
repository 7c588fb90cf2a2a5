import type { AdminOverviewResponse } from '@kapital/shared';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FigureTile, FigureTiles } from '@/components/figure-tiles.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useOverview } from '../api/get-overview.ts';

export function LedgerBadge({ ok, breaches }: { ok: boolean; breaches: number }) {
  return ok ? (
    <Chip icon={<CheckCircle />} color="success" label="Ledger OK" data-testid="ledger-status" />
  ) : (
    <Chip
      icon={<ErrorOutline />}
      color="error"
      label={`Ledger breach (${breaches})`}
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
  return (
    <Paper
      component="section"
      aria-label="Ledger check"
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
        {ok
          ? 'Every account balances against its transfers.'
          : `${breaches} account${breaches === 1 ? '' : 's'} disagree with their transfers: stop money movements and investigate.`}
      </Typography>
    </Paper>
  );
}

/** The console's first page: counts, sums and whether the ledger balances. */
export function OverviewPanel() {
  return (
    <QueryPanel query={useOverview()} loadingLabel="Loading the overview">
      {(data) => <OverviewFigures data={data} />}
    </QueryPanel>
  );
}

function OverviewFigures({ data }: { data: AdminOverviewResponse }) {
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <LedgerPanel ok={data.ledger.ok} breaches={data.ledger.breaches} />
      <StatGroup
        title="Users and queues"
        stats={[
          { label: 'Users', value: count(data.users), link: adminPaths.users },
          { label: 'Pending KYC', value: count(data.pendingKyc), link: adminPaths.kyc },
          {
            label: 'Pending deposits',
            value: count(data.pendingDeposits),
            link: adminPaths.deposits,
          },
          {
            label: 'Pending withdrawals',
            value: count(data.pendingWithdrawals),
            link: adminPaths.withdrawals,
          },
          {
            label: 'Flagged referrals',
            value: count(data.pendingReferrals),
            link: adminPaths.referrals,
          },
          { label: 'Waiting chats', value: count(data.waitingChats), link: adminPaths.chat },
        ]}
      />
      <StatGroup
        title="User funds"
        stats={[
          { label: 'Wallets', value: formatUsd(data.totals.wallet) },
          { label: 'Bonus funds', value: formatUsd(data.totals.bonus) },
          { label: 'Profit funds', value: formatUsd(data.totals.profit) },
        ]}
      />
    </Box>
  );
}
