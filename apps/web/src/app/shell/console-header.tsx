import type { Profile } from '@kapital/shared';
import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { BrandLink } from '@/components/brand-link.tsx';
import { paths } from '@/config/paths.ts';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { ProfileLanguageMenu } from '@/features/profile/components/profile-language-menu.tsx';
import { useShellText } from '../i18n.ts';
import { AccountMenu } from './account-menu.tsx';
import { ShellBar } from './shell-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export const CONSOLE_MENU_ID = 'console-menu';

interface ConsoleHeaderProps {
  profile: Profile;
  /** md and up: the navigation is docked; below, the menu button opens it in a drawer. */
  wide: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * The console's own bar: what this is (Kapital Console), the way back to the user app, the
 * theme and the staff member's account menu. No balance, prices or chat: those are a
 * customer's.
 */
export function ConsoleHeader({ profile, wide, menuOpen, onOpenMenu }: ConsoleHeaderProps) {
  const { t } = useShellText();
  return (
    <ShellBar wide={wide} testId="console-header">
      {wide ? null : (
        <IconButton
          aria-label={t('console.openMenu')}
          aria-controls={menuOpen ? CONSOLE_MENU_ID : undefined}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Menu />
        </IconButton>
      )}
      <BrandLink height={36} to={adminPaths.root} section={t('console.section')} />
      <Box sx={{ flexGrow: 1 }} />
      {wide ? (
        <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} color="inherit">
          {t('console.backToApp')}
        </Button>
      ) : (
        <Tooltip title={t('console.backToApp')}>
          <IconButton component={RouterLink} to={paths.home} aria-label={t('console.backToApp')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
      )}
      <ProfileLanguageMenu profile={profile} />
      <ThemeToggle />
      <AccountMenu profile={profile} />
    </ShellBar>
  );
}
