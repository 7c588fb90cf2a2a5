import type { TradingAccount, TradingMode } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, type ResolverResult, useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { TradingModeChip } from '@/components/trading-mode-chip.tsx';
import { paths } from '@/config/paths.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';
import { useTradingAccount } from '../api/get-trading-account.ts';
import { useOpenPosition } from '../api/open-position.ts';
import { useTradeText } from '../i18n.ts';
import { orderAvailability } from '../lib/order-availability.ts';
import {
  levelProblem,
  levelValue,
  openingFee,
  stakeProblem,
  typedStake,
  usd,
} from '../lib/order-form.ts';
import { DemoReset } from './demo-reset.tsx';
import { OrderConfirmDialog, type PendingOrder } from './order-confirm-dialog.tsx';

interface OrderValues {
  stake: string;
  takeProfit: string;
  stopLoss: string;
}

const ORDER_FIELDS = ['stake', 'takeProfit', 'stopLoss'] as const;

/** Which balance an order spends, said where its balance is shown. */
const PAID_FROM: Record<TradingMode, ParseKeys<'trade'>> = {
  demo: 'orderPanel.paidFromDemo',
  real: 'orderPanel.paidFromReal',
};
const CODE_FIELDS = { [ERROR_CODES.insufficientFunds]: 'stake' } as const;

/** Buy or Sell the pair: side, stake, optional levels, the fee, then a confirmation. */
export function OrderPanel({ userId, symbol }: { userId: string; symbol: PairSymbol }) {
  const { t } = useTradeText();
  const account = useTradingAccount(userId);
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="order-panel-title"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column' }}
    >
      {account.data ? (
        <OrderForm userId={userId} symbol={symbol} account={account.data} />
      ) : (
        <>
          <Typography id="order-panel-title" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('orderPanel.title')}
          </Typography>
          {account.isError ? (
            <InlineLoadError
              message={t('orderPanel.accountLoadError')}
              error={account.error}
              onRetry={() => void account.refetch()}
              retrying={account.isFetching}
            />
          ) : (
            <Box aria-busy sx={{ display: 'grid', gap: 1.5 }}>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}

function OrderForm({
  userId,
  symbol,
  account,
}: {
  userId: string;
  symbol: PairSymbol;
  account: TradingAccount;
}) {
  const { t } = useTradeText();
  const ticker = useLiveTicker(symbol);
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const open = useOpenPosition();
  const keys = useRef(new IntentKeys()).current;
  const demo = account.mode === 'demo';
  // Stale or missing, the price pauses every way of sending: the button, Enter, the dialog.
  const availability = orderAvailability(ticker, t);
  const blocked = availability.open ? null : availability.message;

  // The resolver reads the latest balance, side and price: they move while the form is open.
  const latest = useRef({ balance: account.balance, side, price: ticker?.price });
  latest.current = { balance: account.balance, side, price: ticker?.price };
  const resolver: Resolver<OrderValues> = (values): ResolverResult<OrderValues> => {
    const now = latest.current;
    const errors: Record<string, { type: string; message: string }> = {};
    const stake = stakeProblem(values.stake, now.balance, t);
    if (stake) errors.stake = { type: 'validate', message: stake };
    for (const kind of ['takeProfit', 'stopLoss'] as const) {
      const problem = levelProblem(kind, now.side, values[kind], now.price, t);
      if (problem) errors[kind] = { type: 'validate', message: problem };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  const form = useForm<OrderValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { stake: '', takeProfit: '', stopLoss: '' },
  });
  const [stakeText, takeProfitText, stopLossText] = useWatch({
    control: form.control,
    name: ['stake', 'takeProfit', 'stopLoss'],
  });
  const fee = openingFee(stakeText, account.feeBps);

  // The levels are checked again as the price moves or the side changes, once they are typed.
  const levelsTyped = takeProfitText.trim() !== '' || stopLossText.trim() !== '';
  const { trigger } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the price and side re-check the levels
  useEffect(() => {
    if (levelsTyped) void trigger(['takeProfit', 'stopLoss']);
  }, [side, ticker?.price, levelsTyped, trigger]);

  const onContinue = form.handleSubmit((values) => {
    const stake = typedStake(values.stake);
    if (stake === null || blocked) return;
    open.reset();
    setOpened(null);
    setPending({
      symbol,
      side,
      stake,
      fee: openingFee(values.stake, account.feeBps) ?? 0n,
      takeProfit: levelValue(values.takeProfit),
      stopLoss: levelValue(values.stopLoss),
      mode: account.mode,
    });
  });

  const onConfirm = () => {
    if (!pending || blocked) return;
    const body = {
      symbol,
      side: pending.side,
      stake: formatMoney(pending.stake),
      takeProfit: pending.takeProfit,
      stopLoss: pending.stopLoss,
    };
    open.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (position) => {
          keys.reset();
          setPending(null);
          form.reset();
          setOpened(position.number);
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, ORDER_FIELDS, CODE_FIELDS);
          if (fieldErrors.length === 0) return;
          setPending(null);
          for (const [field, message] of fieldErrors) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onContinue}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="order-panel-title" component="h2" sx={{ fontWeight: 600 }}>
          {t('orderPanel.title')}
        </Typography>
        <TradingModeChip mode={account.mode} testId="trading-mode" />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" component="p" data-testid="paid-from">
          {t(PAID_FROM[account.mode])}
        </Typography>
        <Typography
          data-testid="trading-balance"
          sx={{ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {usd(parseMoney(account.balance))}
        </Typography>
      </Box>
      <ToggleButtonGroup
        value={side}
        exclusive
        fullWidth
        aria-label={t('orderPanel.sideLabel')}
        onChange={(_event, next: 'buy' | 'sell' | null) => {
          if (next) setSide(next);
        }}
      >
        <ToggleButton
          value="buy"
          color="success"
          sx={{ fontWeight: 700, textTransform: 'none' }}
          title={t('orderPanel.buyHint')}
        >
          {t('sides.buy')}
        </ToggleButton>
        <ToggleButton
          value="sell"
          color="error"
          sx={{ fontWeight: 700, textTransform: 'none' }}
          title={t('orderPanel.sellHint')}
        >
          {t('sides.sell')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FormTextField
        control={form.control}
        name="stake"
        label={t('orderPanel.stakeLabel')}
        required
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <FormTextField
        control={form.control}
        name="takeProfit"
        label={t('orderPanel.takeProfitLabel')}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        helperText={t(side === 'buy' ? 'levels.abovePrice' : 'levels.belowPrice')}
      />
      <FormTextField
        control={form.control}
        name="stopLoss"
        label={t('orderPanel.stopLossLabel')}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        helperText={t(side === 'buy' ? 'levels.belowPrice' : 'levels.abovePrice')}
      />
      <SummaryLines
        testId="order-fee"
        live
        lines={[
          {
            label: t('orderPanel.feeLabel', { percent: account.feePercent }),
            value: fee === null ? '—' : usd(fee),
          },
        ]}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        color={side === 'buy' ? 'success' : 'error'}
        disabled={blocked !== null}
        aria-describedby={blocked ? 'order-paused-reason' : undefined}
      >
        {t(side === 'buy' ? 'orderPanel.buySymbol' : 'orderPanel.sellSymbol', { symbol })}
      </Button>
      {blocked ? (
        <Typography
          id="order-paused-reason"
          variant="body2"
          color="text.secondary"
          sx={{ mt: -1, textAlign: 'center' }}
        >
          {blocked}
        </Typography>
      ) : null}
      {opened ? (
        <Alert severity="success" onClose={() => setOpened(null)} data-testid="order-opened">
          <Trans
            t={t}
            i18nKey="orderPanel.opened"
            values={{ number: opened }}
            components={{
              anchor: (
                <Link
                  component={RouterLink}
                  to={paths.onTrade}
                  color="inherit"
                  sx={{ fontWeight: 600 }}
                />
              ),
            }}
          />
        </Alert>
      ) : null}
      {demo ? <DemoReset userId={userId} account={account} /> : null}
      <OrderConfirmDialog
        pending={pending}
        sending={open.isPending}
        error={open.error}
        blocked={blocked}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
