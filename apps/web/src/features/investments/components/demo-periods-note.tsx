import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useInvestmentsText } from '../i18n.ts';
import { durationText } from '../lib/durations.ts';
import { shortenedNote } from '../lib/package-terms.ts';

/** Said wherever the person chooses or invests: this server pays periods far sooner than named. */
export function DemoPeriodsNote({ periodSeconds }: { periodSeconds: number }) {
  const { t } = useInvestmentsText();
  return (
    <Alert severity="info" data-testid="demo-periods-note" sx={{ borderRadius: 3 }}>
      <AlertTitle>{shortenedNote(periodSeconds, t)}</AlertTitle>
      {t('demoNote.body', { duration: durationText(periodSeconds, t) })}
    </Alert>
  );
}
