import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';

/** A console page about one thing: its title, then its cards stacked. */
export function DetailPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {/* The title keeps its own bottom margin; the pull-up stops it adding to the gap. */}
      <Box sx={{ mb: -3 }}>
        <PageTitle title={title} subtitle={subtitle} />
      </Box>
      {children}
    </Box>
  );
}

/** The first card of a review: status, facts and the decision, one under the other. */
export function ReviewSummary({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      {children}
    </Paper>
  );
}

/**
 * Label and value pairs as a definition list. `stackOnPhones` puts each value under its label
 * on narrow screens, for values too long to sit beside one (accounts, references).
 */
export function Facts({
  facts,
  stackOnPhones = false,
}: {
  facts: Array<[string, ReactNode]>;
  stackOnPhones?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={
        stackOnPhones
          ? {
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              '& dd': { mb: { xs: 1, sm: 0 } },
            }
          : {
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
            }
      }
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
