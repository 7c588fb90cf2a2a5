import type { PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY, type Currency } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import AddCard from '@mui/icons-material/AddCardOutlined';
import Output from '@mui/icons-material/OutputOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { paths } from '@/config/paths.ts';
import { useFunds } from '@/features/funds/api/get-funds.ts';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { rateLine } from '@/lib/invoices/invoice-format.ts';
import { useFundsText } from '../i18n.ts';

interface WalletBalanceProps {
  userId: string;
  currency: Currency | null;
  settings: PublicSettings | null;
}

const amountSx = {
  fontWeight: 700,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
} as const;

/**
 * The wallet's balance in USD and, at today's rate, in the user's currency, with the ways to
 * put money in and take it out. Kept live by the WebSocket's balance messages.
 */
export function WalletBalance({ userId, currency, settings }: WalletBalanceProps) {
  const { t } = useFundsText();
  const funds = useFunds(userId);
  const titleId = useId();
  const rate = currencyRates(settings).find((entry) => entry.name === currency);
  const local =
    funds.data && rate
      ? displayBalance(funds.data.wallet, currency, [rate], numberSeparators())
      : null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={!funds.data && !funds.isError}
      sx={{ borderRadius: 3, p: { xs: 2.5, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('walletBalance.title')}
          </Typography>
          {funds.data ? (
            <>
              <Typography sx={{ ...amountSx, fontSize: { xs: '2rem', md: '2.5rem' }, mt: 0.5 }}>
                {formatAmount(parseMoney(funds.data.wallet))}{' '}
                <Box component="span" sx={{ fontSize: '1.25rem', color: 'text.secondary' }}>
                  {BASE_CURRENCY}
                </Box>
              </Typography>
              {local && rate ? (
                <Typography sx={{ mt: 0.5 }} color="text.secondary">
                  <Trans
                    t={t}
                    i18nKey="walletBalance.atRate"
                    values={{
                      amount: `${local.amount} ${local.currency}`,
                      rate: rateLine(rate.name, rate.value),
                    }}
                    components={{
                      amount: <Box component="span" sx={{ ...amountSx, color: 'text.primary' }} />,
                    }}
                  />
                </Typography>
              ) : null}
            </>
          ) : funds.isError ? (
            <InlineLoadError
              message={t('walletBalance.loadError')}
              error={funds.error}
              onRetry={() => void funds.refetch()}
              retrying={funds.isFetching}
              sx={{ mt: 1 }}
            />
          ) : (
            <>
              <Skeleton variant="rounded" width={240} height={48} sx={{ mt: 0.5 }} />
              <Skeleton width={200} sx={{ mt: 0.5 }} />
            </>
          )}
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            component={RouterLink}
            to={paths.addBalance}
            variant="contained"
            size="large"
            startIcon={<AddCard />}
            sx={{ flex: { xs: '1 1 auto', md: 'none' }, whiteSpace: 'nowrap' }}
          >
            {t('walletBalance.addBalance')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.withdrawal}
            variant="outlined"
            size="large"
            startIcon={<Output />}
            sx={{ flex: { xs: '1 1 auto', md: 'none' }, whiteSpace: 'nowrap' }}
          >
            {t('walletBalance.withdraw')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
