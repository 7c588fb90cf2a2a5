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
import { useTradeText } from '../i18n.ts';
import { usd } from '../lib/order-form.ts';
import { signedMoney } from '../lib/position-figures.ts';
import { SIDE_KEYS } from '../lib/trade-labels.ts';
import { LivePrice, LiveResult } from './position-parts.tsx';

/** Closing an open position, after a look at what it stands at now. */
export function ClosePositionDialog({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  const { t } = useTradeText();
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
            t('closePosition.done', {
              number: closed.number,
              price: formatPrice(closed.exitPrice ?? '0', closed.symbol),
              result: signedMoney(parseMoney(closed.result ?? '0')),
              payout: usd(parseMoney(closed.payout ?? '0')),
            }),
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
        {position
          ? t('closePosition.title', { number: position.number })
          : t('closePosition.titleEmpty')}
      </DialogTitle>
      {position ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{t('closePosition.explanation')}</DialogContentText>
          <SummaryLines
            testId="close-position-lines"
            lines={[
              {
                label: t('closePosition.position'),
                value: t('closePosition.sidePair', {
                  side: t(SIDE_KEYS[position.side]),
                  pair: `${position.symbol}/USDT`,
                }),
              },
              { label: t('closePosition.stake'), value: usd(parseMoney(position.stake)) },
              {
                label: t('closePosition.entry'),
                value: formatPrice(position.entryPrice, position.symbol),
              },
              { label: t('closePosition.priceNow'), value: <LivePrice symbol={position.symbol} /> },
              {
                label: t('closePosition.resultNow'),
                value: <LiveResult position={position} />,
              },
            ]}
          />
          {close.error ? <Alert severity="error">{errorMessage(close.error)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={shut} disabled={close.isPending}>
          {t('closePosition.keepOpen')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={close.isPending}>
          {t('closePosition.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
