import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { Trans } from 'react-i18next';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { useTradeText } from '../i18n.ts';
import { orderErrorMessage } from '../lib/order-availability.ts';
import { usd } from '../lib/order-form.ts';
import { SIDE_KEYS } from '../lib/trade-labels.ts';

export interface PendingOrder {
  symbol: string;
  side: 'buy' | 'sell';
  stake: bigint;
  fee: bigint;
  takeProfit: string | null;
  stopLoss: string | null;
  mode: 'real' | 'demo';
}

interface OrderConfirmDialogProps {
  pending: PendingOrder | null;
  sending: boolean;
  /** A failure that belongs to no field: shown inside the dialog; a retry keeps the key. */
  error: unknown;
  /** Why the order cannot be sent right now (a stale price), or null; it may change while open. */
  blocked: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The order in a sentence: the side decides the verb, the mode the balance it is paid from. */
const CONFIRM_SUMMARIES: Record<
  PendingOrder['side'],
  Record<PendingOrder['mode'], ParseKeys<'trade'>>
> = {
  buy: { demo: 'orderConfirm.summaryBuyDemo', real: 'orderConfirm.summaryBuyReal' },
  sell: { demo: 'orderConfirm.summarySellDemo', real: 'orderConfirm.summarySellReal' },
};

/** The last look before the order is sent: side, pair, stake, fee and levels. */
export function OrderConfirmDialog({
  pending,
  sending,
  error,
  blocked,
  onConfirm,
  onClose,
}: OrderConfirmDialogProps) {
  const { t } = useTradeText();
  const close = () => {
    if (!sending) onClose();
  };
  const side = pending ? t(SIDE_KEYS[pending.side]) : '';
  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="order-confirm-title"
      aria-describedby="order-confirm-summary"
    >
      <DialogTitle id="order-confirm-title">
        {pending
          ? t('orderConfirm.title', { side, pair: `${pending.symbol}/USDT` })
          : t('orderConfirm.titleEmpty')}
      </DialogTitle>
      {pending ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="order-confirm-summary">
            <Trans
              t={t}
              i18nKey={CONFIRM_SUMMARIES[pending.side][pending.mode]}
              values={{ pair: `${pending.symbol}/USDT`, stake: usd(pending.stake) }}
              components={{ strong: <strong /> }}
            />
          </Typography>
          <SummaryLines
            testId="order-confirm-lines"
            lines={[
              { label: t('orderConfirm.side'), value: side },
              { label: t('orderConfirm.pair'), value: `${pending.symbol}/USDT` },
              { label: t('orderConfirm.stake'), value: usd(pending.stake) },
              { label: t('orderConfirm.openingFee'), value: usd(pending.fee) },
              {
                label: t('orderConfirm.takeProfit'),
                value: pending.takeProfit
                  ? formatPrice(pending.takeProfit, pending.symbol)
                  : t('orderConfirm.noLevel'),
              },
              {
                label: t('orderConfirm.stopLoss'),
                value: pending.stopLoss
                  ? formatPrice(pending.stopLoss, pending.symbol)
                  : t('orderConfirm.noLevel'),
              },
              {
                label: t('orderConfirm.price'),
                value: t('orderConfirm.fillsAtNextPrice'),
                total: true,
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('orderConfirm.feeAgain')}
          </Typography>
          {blocked ? (
            <Alert severity="warning" id="order-confirm-paused">
              {blocked}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{orderErrorMessage(error, t)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={sending}>
          {t('orderConfirm.back')}
        </Button>
        <Button
          variant="contained"
          color={pending?.side === 'sell' ? 'error' : 'success'}
          onClick={onConfirm}
          loading={sending}
          disabled={blocked !== null}
          aria-describedby={blocked ? 'order-confirm-paused' : undefined}
        >
          {t('orderConfirm.confirmSide', { side })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
