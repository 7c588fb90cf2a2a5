import type { MeResponse } from '@kapital/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import {
  CHAT_BUTTON_ROOM,
  ChatLauncher,
  ChatMenuButton,
} from '@/features/chat/components/chat-launcher.tsx';
import type { ChatPlacement } from '@/features/chat/components/chat-panel.tsx';
import { TickerStrip } from '@/features/market/components/ticker-strip.tsx';
import { AppHeader } from './app-header.tsx';
import { ShellColumn } from './shell-bar.tsx';
import { AppSidebar } from './sidebar/app-sidebar.tsx';
import { useSidebarCollapsed } from './sidebar/use-sidebar-collapsed.ts';
import { SkipToContent } from './skip-to-content.tsx';
import { StaffAccessBanner } from './staff-access-banner.tsx';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in shell of the seed: app bar, sidebar, ticker strip, the screen, footer and the
 * live chat button (in the phone menu, in the header on tablets, floating in the corner from md).
 */
export function AppLayout({ me, children }: { me: MeResponse; children: ReactNode }) {
  const theme = useTheme();
  // Measured on the first render, so a phone never flashes the docked sidebar.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const { pathname } = useLocation();
  // The phone drawer is open at the address where it was opened: any way of moving on (a link
  // in it, Back) closes it.
  const [phoneMenuOpenAt, setPhoneMenuOpenAt] = useState<string | null>(null);
  const phoneMenuOpen = phoneMenuOpenAt === pathname;
  // Staff viewing as the user answer from the inbox, not from the user's own panel.
  const chatShown = Boolean(me.settings?.menuContact) && me.staffAccess === null;
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const chatPlacement: ChatPlacement = wide ? 'corner' : phone ? 'menu' : 'header';
  const chatInCorner = chatShown && chatPlacement === 'corner';
  const [chatOpen, setChatOpen] = useState(false);
  const chat = (
    <ChatLauncher
      userId={me.profile.uid}
      placement={chatPlacement}
      open={chatOpen}
      onOpenChange={setChatOpen}
      onClosedElsewhere={() => document.getElementById(MAIN_CONTENT_ID)?.focus()}
    />
  );
  // The main column's right gutter keeps clear of the floating chat button: its room, less what
  // already lies between the centred content and the screen's edge (none up to lg's width).
  const contentGutter = `max(${theme.spacing(3)}, calc(${CHAT_BUTTON_ROOM}px - max(0px, (100% - ${theme.breakpoints.values.lg}px) / 2)))`;

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
        chat={chatShown && chatPlacement === 'header' ? chat : null}
      />
      <AppSidebar
        wide={wide}
        collapsed={collapsed}
        phoneOpen={phoneMenuOpen}
        onPhoneClose={() => setPhoneMenuOpenAt(null)}
        phoneExtra={
          chatShown && chatPlacement === 'menu' ? (
            <ChatMenuButton
              userId={me.profile.uid}
              onOpen={() => {
                setPhoneMenuOpenAt(null);
                setChatOpen(true);
              }}
            />
          ) : null
        }
      />
      <ShellColumn
        mainId={MAIN_CONTENT_ID}
        above={
          <>
            {me.staffAccess ? (
              <StaffAccessBanner userName={me.profile.userName} staffAccess={me.staffAccess} />
            ) : null}
            <TickerStrip />
          </>
        }
        // At md, after the Container's own gutters, which would otherwise win.
        mainSx={{ pr: chatInCorner ? { md: contentGutter } : undefined }}
        // With the chat button floating in the corner, the footer leaves room below it, so a
        // page scrolled to the end never has its last line under the button.
        footerSx={{ pt: 3, pb: chatInCorner ? 11 : 3 }}
      >
        {children}
      </ShellColumn>
      {chatShown && chatPlacement !== 'header' ? chat : null}
    </Box>
  );
}
