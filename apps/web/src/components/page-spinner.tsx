import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A full-page progress indicator for data the whole page depends on. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A progress indicator in the page's content area, under a title that is already there. */
export function ContentSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
