import { durationText } from '@kapital/shared/investments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { shortenedNote } from '../lib/package-terms.ts';

/** Said wherever the person chooses or invests: this server pays periods far sooner than named. */
export function DemoPeriodsNote({ periodSeconds }: { periodSeconds: number }) {
  return (
    <Alert severity="info" data-testid="demo-periods-note" sx={{ borderRadius: 3 }}>
      <AlertTitle>{shortenedNote(periodSeconds)}</AlertTitle>
      This is a demonstration server: every period lasts {durationText(periodSeconds)} instead of
      the length the package names, so you can watch the payouts arrive.
    </Alert>
  );
}
