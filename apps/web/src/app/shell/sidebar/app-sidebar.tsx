import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { PaperProps } from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { BrandLink } from '@/components/brand-link.tsx';
import { useShellText } from '../../i18n.ts';
import {
  APP_BAR_HEIGHT,
  COLLAPSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  MAIN_MENU_ID,
} from '../layout-sizes.ts';
import { DrawerHeader } from '../shell-bar.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

interface AppSidebarProps {
  /** md and up: a permanent drawer; below: a temporary one. */
  wide: boolean;
  collapsed: boolean;
  phoneOpen: boolean;
  onPhoneClose: () => void;
  /** Shown under the phone drawer's navigation: the live chat's way in on phones. */
  phoneExtra?: ReactNode;
}

/** The sidebar: docked beside the content on wide screens, a drawer over it on narrow ones. */
export function AppSidebar({
  wide,
  collapsed,
  phoneOpen,
  onPhoneClose,
  phoneExtra,
}: AppSidebarProps) {
  const { t } = useShellText();
  if (!wide) {
    // MUI makes the temporary drawer's paper a modal dialog; the navigation goes inside it.
    return (
      <Drawer
        variant="temporary"
        open={phoneOpen}
        onClose={onPhoneClose}
        slotProps={{ paper: { 'aria-label': t('mainMenu'), sx: { width: DRAWER_WIDTH } } }}
      >
        <Box component="nav" id={MAIN_MENU_ID} aria-label={t('mainMenu')}>
          <DrawerHeader onClose={onPhoneClose}>
            <BrandLink />
          </DrawerHeader>
          <SidebarMenu collapsed={false} onNavigate={onPhoneClose} />
        </Box>
        {phoneExtra}
      </Drawer>
    );
  }

  const width = collapsed ? COLLAPSED_DRAWER_WIDTH : DRAWER_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
      slotProps={{
        // The docked paper is the navigation landmark itself, so it measures the drawer. Paper
        // takes `component`; the slot's type leaves it out.
        paper: {
          ...({ component: 'nav' } as PaperProps),
          id: MAIN_MENU_ID,
          'aria-label': t('mainMenu'),
          sx: {
            width,
            top: APP_BAR_HEIGHT,
            height: `calc(100% - ${APP_BAR_HEIGHT}px)`,
            overflowX: 'hidden',
            whiteSpace: 'nowrap',
            transition: (theme) => theme.transitions.create('width'),
          },
        },
      }}
    >
      <SidebarMenu collapsed={collapsed} />
    </Drawer>
  );
}
