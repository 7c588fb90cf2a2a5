import type { OfferedPackage, PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY, type Currency } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { FormScreenSkeleton } from '@/components/form-screen-skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useInvestmentPackage } from '../api/get-investment-package.ts';
import { useInvestmentsText } from '../i18n.ts';
import { isShortened } from '../lib/package-terms.ts';
import { localAmount, userLocalCurrency } from '../lib/schedule.ts';
import { DemoPeriodsNote } from './demo-periods-note.tsx';
import { InvestForm } from './invest-form.tsx';
import { PackageFacts } from './package-facts.tsx';

const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

interface InvestScreenProps {
  userId: string;
  slug: string;
  /** The wallet in USD, from the profile the header shows (kept live). */
  wallet: string;
  currency: Currency | null;
  settings: PublicSettings | null;
}

/** /add-investment/{slug}: the package, the amount and its whole schedule, then a confirmation. */
export function InvestScreen({ userId, slug, wallet, currency, settings }: InvestScreenProps) {
  const { t } = useInvestmentsText();
  const pkg = useInvestmentPackage(slug);

  if (pkg.isPending)
    return (
      <FormScreenSkeleton
        label={t('investScreen.loading')}
        mainHeight={420}
        sideHeights={[280, 120]}
      />
    );
  if (pkg.isError) {
    if (isApiError(pkg.error) && pkg.error.status === 404) {
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.addInvestment}>
              {t('investScreen.allPackages')}
            </Button>
          }
        >
          <AlertTitle>{t('investScreen.notFoundTitle')}</AlertTitle>
          {t('investScreen.notFound')}
        </Alert>
      );
    }
    return (
      <LoadErrorAlert
        title={t('investScreen.loadError')}
        error={pkg.error}
        onRetry={() => void pkg.refetch()}
      />
    );
  }

  const local = userLocalCurrency(currency, settings);
  return (
    <Stack spacing={3}>
      {isShortened(pkg.data) ? <DemoPeriodsNote periodSeconds={pkg.data.periodSeconds} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={cardSx}>
          <InvestForm
            userId={userId}
            pkg={pkg.data}
            wallet={wallet}
            local={local}
            onPackageGone={() => void pkg.refetch()}
          />
        </Card>
        {/* On a phone the package and the wallet come first: they are what the amount depends on. */}
        <Stack spacing={3} sx={{ order: { xs: -1, md: 0 } }}>
          <PackageSummary pkg={pkg.data} />
          <WalletBalance wallet={wallet} currency={currency} settings={settings} />
        </Stack>
      </Box>
    </Stack>
  );
}

function PackageSummary({ pkg }: { pkg: OfferedPackage }) {
  const { t } = useInvestmentsText();
  return (
    <Card variant="outlined" component="section" aria-labelledby="package-heading" sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="package-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {pkg.name}
        </Typography>
        {pkg.capitalReturned ? (
          <Chip
            label={t('investScreen.capitalBack')}
            size="small"
            color="success"
            variant="outlined"
          />
        ) : null}
      </Box>
      {pkg.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {pkg.description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <PackageFacts pkg={pkg} />
      </Box>
      <Button component={RouterLink} to={paths.addInvestment} size="small" sx={{ mt: 2, ml: -0.5 }}>
        {t('investScreen.choosePackage')}
      </Button>
    </Card>
  );
}

function WalletBalance({
  wallet,
  currency,
  settings,
}: {
  wallet: string;
  currency: Currency | null;
  settings: PublicSettings | null;
}) {
  const { t } = useInvestmentsText();
  const minor = parseMoney(wallet);
  const local = userLocalCurrency(currency, settings);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="invest-wallet-heading"
      sx={cardSx}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AccountBalanceWallet color="primary" aria-hidden />
        <Typography id="invest-wallet-heading" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('investScreen.walletBalance')}
        </Typography>
      </Box>
      <Typography
        data-testid="invest-wallet-balance"
        sx={{
          fontSize: '1.75rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {formatAmount(minor)}{' '}
        <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {BASE_CURRENCY}
        </Box>
      </Typography>
      {local ? (
        <Typography variant="body2" color="text.secondary">
          ≈ {localAmount(minor, local)} {local.currency}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={paths.addBalance} size="small" sx={{ mt: 1, ml: -0.5 }}>
        {t('investScreen.addBalance')}
      </Button>
    </Card>
  );
}
