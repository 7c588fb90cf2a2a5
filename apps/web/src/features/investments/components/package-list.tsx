import Inventory from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { useInvestmentPackages } from '../api/get-investment-packages.ts';
import { useInvestmentsText } from '../i18n.ts';
import { DemoPeriodsNote } from './demo-periods-note.tsx';
import { PackageCard } from './package-card.tsx';

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** /add-investment: the seed's prompt above the active packages, in staff's order. */
export function PackageList() {
  const { t } = useInvestmentsText();
  const packages = useInvestmentPackages();
  const titleId = useId();
  const shortenedTo = packages.data?.periodsShortened
    ? packages.data.items[0]?.periodSeconds
    : undefined;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('packageList.title')}
      </Typography>
      {packages.isPending ? (
        <Box role="status" aria-label={t('packageList.loading')} sx={gridSx}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={380} />
          ))}
        </Box>
      ) : packages.isError ? (
        <LoadErrorAlert
          title={t('packageList.loadError')}
          error={packages.error}
          onRetry={() => void packages.refetch()}
        />
      ) : packages.data.items.length === 0 ? (
        <EmptyState icon={Inventory} message={t('packageList.empty')} />
      ) : (
        <Stack spacing={3}>
          {shortenedTo ? <DemoPeriodsNote periodSeconds={shortenedTo} /> : null}
          <Box sx={gridSx}>
            {packages.data.items.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
