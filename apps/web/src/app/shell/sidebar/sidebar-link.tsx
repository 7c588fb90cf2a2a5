import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { useShellText } from '../../i18n.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import type { MenuLink } from './menu-items.ts';

interface SidebarLinkProps {
  entry: MenuLink;
  active: boolean;
  collapsed: boolean;
  /** Inside an open group: indented while the sidebar shows names. */
  nested?: boolean;
  onNavigate?: () => void;
}

export function SidebarLink({
  entry,
  active,
  collapsed,
  nested = false,
  onNavigate,
}: SidebarLinkProps) {
  const { t } = useShellText();
  const Icon = MENU_ICONS[entry.key];
  const button = (
    <ListItemButton
      component={RouterLink}
      to={entry.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ minHeight: 44, pl: nested && !collapsed ? 4 : 2.5, pr: 2.5 }}
    >
      <ListItemIcon
        sx={{ minWidth: 0, mr: collapsed ? 0 : 2, color: active ? 'primary.main' : undefined }}
      >
        {Icon ? <Icon /> : null}
      </ListItemIcon>
      <ListItemText
        primary={t(entry.labelKey)}
        sx={{ opacity: collapsed ? 0 : 1, m: 0 }}
        slotProps={{ primary: { sx: { fontWeight: active ? 600 : undefined } } }}
      />
    </ListItemButton>
  );
  // Collapsed to icons, the name shows on hover and focus; the text stays for screen readers.
  return collapsed ? (
    <Tooltip title={t(entry.labelKey)} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
