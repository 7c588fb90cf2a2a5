import Typography from '@mui/material/Typography';
import { formatDateTime, formatDateTimeSeconds } from '@/lib/format-date.ts';
import { useInvestmentsText } from '../i18n.ts';
import { countdownText } from '../lib/progress.ts';

interface NextPayoutProps {
  /** The due time from the API. */
  at: string;
  /** The shared clock, renewed every second. */
  now: number;
  /** Times to the second, for periods shorter than a minute. */
  withSeconds: boolean;
}

/**
 * The time left until the next payout, ticking, and when it falls due. A timer role, which
 * screen readers do not announce on every tick: they read it when the person reaches it.
 */
export function NextPayout({ at, now, withSeconds }: NextPayoutProps) {
  const { t } = useInvestmentsText();
  const left = countdownText(Date.parse(at) - now, t);
  const when = withSeconds ? formatDateTimeSeconds(at) : formatDateTime(at);
  return (
    <>
      <Typography
        component="span"
        role="timer"
        aria-live="off"
        data-testid="next-payout-countdown"
        sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {left === null ? t('countdown.dueNow') : t('countdown.in', { time: left })}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        <time dateTime={at}>{when}</time>
      </Typography>
    </>
  );
}
