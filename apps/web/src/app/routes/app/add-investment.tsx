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

/** /add-investment: the packages on offer. */
export function AddInvestmentRoute() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Add Investment"
        subtitle="Profit paid into your profit fund every period, from capital in your wallet."
        action={
          <Button component={RouterLink} to={paths.investment} startIcon={<TrendingUp />}>
            Your investments
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
  const { slug = '' } = useParams();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.addInvestment}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        All packages
      </Button>
      <PageHeader
        title="Add Investment"
        subtitle="Choose the amount, look over every payout, then confirm."
        action={
          <Button component={RouterLink} to={paths.investment} startIcon={<TrendingUp />}>
            Your investments
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
