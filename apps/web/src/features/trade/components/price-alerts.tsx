import {
  PRICE_ALERT_ERROR_CODES,
  type PriceAlert,
  type PriceAlertDirection,
  type PriceAlertRepeat,
  priceAlertLimitMessage,
} from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { serverMessage } from '@/lib/i18n/server-text.ts';
import { formatPrice, pairLabel } from '@/lib/market/format-ticker.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';
import { useCreatePriceAlert } from '../api/create-price-alert.ts';
import { useDeletePriceAlert } from '../api/delete-price-alert.ts';
import { usePriceAlerts } from '../api/get-price-alerts.ts';
import { useTradeText } from '../i18n.ts';
import {
  alertPriceProblem,
  suggestedAlertPrice,
  typedAlertPrice,
} from '../lib/price-alert-form.ts';

const ALERT_FIELDS = ['price'] as const;
/** The keys of what each direction says: its button, a level, the hint, the notice of one set. */
const DIRECTION_TEXTS: Record<
  PriceAlertDirection,
  Record<'button' | 'level' | 'hint' | 'set' | 'remove', ParseKeys<'trade'>>
> = {
  above: {
    button: 'alerts.above',
    level: 'alerts.levelAbove',
    hint: 'alerts.hintAbove',
    set: 'alerts.setAbove',
    remove: 'alerts.removeAbove',
  },
  below: {
    button: 'alerts.below',
    level: 'alerts.levelBelow',
    hint: 'alerts.hintBelow',
    set: 'alerts.setBelow',
    remove: 'alerts.removeBelow',
  },
};
const REPEAT_WORDS: Record<PriceAlertRepeat, ParseKeys<'trade'>> = {
  once: 'alerts.once',
  every: 'alerts.everyTime',
};

/**
 * The user's price alerts on this pair: set one above or below the live price, once or every
 * time it crosses, and see or remove those set. A fired alert arrives as a notice; the list
 * reads again when one does.
 */
export function PriceAlerts({ userId, symbol }: { userId: string; symbol: PairSymbol }) {
  const { t } = useTradeText();
  const alerts = usePriceAlerts(userId, symbol);
  const atLimit = alerts.data ? alerts.data.watching >= alerts.data.limit : false;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="price-alerts-title"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id="price-alerts-title" component="h2" sx={{ fontWeight: 600 }}>
        {t('alerts.title')}
      </Typography>
      {/* Another pair starts a fresh form: a price typed for one pair means nothing on the next. */}
      <AlertForm key={symbol} userId={userId} symbol={symbol} atLimit={atLimit} />
      {alerts.isError ? (
        <InlineLoadError
          message={t('alerts.loadError')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data ? (
        <AlertList userId={userId} symbol={symbol} items={alerts.data.items} />
      ) : (
        <Box aria-busy aria-label={t('alerts.loading')} sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Box>
      )}
    </Paper>
  );
}

interface AlertValues {
  price: string;
}

function AlertForm({
  userId,
  symbol,
  atLimit,
}: {
  userId: string;
  symbol: PairSymbol;
  atLimit: boolean;
}) {
  const { t } = useTradeText();
  const ticker = useLiveTicker(symbol);
  const [direction, setDirection] = useState<PriceAlertDirection>('above');
  const [repeat, setRepeat] = useState<PriceAlertRepeat>('once');
  const [setAt, setSetAt] = useState<{ direction: PriceAlertDirection; price: string } | null>(
    null,
  );
  const create = useCreatePriceAlert(userId);

  // The resolver reads the latest price and direction: they move while the form is open.
  const latest = useRef({ direction, price: ticker?.price });
  latest.current = { direction, price: ticker?.price };
  const resolver: Resolver<AlertValues> = (values): ResolverResult<AlertValues> => {
    const problem = alertPriceProblem(
      values.price,
      latest.current.direction,
      latest.current.price,
      symbol,
      t,
    );
    return problem
      ? { values: {}, errors: { price: { type: 'validate', message: problem } } }
      : { values, errors: {} };
  };
  const form = useForm<AlertValues>({ resolver, defaultValues: { price: '' } });

  // Until the person types a price of their own, the field offers one just beyond the live
  // price on the chosen side: filled once a price is known, and again when the side changes.
  const livePrice = ticker?.price;
  const hasPrice = livePrice !== undefined;
  const typedOwn = form.formState.dirtyFields.price === true;
  const { resetField } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first price fills it, later ticks do not
  useEffect(() => {
    if (typedOwn) return;
    const suggestion = suggestedAlertPrice(livePrice, direction, symbol);
    if (suggestion) resetField('price', { defaultValue: suggestion });
  }, [direction, symbol, hasPrice, resetField]);

  const onSubmit = form.handleSubmit((values) => {
    const body = { symbol, direction, repeat, price: typedAlertPrice(values.price) };
    setSetAt(null);
    create.mutate(body, {
      onSuccess: (alert) => {
        setSetAt({ direction: alert.direction, price: formatPrice(alert.price, symbol) });
        const next = suggestedAlertPrice(latest.current.price, direction, symbol);
        form.reset({ price: next ?? '' });
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, ALERT_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  });

  const limitRefused = isApiError(create.error, PRICE_ALERT_ERROR_CODES.limitReached);
  const formError = limitRefused ? null : formLevelError(create.error, ALERT_FIELDS);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('alerts.formLabel', { pair: pairLabel(symbol) })}
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <ToggleButtonGroup
        value={direction}
        exclusive
        fullWidth
        size="small"
        aria-label={t('alerts.directionLabel')}
        onChange={(_event, next: PriceAlertDirection | null) => {
          if (next) setDirection(next);
        }}
      >
        <ToggleButton value="above" sx={{ textTransform: 'none', fontWeight: 600 }}>
          {t(DIRECTION_TEXTS.above.button)}
        </ToggleButton>
        <ToggleButton value="below" sx={{ textTransform: 'none', fontWeight: 600 }}>
          {t(DIRECTION_TEXTS.below.button)}
        </ToggleButton>
      </ToggleButtonGroup>
      <FormTextField
        control={form.control}
        name="price"
        label={t('alerts.priceLabel')}
        required
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        helperText={
          livePrice
            ? t(DIRECTION_TEXTS[direction].hint, { price: formatPrice(livePrice, symbol) })
            : t('alerts.waitingForPrice')
        }
      />
      <ToggleButtonGroup
        value={repeat}
        exclusive
        fullWidth
        size="small"
        aria-label={t('alerts.repeatLabel')}
        onChange={(_event, next: PriceAlertRepeat | null) => {
          if (next) setRepeat(next);
        }}
      >
        <ToggleButton value="once" sx={{ textTransform: 'none' }}>
          {t(REPEAT_WORDS.once)}
        </ToggleButton>
        <ToggleButton value="every" sx={{ textTransform: 'none' }}>
          {t(REPEAT_WORDS.every)}
        </ToggleButton>
      </ToggleButtonGroup>
      {atLimit || limitRefused ? (
        <Alert severity="info" data-testid="price-alert-limit">
          {serverMessage(PRICE_ALERT_ERROR_CODES.limitReached, `${priceAlertLimitMessage}.`)}
        </Alert>
      ) : null}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        loading={create.isPending}
        disabled={atLimit || !hasPrice}
      >
        {t('alerts.submit')}
      </Button>
      {setAt ? (
        <Alert severity="success" onClose={() => setSetAt(null)} data-testid="price-alert-set">
          {t(DIRECTION_TEXTS[setAt.direction].set, { price: setAt.price })}
        </Alert>
      ) : null}
    </Box>
  );
}

function AlertList({
  userId,
  symbol,
  items,
}: {
  userId: string;
  symbol: PairSymbol;
  items: readonly PriceAlert[];
}) {
  const { t } = useTradeText();
  const remove = useDeletePriceAlert(userId);
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('alerts.empty', { pair: pairLabel(symbol) })}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {remove.isError ? (
        <Alert severity="error" onClose={() => remove.reset()}>
          {t('alerts.removeError', { reason: errorMessage(remove.error) })}
        </Alert>
      ) : null}
      <List
        aria-label={t('alerts.listLabel', { pair: pairLabel(symbol) })}
        disablePadding
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        {items.map((alert, index) => {
          const price = formatPrice(alert.price, symbol);
          const removing = remove.isPending && remove.variables === alert.id;
          return (
            <ListItem
              key={alert.id}
              divider={index < items.length - 1}
              data-testid="price-alert-row"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 1 }}
            >
              <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {t(DIRECTION_TEXTS[alert.direction].level, { price })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {alert.firedCount > 0
                    ? t('alerts.repeatFired', {
                        repeat: t(REPEAT_WORDS[alert.repeat]),
                        count: alert.firedCount,
                      })
                    : t(REPEAT_WORDS[alert.repeat])}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={t(alert.status === 'watching' ? 'alerts.watching' : 'alerts.fired')}
                color={alert.status === 'watching' ? 'info' : 'default'}
              />
              <Button
                size="small"
                color="inherit"
                aria-label={t(DIRECTION_TEXTS[alert.direction].remove, { price })}
                loading={removing}
                onClick={() => remove.mutate(alert.id)}
              >
                {t('alerts.remove')}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
