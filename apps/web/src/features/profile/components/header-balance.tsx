import type { MeResponse } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TradingModeChip } from '@/components/trading-mode-chip.tsx';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { useProfileText } from '../i18n.ts';

const amountSx = {
  fontWeight: 600,
  fontSize: { xs: '0.875rem', sm: '1rem' },
  lineHeight: 1.3,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** A labelled figure: the label above it on wide screens, before it on a phone. */
function Figure({
  label,
  phoneLabel,
  testId,
  children,
}: {
  label: string;
  /** Shown on a phone; none keeps the phone's header to the amount alone. */
  phoneLabel?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'row', sm: 'column' }}
      spacing={{ xs: 0.5, sm: 0 }}
      sx={{ alignItems: { xs: 'baseline', sm: 'flex-end' } }}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: phoneLabel ? 'block' : 'none', sm: 'block' }, lineHeight: 1.2 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {phoneLabel}
        </Box>
      </Typography>
      <Typography data-testid={testId} sx={amountSx}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The header's wallet balance in the user's currency and the Real or Free trading chip. In Free
 * mode the demo balance that orders spend stands beside the chip, labelled, so no one has to
 * guess which balance a trade uses; until it has loaded the chip stands alone.
 */
export function HeaderBalance({
  me,
  demoBalance,
}: {
  me: MeResponse;
  /** Free mode: the demo account's balance in USD, or null while it loads. */
  demoBalance: string | null;
}) {
  const { t } = useProfileText();
  const { amount, currency } = displayBalance(
    me.balance,
    me.profile.currency,
    currencyRates(me.settings),
    numberSeparators(),
  );
  const real = me.profile.userTrading;
  return (
    <Box
      sx={{
        display: 'flex',
        // On phones the chip goes under the amount, leaving room for long amounts (IDR).
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-end', sm: 'center' },
        gap: { xs: 0.25, sm: 2 },
      }}
    >
      <Figure
        label={t('headerBalance.wallet')}
        phoneLabel={real ? undefined : t('headerBalance.wallet')}
        testId="header-balance"
      >
        {`${amount} ${currency}`}
      </Figure>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1 } }}>
        {!real && demoBalance !== null ? (
          <Figure
            label={t('headerBalance.demoBalance')}
            phoneLabel={t('headerBalance.demo')}
            testId="header-demo-balance"
          >
            {`${formatAmount(parseMoney(demoBalance))} ${BASE_CURRENCY}`}
          </Figure>
        ) : null}
        <TradingModeChip mode={real ? 'real' : 'demo'} testId="header-trading-mode" />
      </Box>
    </Box>
  );
}
