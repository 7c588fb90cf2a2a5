import { BRAND_NAME } from '@kapital/shared/constants';
import Stack from '@mui/material/Stack';
import { QuickActions } from '@/features/dashboard/components/quick-actions.tsx';
import { FundCards } from '@/features/funds/components/fund-cards.tsx';
import { Welcome } from '@/features/profile/components/welcome.tsx';
import { useSignedIn } from './signed-in-context.ts';

export function DashboardRoute() {
  const { me } = useSignedIn();
  return (
    <>
      <title>{`Dashboard · ${BRAND_NAME}`}</title>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <Welcome me={me} />
        <FundCards userId={me.profile.uid} currency={me.profile.currency} settings={me.settings} />
        <QuickActions />
      </Stack>
    </>
  );
}
