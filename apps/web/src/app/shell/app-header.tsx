import type { MeResponse } from '@kapital/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { BrandLink } from '@/components/brand-link.tsx';
import { SignOutButton } from '@/features/auth/components/sign-out-button.tsx';
import { HeaderBalance } from '@/features/profile/components/header-balance.tsx';

export function AppHeader({ me }: { me: MeResponse }) {
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1.5, sm: 3 } }}>
        <BrandLink hideNameOnPhones />
        <Box sx={{ flexGrow: 1 }} />
        <HeaderBalance me={me} />
        <SignOutButton iconOnlyOnPhones />
      </Toolbar>
    </AppBar>
  );
}
