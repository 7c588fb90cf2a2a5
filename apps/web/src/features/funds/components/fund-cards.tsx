import type { PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY, type Currency } from '@kapital/shared/constants';
import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import CardGiftcard from '@mui/icons-material/CardGiftcardOutlined';
import Paid from '@mui/icons-material/PaidOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { useFunds } from '../api/get-funds.ts';

interface FundCardsProps {
  userId: string;
  currency: Currency | null;
  settings: PublicSettings | null;
  /** Cards of other features beside the funds (the dashboard's "Invested"), in the same grid. */
  children?: ReactNode;
}

const inUsd = (amount: string) => ({
  value: formatMoneyDisplay(parseMoney(amount)),
  currency: BASE_CURRENCY,
});

/**
 * The dashboard's balances: the wallet in the user's currency (converted as in the header), the
 * bonus and profit funds in USD. Kept live by the WebSocket's balance messages.
 */
export function FundCards({ userId, currency, settings, children }: FundCardsProps) {
  const funds = useFunds(userId);

  if (!funds.data && funds.isError) {
    const alert = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" loading={funds.isFetching} onClick={() => void funds.refetch()}>
            Retry
          </Button>
        }
      >
        Your balances could not be loaded. {errorMessage(funds.error)}
      </Alert>
    );
    if (!children) return alert;
    // The other cards do not depend on the funds: they stay.
    return (
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        {alert}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      </Box>
    );
  }

  const wallet = funds.data
    ? displayBalance(funds.data.wallet, currency, currencyRates(settings))
    : null;
  const converted = wallet !== null && wallet.currency !== BASE_CURRENCY;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        // Four cards: two by two until the screen is wide enough for a row of four.
        gridTemplateColumns: children
          ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }
          : { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <FundCard
        title="Wallet"
        icon={AccountBalanceWallet}
        amount={wallet && { value: wallet.amount, currency: wallet.currency }}
        note={
          converted && funds.data
            ? `${inUsd(funds.data.wallet).value} ${BASE_CURRENCY}`
            : 'Available to invest, trade and withdraw'
        }
        link={{ to: paths.wallet, label: 'View wallet' }}
      />
      <FundCard
        title="Bonus fund"
        icon={CardGiftcard}
        amount={funds.data ? inUsd(funds.data.bonus) : null}
        note="Referral commissions and rewards"
        link={{ to: paths.fundsBonus, label: 'View bonus fund' }}
      />
      <FundCard
        title="Profit fund"
        icon={Paid}
        amount={funds.data ? inUsd(funds.data.profit) : null}
        note="Profit paid by your investments"
        link={{ to: paths.fundsProfit, label: 'View profit fund' }}
      />
      {children}
    </Box>
  );
}
