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

const PAUSED_TEXT =
  'Payouts paused: nothing is paid until you resume; missed periods are paid on resume.';
const RUNNING_TEXT = 'Payouts running: each period is paid when it falls due.';

/** The global switch that stops every investment payout, asked before it flips either way. */
export function PayoutSwitch({ paused }: { paused: boolean }) {
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
        toast.success(now ? 'Payouts paused' : 'Payouts resumed: missed periods are being paid'),
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
          Payouts
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
          label="Pause payouts"
        />
      </Box>
      <Box role="status" data-testid="payout-state">
        {paused ? (
          <Alert severity="warning" icon={<PauseCircle />}>
            {PAUSED_TEXT}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <PlayCircle color="success" aria-hidden />
            <Typography variant="body2">{RUNNING_TEXT}</Typography>
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={asking}
        title={pausing ? 'Pause every payout?' : 'Resume payouts?'}
        message={
          pausing
            ? 'No profit and no capital is paid to anyone until you resume. Periods that fall due meanwhile are not lost: each is paid once when you resume.'
            : 'The worker pays every period that fell due while payouts were paused, each once, then carries on as usual.'
        }
        confirmLabel={pausing ? 'Pause payouts' : 'Resume payouts'}
        confirmColor={pausing ? 'error' : 'success'}
        busy={setPaused.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
