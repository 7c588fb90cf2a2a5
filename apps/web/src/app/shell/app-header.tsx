import type { MeResponse } from '@kapital/shared';
import Menu from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { BrandLink } from '@/components/brand-link.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { HeaderBalance } from '@/features/profile/components/header-balance.tsx';
import { ProfileLanguageMenu } from '@/features/profile/components/profile-language-menu.tsx';
import { useTradingAccount } from '@/features/trade/api/get-trading-account.ts';
import { useShellText } from '../i18n.ts';
import { AccountMenu } from './account-menu.tsx';
import { MAIN_MENU_ID } from './layout-sizes.ts';
import { ShellBar } from './shell-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

interface AppHeaderProps {
  me: MeResponse;
  /** md and up: the menu button collapses the docked sidebar; below, it opens the drawer. */
  wide: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  phoneMenuOpen: boolean;
  onOpenPhoneMenu: () => void;
  /** The live chat button, when it sits in the header (tablets). */
  chat: ReactNode;
}

export function AppHeader({
  me,
  wide,
  sidebarCollapsed,
  onToggleSidebar,
  phoneMenuOpen,
  onOpenPhoneMenu,
  chat,
}: AppHeaderProps) {
  const { t } = useShellText();
  // Free mode: the demo balance orders spend is shown beside the wallet.
  const free = !me.profile.userTrading;
  const trading = useTradingAccount(me.profile.uid, { enabled: free });
  const demoBalance = free && trading.data?.mode === 'demo' ? trading.data.balance : null;
  return (
    <ShellBar wide={wide}>
      {wide ? (
        <IconButton
          aria-label={sidebarCollapsed ? t('header.expandMenu') : t('header.collapseMenu')}
          aria-controls={MAIN_MENU_ID}
          aria-expanded={!sidebarCollapsed}
          onClick={onToggleSidebar}
        >
          {sidebarCollapsed ? <Menu /> : <MenuOpen />}
        </IconButton>
      ) : (
        <IconButton
          aria-label={t('header.openMenu')}
          aria-expanded={phoneMenuOpen}
          onClick={onOpenPhoneMenu}
        >
          <Menu />
        </IconButton>
      )}
      <BrandLink hideNameOnPhones />
      <Box sx={{ flexGrow: 1 }} />
      <HeaderBalance me={me} demoBalance={demoBalance} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
        {chat}
        <NotificationBell userId={me.profile.uid} />
        {/* A phone's header has no room for them beside the bell: the account menu holds both. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <ProfileLanguageMenu profile={me.profile} staffAccess={me.staffAccess !== null} />
          <ThemeToggle />
        </Box>
        <AccountMenu profile={me.profile} staffAccess={me.staffAccess !== null} />
      </Box>
    </ShellBar>
  );
}
