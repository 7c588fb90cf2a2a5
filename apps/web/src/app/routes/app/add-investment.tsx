import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { InvestScreen } from '@/features/investments/components/invest-screen.tsx';
import { PackageList } from '@/features/investments/components/package-list.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** /add-investment: the packages on offer. */
export function AddInvestmentRoute() {
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={t('addInvestment.title')}
        subtitle={t('addInvestment.subtitle')}
        action={
          <Button component={RouterLink} to={paths.investment} startIcon={<TrendingUp />}>
            {t('addInvestment.yourInvestments')}
          </Button>
        }
      />
      <PackageList />
    </Box>
  );
}

/** /add-investment/{slug}: invest in one package. */
export function AddInvestmentPackageRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  const { slug = '' } = useParams();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.addInvestment}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        {t('addInvestment.allPackages')}
      </Button>
      <PageHeader
        title={t('addInvestment.title')}
        subtitle={t('addInvestment.packageSubtitle')}
        action={
          <Button component={RouterLink} to={paths.investment} startIcon={<TrendingUp />}>
            {t('addInvestment.yourInvestments')}
          </Button>
        }
      />
      <InvestScreen
        key={slug}
        userId={me.profile.uid}
        slug={slug}
        wallet={me.balance}
        currency={me.profile.currency}
        settings={me.settings}
      />
    </Box>
  );
}
