import type { TradingAccount } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useResetDemo } from '../api/reset-demo.ts';
import { useTradeText } from '../i18n.ts';
import { usd } from '../lib/order-form.ts';

/** Free only: the demo balance back to the starting balance, once a day (UTC). */
export function DemoReset({ userId, account }: { userId: string; account: TradingAccount }) {
  const { t } = useTradeText();
  const [open, setOpen] = useState(false);
  const reset = useResetDemo(userId);
  const keys = useRef(new IntentKeys()).current;
  const start = usd(parseMoney(account.demoBalance));
  const close = () => {
    if (!reset.isPending) setOpen(false);
  };
  return (
    <Box
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        pt: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.5,
      }}
    >
      <Button
        variant="text"
        size="small"
        onClick={() => {
          reset.reset();
          keys.reset();
          setOpen(true);
        }}
        disabled={!account.demoResetAvailable}
        aria-describedby="demo-reset-note"
        sx={{ ml: -1 }}
      >
        {t('demoReset.button')}
      </Button>
      <Typography id="demo-reset-note" variant="caption" color="text.secondary">
        {account.demoResetAvailable
          ? t('demoReset.note', { balance: start })
          : t('demoReset.usedToday')}
      </Typography>
      <Dialog open={open} onClose={close} maxWidth="xs" aria-labelledby="demo-reset-title">
        <DialogTitle id="demo-reset-title">{t('demoReset.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('demoReset.dialogText', { balance: start })}</DialogContentText>
          {reset.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(reset.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={reset.isPending}>
            {t('demoReset.back')}
          </Button>
          <Button
            variant="contained"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(keys.keyFor('reset'), {
                onSuccess: (next) => {
                  setOpen(false);
                  toast.success(t('demoReset.done', { balance: usd(parseMoney(next.balance)) }));
                },
              })
            }
          >
            {t('demoReset.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
