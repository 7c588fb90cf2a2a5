import type { PublicSettings, WithdrawalTerms } from '@kapital/shared';
import { BASE_CURRENCY, type CashFund, type Currency } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { FormScreenSkeleton } from '@/components/form-screen-skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { maskAccountNumber } from '@/lib/mask-account.ts';
import { useWithdrawalTerms } from '../api/get-withdrawal-terms.ts';
import { useWithdrawalsText } from '../i18n.ts';
import { BALANCE_TITLE_KEYS } from '../lib/labels.ts';
import { WithdrawalBlockers } from './withdrawal-blockers.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';

const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

interface WithdrawalScreenProps {
  userId: string;
  source: CashFund;
  currency: Currency | null;
  settings: PublicSettings | null;
}

/** /withdrawal, /withdrawal-bonus, /withdrawal-profit: what stops it, the amount, and where it goes. */
export function WithdrawalScreen({ userId, source, currency, settings }: WithdrawalScreenProps) {
  const { t } = useWithdrawalsText();
  const terms = useWithdrawalTerms(userId);

  if (terms.isPending)
    return (
      <FormScreenSkeleton label={t('screen.loading')} mainHeight={340} sideHeights={[120, 120]} />
    );
  if (terms.isError) {
    return (
      <LoadErrorAlert
        title={t('screen.loadError')}
        error={terms.error}
        onRetry={() => void terms.refetch()}
      />
    );
  }

  const { blockers, withdrawalsOpenAt } = terms.data;
  return (
    <Stack spacing={3}>
      {blockers.length > 0 ? (
        <WithdrawalBlockers blockers={blockers} withdrawalsOpenAt={withdrawalsOpenAt} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={cardSx}>
          <WithdrawalForm
            userId={userId}
            source={source}
            terms={terms.data}
            currency={currency}
            settings={settings}
            onRefused={() => void terms.refetch()}
          />
        </Card>
        {/* On a phone the balance and the bank come first: they are what the amount depends on. */}
        <Stack spacing={3} sx={{ order: { xs: -1, md: 0 } }}>
          <SourceBalance
            source={source}
            terms={terms.data}
            currency={currency}
            settings={settings}
          />
          <PaidInto bank={terms.data.bank} />
        </Stack>
      </Box>
    </Stack>
  );
}

function SourceBalance({
  source,
  terms,
  currency,
  settings,
}: {
  source: CashFund;
  terms: WithdrawalTerms;
  currency: Currency | null;
  settings: PublicSettings | null;
}) {
  const { t } = useWithdrawalsText();
  const balance = terms.balances[source];
  const local = displayBalance(balance, currency, currencyRates(settings), numberSeparators());
  return (
    <Card variant="outlined" component="section" aria-labelledby="wd-balance-heading" sx={cardSx}>
      <Typography id="wd-balance-heading" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t(BALANCE_TITLE_KEYS[source])}
      </Typography>
      <Typography
        data-testid="withdrawal-source-balance"
        sx={{
          fontSize: '1.75rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {formatAmount(parseMoney(balance))}{' '}
        <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {BASE_CURRENCY}
        </Box>
      </Typography>
      {local.currency !== BASE_CURRENCY ? (
        <Typography variant="body2" color="text.secondary">
          ≈ {local.amount} {local.currency}
        </Typography>
      ) : null}
    </Card>
  );
}

function PaidInto({ bank }: { bank: WithdrawalTerms['bank'] }) {
  const { t } = useWithdrawalsText();
  return (
    <Card variant="outlined" component="section" aria-labelledby="wd-bank-heading" sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <AccountBalance color="primary" aria-hidden />
        <Typography id="wd-bank-heading" sx={{ fontWeight: 600 }}>
          {t('screen.paidInto')}
        </Typography>
      </Box>
      {bank ? (
        <>
          <Typography
            data-testid="withdrawal-bank"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {bank.bankName} {maskAccountNumber(bank.accountNumber)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {bank.accountHolder} · {bank.swift}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.dataBank}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            {t('screen.changeBank')}
          </Link>
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('screen.noBank')}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.dataBank}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            {t('screen.addBank')}
          </Link>
        </>
      )}
    </Card>
  );
}
