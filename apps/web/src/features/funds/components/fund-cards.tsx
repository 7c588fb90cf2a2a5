import type { PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY, type Currency } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
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
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { useFunds } from '../api/get-funds.ts';
import { useFundsText } from '../i18n.ts';

interface FundCardsProps {
  userId: string;
  currency: Currency | null;
  settings: PublicSettings | null;
  /** Cards of other features beside the funds (the dashboard's "Invested"), in the same grid. */
  children?: ReactNode;
}

const inUsd = (amount: string) => ({
  value: formatAmount(parseMoney(amount)),
  currency: BASE_CURRENCY,
});

/**
 * The dashboard's balances: the wallet in the user's currency (converted as in the header), the
 * bonus and profit funds in USD. Kept live by the WebSocket's balance messages.
 */
export function FundCards({ userId, currency, settings, children }: FundCardsProps) {
  const { t } = useFundsText();
  const funds = useFunds(userId);

  if (!funds.data && funds.isError) {
    const alert = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" loading={funds.isFetching} onClick={() => void funds.refetch()}>
            {t('fundCards.retry')}
          </Button>
        }
      >
        {t('fundCards.loadError', { reason: errorMessage(funds.error) })}
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
    ? displayBalance(funds.data.wallet, currency, currencyRates(settings), numberSeparators())
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
        title={t('fundCards.wallet')}
        icon={AccountBalanceWallet}
        amount={wallet && { value: wallet.amount, currency: wallet.currency }}
        note={
          converted && funds.data
            ? `${inUsd(funds.data.wallet).value} ${BASE_CURRENCY}`
            : t('fundCards.walletNote')
        }
        link={{ to: paths.wallet, label: t('fundCards.viewWallet') }}
      />
      <FundCard
        title={t('fundCards.bonus')}
        icon={CardGiftcard}
        amount={funds.data ? inUsd(funds.data.bonus) : null}
        note={t('fundCards.bonusNote')}
        link={{ to: paths.fundsBonus, label: t('fundCards.viewBonus') }}
      />
      <FundCard
        title={t('fundCards.profit')}
        icon={Paid}
        amount={funds.data ? inUsd(funds.data.profit) : null}
        note={t('fundCards.profitNote')}
        link={{ to: paths.fundsProfit, label: t('fundCards.viewProfit') }}
      />
      {children}
    </Box>
  );
}
