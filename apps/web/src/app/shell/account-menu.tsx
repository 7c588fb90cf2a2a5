import type { Profile } from '@kapital/shared';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockReset from '@mui/icons-material/LockResetOutlined';
import Logout from '@mui/icons-material/LogoutOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { adminPaths } from '@/features/admin/lib/admin-paths.ts';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar.tsx';
import { LogoutDialog } from './logout-dialog.tsx';

/**
 * The avatar in the header and its menu: who is signed in, Account, Change Password and Logout
 * (which asks first). The name sits above the menu's items rather than among them.
 */
export function AccountMenu({ profile }: { profile: Profile }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    // As in MUI's Menu: Tab leaves the menu, closing it.
    if (event.key === 'Tab') {
      event.preventDefault();
      closeMenu();
    }
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setMenuOpen(true)}
        sx={{ p: 0.5 }}
      >
        <ProfileAvatar profile={profile} size={36} />
      </IconButton>
      <Popover
        open={menuOpen}
        anchorEl={buttonRef.current}
        onClose={closeMenu}
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
          aria-label="Account"
        >
          <MenuItem component={RouterLink} to={paths.profile} onClick={closeMenu}>
            <ListItemIcon>
              <ManageAccounts fontSize="small" />
            </ListItemIcon>
            Account
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.changePassword} onClick={closeMenu}>
            <ListItemIcon>
              <LockReset fontSize="small" />
            </ListItemIcon>
            Change Password
          </MenuItem>
          {profile.role === 'admin' || profile.role === 'support' ? (
            <MenuItem component={RouterLink} to={adminPaths.root} onClick={closeMenu}>
              <ListItemIcon>
                <AdminPanelSettings fontSize="small" />
              </ListItemIcon>
              Admin console
            </MenuItem>
          ) : null}
          <Divider component="li" />
          <MenuItem
            onClick={() => {
              closeMenu();
              setLogoutOpen(true);
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </MenuList>
      </Popover>
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        onExited={() => buttonRef.current?.focus()}
      />
    </>
  );
}
