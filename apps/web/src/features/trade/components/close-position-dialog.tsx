import type { Position } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { toast } from '@/lib/toast.ts';
import { useClosePosition } from '../api/close-position.ts';
import { usd } from '../lib/order-form.ts';
import { SIDE_LABELS, signedMoney } from '../lib/position-figures.ts';
import { LivePrice, LiveResult } from './position-parts.tsx';

/** Closing an open position, after a look at what it stands at now. */
export function ClosePositionDialog({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  const close = useClosePosition();
  const keys = useRef(new IntentKeys()).current;
  const shut = () => {
    if (close.isPending) return;
    close.reset();
    keys.reset();
    onClose();
  };
  const onConfirm = () => {
    if (!position) return;
    close.mutate(
      { positionId: position.id, idempotencyKey: keys.keyFor(position.id) },
      {
        onSuccess: (closed) => {
          keys.reset();
          close.reset();
          toast.success(
            `${closed.number} closed at ${formatPrice(closed.exitPrice ?? '0', closed.symbol)}: ${signedMoney(
              parseMoney(closed.result ?? '0'),
            )} USD, ${usd(parseMoney(closed.payout ?? '0'))} paid back.`,
          );
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={position !== null}
      onClose={shut}
      fullWidth
      maxWidth="xs"
      aria-labelledby="close-position-title"
    >
      <DialogTitle id="close-position-title">
        Close {position ? position.number : 'position'}?
      </DialogTitle>
      {position ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            The position closes at the next price, which may differ a little from the price now. The
            closing fee is charged.
          </DialogContentText>
          <SummaryLines
            testId="close-position-lines"
            lines={[
              {
                label: 'Position',
                value: `${SIDE_LABELS[position.side]} ${position.symbol}/USDT`,
              },
              { label: 'Stake', value: usd(parseMoney(position.stake)) },
              { label: 'Entry', value: formatPrice(position.entryPrice, position.symbol) },
              { label: 'Price now', value: <LivePrice symbol={position.symbol} /> },
              { label: 'Profit/loss now', value: <LiveResult position={position} /> },
            ]}
          />
          {close.error ? <Alert severity="error">{errorMessage(close.error)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={shut} disabled={close.isPending}>
          Keep open
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={close.isPending}>
          Close position
        </Button>
      </DialogActions>
    </Dialog>
  );
}
