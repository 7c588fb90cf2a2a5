import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { OpenPositionsCard } from '@/features/dashboard/components/open-positions-card.tsx';
import { QuickActions } from '@/features/dashboard/components/quick-actions.tsx';
import { FundCards } from '@/features/funds/components/fund-cards.tsx';
import { InvestedCard } from '@/features/investments/components/invested-card.tsx';
import { Welcome } from '@/features/profile/components/welcome.tsx';
import { BalanceChart } from '@/features/statements/components/balance-chart.tsx';
import { RecentMovements } from '@/features/statements/components/recent-movements.tsx';
import { currentModeOf } from '@/features/trade/lib/trading-modes.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function DashboardRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <>
      <title>{t('documentTitle', { page: t('dashboard.title'), brand: BRAND_NAME })}</title>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <Welcome me={me} />
        <FundCards userId={me.profile.uid} currency={me.profile.currency} settings={me.settings}>
          <InvestedCard userId={me.profile.uid} />
          {/* A fifth card: a row of its own under the four. */}
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
            <OpenPositionsCard
              userId={me.profile.uid}
              mode={currentModeOf(me.profile.userTrading)}
            />
          </Box>
        </FundCards>
        <QuickActions />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <BalanceChart userId={me.profile.uid} />
          <RecentMovements userId={me.profile.uid} />
        </Box>
      </Stack>
    </>
  );
}
