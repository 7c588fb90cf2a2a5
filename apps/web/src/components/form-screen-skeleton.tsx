import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

interface FormScreenSkeletonProps {
  /** What is loading, for a screen reader, e.g. "Loading the package". */
  label: string;
  /** The height of the form's block, on the left (on top on a phone). */
  mainHeight: number;
  /** The heights of the two blocks beside it, top and bottom. */
  sideHeights: readonly [top: number, bottom: number];
}

/** The placeholder of a two-column form screen (the form, and cards beside it) while it loads. */
export function FormScreenSkeleton({ label, mainHeight, sideHeights }: FormScreenSkeletonProps) {
  return (
    <Box
      aria-busy
      aria-label={label}
      role="status"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Skeleton variant="rounded" height={mainHeight} />
      <Stack spacing={3}>
        <Skeleton variant="rounded" height={sideHeights[0]} />
        <Skeleton variant="rounded" height={sideHeights[1]} />
      </Stack>
    </Box>
  );
}
