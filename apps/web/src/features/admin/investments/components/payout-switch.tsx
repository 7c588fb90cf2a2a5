import PauseCircle from '@mui/icons-material/PauseCircleOutlined';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/features/admin/shared/components/confirm-dialog.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSetPayoutsPaused } from '../api/set-payouts-paused.ts';
import { useAdminInvestmentsText } from '../i18n.ts';

/** The global switch that stops every investment payout, asked before it flips either way. */
export function PayoutSwitch({ paused }: { paused: boolean }) {
  const { t } = useAdminInvestmentsText();
  const titleId = useId();
  const setPaused = useSetPayoutsPaused();
  const [asking, setAsking] = useState(false);
  // The state the confirm dialog would set; kept while the dialog closes.
  const [pausing, setPausing] = useState(true);
  const ask = (next: boolean) => {
    setPausing(next);
    setAsking(true);
  };
  const confirm = () =>
    setPaused.mutate(pausing, {
      onSuccess: ({ paused: now }) =>
        toast.success(now ? t('payouts.pausedToast') : t('payouts.resumedToast')),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(false),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{
        borderRadius: 3,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: paused ? 'warning.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', flex: '1 1 auto' }}>
          {t('payouts.title')}
        </Typography>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={paused}
              color="warning"
              disabled={setPaused.isPending}
              onChange={(event) => ask(event.target.checked)}
            />
          }
          label={t('payouts.switchLabel')}
        />
      </Box>
      <Box role="status" data-testid="payout-state">
        {paused ? (
          <Alert severity="warning" icon={<PauseCircle />}>
            {t('payouts.pausedNote')}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <PlayCircle color="success" aria-hidden />
            <Typography variant="body2">{t('payouts.runningNote')}</Typography>
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={asking}
        title={pausing ? t('payouts.pauseDialog.title') : t('payouts.resumeDialog.title')}
        message={pausing ? t('payouts.pauseDialog.message') : t('payouts.resumeDialog.message')}
        confirmLabel={
          pausing ? t('payouts.pauseDialog.confirm') : t('payouts.resumeDialog.confirm')
        }
        confirmColor={pausing ? 'error' : 'success'}
        busy={setPaused.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
