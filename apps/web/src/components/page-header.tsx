import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface PageHeaderProps {
  title: string;
  subtitle?: string | null;
  /** The page's way onward, e.g. a button to start a new request; it wraps under a long title. */
  action: ReactNode;
}

/** A page's title with one action beside it. */
export function PageHeader({ title, subtitle, action }: PageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: 2,
      }}
    >
      <PageTitle title={title} subtitle={subtitle} />
      {/* The same bottom margin as the title's, so a wrapped action keeps the page's rhythm. */}
      <Box sx={{ display: 'flex', mb: 3 }}>{action}</Box>
    </Box>
  );
}
