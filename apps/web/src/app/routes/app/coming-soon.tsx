import PersonAdd from '@mui/icons-material/PersonAddOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { Navigate, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { type ComingSoonKey, comingSoonScreenFor } from './coming-soon-screens.ts';

const ILLUSTRATIONS: Record<ComingSoonKey, typeof SvgIcon> = {
  referrals: PersonAdd,
};

/**
 * Every signed-in screen whose feature comes later, in one chunk: its title and a sentence of
 * what it will hold (coming-soon-screens.ts), so no menu entry leads to a blank page.
 */
export function ComingSoonRoute() {
  const { pathname } = useLocation();
  const found = comingSoonScreenFor(pathname);
  if (!found) return <Navigate to={paths.home} replace />;
  const { screen, subtitle } = found;
  return (
    <>
      <PageTitle title={screen.title} subtitle={subtitle} />
      <EmptyState
        icon={ILLUSTRATIONS[screen.key]}
        eyebrow="Coming soon"
        message={screen.description}
      />
    </>
  );
}
