import type { SideFund } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { FundScreen } from '@/features/funds/components/fund-screen.tsx';
import { FUND_PAGES } from '@/features/funds/lib/fund-labels.ts';
import { StatementTable } from '@/features/statements/components/statement-table.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function FundRoute({ fund }: { fund: SideFund }) {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageTitle title={FUND_PAGES[fund].title} />
      <FundScreen
        key={fund}
        userId={me.profile.uid}
        fund={fund}
        currency={me.profile.currency}
        settings={me.settings}
        statement={<StatementTable fund={fund} filters />}
      />
    </Box>
  );
}
