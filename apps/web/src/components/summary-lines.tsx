import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SummaryLine {
  label: string;
  /** The figure, or a dash while there is none yet. */
  value: ReactNode;
  /** A second, quieter line under the figure: the same amount in the user's currency. */
  note?: ReactNode;
  /** The bottom line: bold, ruled off from the lines above. */
  total?: boolean;
}

interface SummaryLinesProps {
  lines: SummaryLine[];
  /** Announce changes to screen readers: the figures follow what the person types. */
  live?: boolean;
  testId: string;
}

/** Labelled figures aligned as on a receipt, as a description list. */
export function SummaryLines({ lines, live = false, testId }: SummaryLinesProps) {
  return (
    <Box
      component="dl"
      aria-live={live ? 'polite' : undefined}
      data-testid={testId}
      sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {lines.map(({ label, value, note, total }) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            ...(total ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {}),
          }}
        >
          <Typography component="dt" sx={{ fontWeight: total ? 700 : 400 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontWeight: total ? 700 : 500,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {value}
            </Box>
            {note ? (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', whiteSpace: 'nowrap' }}
              >
                {note}
              </Typography>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
