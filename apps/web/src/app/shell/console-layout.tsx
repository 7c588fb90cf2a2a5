import type { MeResponse } from '@kapital/shared';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useNewMessageToasts } from '@/features/admin/chat/components/use-new-message-toasts.ts';
import { AdminNav } from '@/features/admin/shared/components/admin-nav.tsx';
import type { Role } from '@/features/admin/shared/lib/staff.ts';
import { useShellText } from '../i18n.ts';
import { CONSOLE_MENU_ID, ConsoleHeader } from './console-header.tsx';
import { APP_BAR_HEIGHT, DRAWER_WIDTH } from './layout-sizes.ts';
import { DrawerHeader, ShellColumn } from './shell-bar.tsx';
import { SkipToContent } from './skip-to-content.tsx';

const MAIN_CONTENT_ID = 'console-content';

function ConsoleNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useShellText();
  return (
    <Box component="nav" id={CONSOLE_MENU_ID} aria-label={t('console.navigation')}>
      <AdminNav role={role} onNavigate={onNavigate} />
    </Box>
  );
}

/**
 * The console's shell, apart from the customer's: its own header and navigation (docked on a
 * wide screen, a drawer on a phone), the page and the footer. Same app and sign-in as the rest.
 */
export function ConsoleLayout({ me, children }: { me: MeResponse; children: ReactNode }) {
  const theme = useTheme();
  // Measured on the first render, so a phone never flashes the docked navigation.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { pathname } = useLocation();
  // Open at the address where it was opened: following a link in it, or Back, closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const role = me.profile.role;
  const { t } = useShellText();
  useNewMessageToasts();

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipToContent target={MAIN_CONTENT_ID} />
      <ConsoleHeader
        profile={me.profile}
        wide={wide}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpenAt(pathname)}
      />
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
          slotProps={{
            paper: {
              sx: {
                width: DRAWER_WIDTH,
                top: APP_BAR_HEIGHT,
                height: `calc(100% - ${APP_BAR_HEIGHT}px)`,
              },
            },
          }}
        >
          <ConsoleNav role={role} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpenAt(null)}
          slotProps={{ paper: { 'aria-label': t('console.menu'), sx: { width: DRAWER_WIDTH } } }}
        >
          <DrawerHeader onClose={() => setMenuOpenAt(null)}>
            <Typography sx={{ fontWeight: 700 }}>{t('console.drawerTitle')}</Typography>
          </DrawerHeader>
          <ConsoleNav role={role} onNavigate={() => setMenuOpenAt(null)} />
        </Drawer>
      )}
      <ShellColumn mainId={MAIN_CONTENT_ID}>{children}</ShellColumn>
    </Box>
  );
}
