import type { Profile } from '@kapital/shared';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockReset from '@mui/icons-material/LockResetOutlined';
import Logout from '@mui/icons-material/LogoutOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { PhoneLanguageItems } from '@/features/profile/components/phone-language-items.tsx';
import { useShellText } from '../i18n.ts';
import { LogoutDialog } from './logout-dialog.tsx';
import { useThemeSwitch } from './theme-toggle.tsx';

interface AccountMenuPopupProps {
  profile: Profile;
  /** Staff viewing as the user: the language items change only the staff member's screen. */
  staffAccess: boolean;
  anchorEl: HTMLElement | null;
  menuId: string;
  menuOpen: boolean;
  onCloseMenu: () => void;
  logoutOpen: boolean;
  onLogout: () => void;
  onCloseLogout: () => void;
  /** Runs once the logout dialog has gone, to give focus back to the avatar. */
  onLogoutExited: () => void;
}

/**
 * What the avatar opens: who is signed in, Account, Change Password and Logout (which asks
 * first). Downloaded with the first open, not with every signed-in page (AccountMenu).
 */
export function AccountMenuPopup({
  profile,
  staffAccess,
  anchorEl,
  menuId,
  menuOpen,
  onCloseMenu,
  logoutOpen,
  onLogout,
  onCloseLogout,
  onLogoutExited,
}: AccountMenuPopupProps) {
  const { t } = useShellText();
  const onMenuKeyDown = (event: KeyboardEvent) => {
    // As in MUI's Menu: Tab leaves the menu, closing it.
    if (event.key === 'Tab') {
      event.preventDefault();
      onCloseMenu();
    }
  };

  return (
    <>
      <Popover
        open={menuOpen}
        anchorEl={anchorEl}
        onClose={onCloseMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{profile.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            @{profile.userName}
          </Typography>
        </Box>
        <Divider />
        <MenuList
          id={menuId}
          autoFocusItem={menuOpen}
          onKeyDown={onMenuKeyDown}
          aria-label={t('accountMenu.label')}
        >
          <MenuItem component={RouterLink} to={paths.profile} onClick={onCloseMenu}>
            <ListItemIcon>
              <ManageAccounts fontSize="small" />
            </ListItemIcon>
            {t('accountMenu.account')}
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.changePassword} onClick={onCloseMenu}>
            <ListItemIcon>
              <LockReset fontSize="small" />
            </ListItemIcon>
            {t('accountMenu.changePassword')}
          </MenuItem>
          {profile.role === 'admin' || profile.role === 'support' ? (
            <MenuItem component={RouterLink} to={adminPaths.root} onClick={onCloseMenu}>
              <ListItemIcon>
                <AdminPanelSettings fontSize="small" />
              </ListItemIcon>
              {t('accountMenu.adminConsole')}
            </MenuItem>
          ) : null}
          <ThemeMenuItem />
          <Divider component="li" sx={{ display: { xs: 'list-item', sm: 'none' } }} />
          <PhoneLanguageItems profile={profile} staffAccess={staffAccess} onChosen={onCloseMenu} />
          <Divider component="li" />
          <MenuItem
            onClick={() => {
              onCloseMenu();
              onLogout();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            {t('accountMenu.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
      <LogoutDialog open={logoutOpen} onClose={onCloseLogout} onExited={onLogoutExited} />
    </>
  );
}

/** On a phone, where the header has no room for the theme toggle, the menu switches the theme. */
function ThemeMenuItem() {
  const { label, icon, switchTheme } = useThemeSwitch();
  return (
    <MenuItem onClick={switchTheme} sx={{ display: { xs: 'flex', sm: 'none' } }}>
      <ListItemIcon sx={{ '& svg': { fontSize: 20 } }}>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
