import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { orderErrorMessage } from '../lib/order-availability.ts';
import { usd } from '../lib/order-form.ts';
import { SIDE_LABELS } from '../lib/position-figures.ts';

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

/** The last look before the order is sent: side, pair, stake, fee and levels. */
export function OrderConfirmDialog({
  pending,
  sending,
  error,
  blocked,
  onConfirm,
  onClose,
}: OrderConfirmDialogProps) {
  const close = () => {
    if (!sending) onClose();
  };
  const side = pending ? SIDE_LABELS[pending.side] : '';
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
        Confirm {side} {pending ? `${pending.symbol}/USDT` : ''}
      </DialogTitle>
      {pending ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="order-confirm-summary">
            You {side === 'Buy' ? 'buy' : 'sell'} <strong>{pending.symbol}/USDT</strong> with a
            stake of <strong>{usd(pending.stake)}</strong> from your{' '}
            {pending.mode === 'demo' ? 'demo balance (Free mode)' : 'wallet (Real mode)'}. The order
            fills at the next price.
          </Typography>
          <SummaryLines
            testId="order-confirm-lines"
            lines={[
              { label: 'Side', value: side },
              { label: 'Pair', value: `${pending.symbol}/USDT` },
              { label: 'Stake', value: usd(pending.stake) },
              { label: 'Opening fee', value: usd(pending.fee) },
              {
                label: 'Take-profit',
                value: pending.takeProfit
                  ? formatPrice(pending.takeProfit, pending.symbol)
                  : 'None',
              },
              {
                label: 'Stop-loss',
                value: pending.stopLoss ? formatPrice(pending.stopLoss, pending.symbol) : 'None',
              },
              { label: 'Price', value: 'Fills at the next price', total: true },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            The same fee is charged again when the position closes.
          </Typography>
          {blocked ? (
            <Alert severity="warning" id="order-confirm-paused">
              {blocked}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{orderErrorMessage(error)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={sending}>
          Back
        </Button>
        <Button
          variant="contained"
          color={pending?.side === 'sell' ? 'error' : 'success'}
          onClick={onConfirm}
          loading={sending}
          disabled={blocked !== null}
          aria-describedby={blocked ? 'order-confirm-paused' : undefined}
        >
          Confirm {side}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
