import type { Position } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdatePositionLevels } from '../api/update-position-levels.ts';
import { useTradeText } from '../i18n.ts';
import { levelProblem, levelValue } from '../lib/order-form.ts';
import { SIDE_KEYS } from '../lib/trade-labels.ts';

interface LevelValues {
  takeProfit: string;
  stopLoss: string;
}
const LEVEL_FIELDS = ['takeProfit', 'stopLoss'] as const;

/** New take-profit and stop-loss for an open position; an empty field removes the level. */
export function EditLevelsDialog({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={position !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="edit-levels-title"
    >
      {position ? <EditLevelsForm position={position} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditLevelsForm({ position, onClose }: { position: Position; onClose: () => void }) {
  const { t } = useTradeText();
  const ticker = useLiveTicker(position.symbol);
  const update = useUpdatePositionLevels();
  const latestPrice = useRef(ticker?.price);
  latestPrice.current = ticker?.price;
  const resolver: Resolver<LevelValues> = (values): ResolverResult<LevelValues> => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const kind of LEVEL_FIELDS) {
      const problem = levelProblem(kind, position.side, values[kind], latestPrice.current, t);
      if (problem) errors[kind] = { type: 'validate', message: problem };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  const form = useForm<LevelValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      takeProfit: position.takeProfit ?? '',
      stopLoss: position.stopLoss ?? '',
    },
  });
  const { trigger, formState } = form;
  const dirty = formState.isDirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new price checks the levels again
  useEffect(() => {
    if (dirty) void trigger();
  }, [ticker?.price, dirty, trigger]);

  const close = () => {
    if (!update.isPending) onClose();
  };
  const onSave = form.handleSubmit((values) => {
    update.mutate(
      {
        positionId: position.id,
        body: {
          takeProfit: levelValue(values.takeProfit),
          stopLoss: levelValue(values.stopLoss),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t('editLevels.saved', { number: saved.number }));
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, LEVEL_FIELDS)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });
  const refusal = formLevelError(update.error, LEVEL_FIELDS);
  const side = t(SIDE_KEYS[position.side]);
  const entry = formatPrice(position.entryPrice, position.symbol);
  const now = ticker ? formatPrice(ticker.price, position.symbol) : '—';
  return (
    <form noValidate onSubmit={onSave}>
      <DialogTitle id="edit-levels-title">
        {t('editLevels.title', { number: position.number })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {t('editLevels.explanation', { side, pair: `${position.symbol}/USDT`, entry, now })}
        </DialogContentText>
        <FormTextField
          control={form.control}
          name="takeProfit"
          label={t('editLevels.takeProfitLabel')}
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          helperText={t(position.side === 'buy' ? 'levels.abovePrice' : 'levels.belowPrice')}
        />
        <FormTextField
          control={form.control}
          name="stopLoss"
          label={t('editLevels.stopLossLabel')}
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          helperText={t(position.side === 'buy' ? 'levels.belowPrice' : 'levels.abovePrice')}
        />
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={update.isPending}>
          {t('editLevels.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('editLevels.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
