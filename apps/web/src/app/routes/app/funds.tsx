import type { SideFund } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { FundScreen } from '@/features/funds/components/fund-screen.tsx';
import { StatementTable } from '@/features/statements/components/statement-table.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** The seed's screen titles. */
const FUND_TITLES = {
  bonus: 'funds.bonus',
  profit: 'funds.profit',
} as const satisfies Record<SideFund, string>;

export function FundRoute({ fund }: { fund: SideFund }) {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageTitle title={t(FUND_TITLES[fund])} />
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
