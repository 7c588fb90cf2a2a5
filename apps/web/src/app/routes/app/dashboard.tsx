import { BRAND_NAME } from '@kapital/shared';
import { Welcome } from '@/features/profile/components/welcome.tsx';
import { useSignedIn } from './signed-in-context.ts';

export function DashboardRoute() {
  const { me } = useSignedIn();
  return (
    <>
      <title>{`Dashboard · ${BRAND_NAME}`}</title>
      <Welcome me={me} />
    </>
  );
}
