import type { PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY, type Currency, type SideFund } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-error.ts';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { useFunds } from '../api/get-funds.ts';
import { useFundsText } from '../i18n.ts';
import { FUND_PAGES } from '../lib/fund-labels.ts';
import { MoveToWalletDialog } from './move-to-wallet-dialog.tsx';

interface FundScreenProps {
  userId: string;
  fund: SideFund;
  currency: Currency | null;
  settings: PublicSettings | null;
  /** The fund's statement, from the statements feature; the route composes the two. */
  statement: ReactNode;
}

/** /funds-bonus, /funds-profit: the balance, what can be done with it, and its statement. */
export function FundScreen({ userId, fund, currency, settings, statement }: FundScreenProps) {
  const { t } = useFundsText();
  const funds = useFunds(userId);
  const [moving, setMoving] = useState(false);
  const page = FUND_PAGES[fund];
  const balance = funds.data?.[fund] ?? null;
  const empty = balance !== null && parseMoney(balance) === 0n;
  const local =
    balance === null
      ? null
      : displayBalance(balance, currency, currencyRates(settings), numberSeparators());

  return (
    <Stack spacing={3}>
      {funds.isError && !funds.data ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              loading={funds.isFetching}
              onClick={() => void funds.refetch()}
            >
              {t('fundScreen.tryAgain')}
            </Button>
          }
        >
          {t(page.text.loadError, { reason: errorMessage(funds.error) })}
        </Alert>
      ) : (
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="fund-balance-heading"
          aria-busy={balance === null}
          sx={{
            p: { xs: 2.5, sm: 3 },
            borderRadius: 3,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            gap: 2.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="fund-balance-heading" color="text.secondary" sx={{ fontWeight: 600 }}>
              {t('fundScreen.balance')}
            </Typography>
            {balance === null ? (
              <Skeleton variant="rounded" width={220} height={44} />
            ) : (
              <Typography
                data-testid="fund-balance"
                sx={{
                  fontSize: { xs: '1.875rem', md: '2.25rem' },
                  fontWeight: 700,
                  lineHeight: 1.2,
                  fontVariantNumeric: 'tabular-nums',
                  overflowWrap: 'anywhere',
                }}
              >
                {formatAmount(parseMoney(balance))}{' '}
                <Box component="span" sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
                  {BASE_CURRENCY}
                </Box>
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }}>
              {local && local.currency !== BASE_CURRENCY
                ? `≈ ${local.amount} ${local.currency} · ${t(page.text.about)}`
                : t(page.text.about)}
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button
              variant="contained"
              size="large"
              disabled={balance === null || empty}
              onClick={() => setMoving(true)}
            >
              {t('fundScreen.moveToWallet')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={page.withdrawTo}>
              {t('fundScreen.withdraw')}
            </Button>
          </Stack>
        </Card>
      )}
      <Box component="section" aria-labelledby="fund-statement-heading">
        <Typography id="fund-statement-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('fundScreen.statement')}
        </Typography>
        {statement}
      </Box>
      {balance !== null ? (
        <MoveToWalletDialog
          userId={userId}
          fund={fund}
          balance={balance}
          open={moving}
          onClose={() => setMoving(false)}
        />
      ) : null}
    </Stack>
  );
}
