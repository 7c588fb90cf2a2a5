import type { MeResponse } from '@kapital/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { Copyright } from '@/components/copyright.tsx';
import { ChatLauncher } from '@/features/chat/components/chat-launcher.tsx';
import { TickerStrip } from '@/features/market/components/ticker-strip.tsx';
import { AppHeader } from './app-header.tsx';
import { APP_BAR_HEIGHT } from './layout-sizes.ts';
import { AppSidebar } from './sidebar/app-sidebar.tsx';
import { useSidebarCollapsed } from './sidebar/use-sidebar-collapsed.ts';
import { SkipToContent } from './skip-to-content.tsx';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in shell of the seed: app bar, sidebar, ticker strip, the screen, footer and the
 * live chat button.
 */
export function AppLayout({ me, children }: { me: MeResponse; children: ReactNode }) {
  const theme = useTheme();
  // Measured on the first render, so a phone never flashes the docked sidebar.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const { pathname } = useLocation();
  // The phone drawer is open at the address where it was opened: any way of moving on (a link
  // in it, Back) closes it.
  const [phoneMenuOpenAt, setPhoneMenuOpenAt] = useState<string | null>(null);
  const phoneMenuOpen = phoneMenuOpenAt === pathname;
  const chatShown = Boolean(me.settings?.menuContact);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipToContent target={MAIN_CONTENT_ID} />
      <AppHeader
        me={me}
        wide={wide}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggleCollapsed}
        phoneMenuOpen={phoneMenuOpen}
        onOpenPhoneMenu={() => setPhoneMenuOpenAt(pathname)}
      />
      <AppSidebar
        wide={wide}
        collapsed={collapsed}
        phoneOpen={phoneMenuOpen}
        onPhoneClose={() => setPhoneMenuOpenAt(null)}
      />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          pt: `${APP_BAR_HEIGHT}px`,
        }}
      >
        <TickerStrip />
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          maxWidth="lg"
          sx={{ flexGrow: 1, py: { xs: 3, sm: 4 }, outline: 'none' }}
        >
          {children}
        </Container>
        {/* With the chat button floating in the corner, the footer leaves room below it, so a
            page scrolled to the end never has its last line under the button. */}
        <Box component="footer" sx={{ pt: 3, pb: chatShown ? 11 : 3 }}>
          <Copyright />
        </Box>
      </Box>
      {chatShown ? <ChatLauncher /> : null}
    </Box>
  );
}
