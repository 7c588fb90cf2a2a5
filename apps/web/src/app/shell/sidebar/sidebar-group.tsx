import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useShellText } from '../../i18n.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import type { MenuGroup } from './menu-items.ts';
import { SidebarLink } from './sidebar-link.tsx';

interface SidebarGroupProps {
  entry: MenuGroup;
  open: boolean;
  /** The current address is one of the group's links. */
  current: boolean;
  activeLinkKey: string | null;
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/** A submenu: a button that expands or collapses its links. */
export function SidebarGroup({
  entry,
  open,
  current,
  activeLinkKey,
  collapsed,
  onToggle,
  onNavigate,
}: SidebarGroupProps) {
  const listId = useId();
  const { t } = useShellText();
  const Icon = MENU_ICONS[entry.key];
  const header = (
    <ListItemButton
      aria-expanded={open}
      // The links are only in the page while the group is open.
      aria-controls={open ? listId : undefined}
      onClick={onToggle}
      sx={{ minHeight: 44, px: 2.5, color: current ? 'primary.main' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, color: 'inherit' }}>
        {Icon ? <Icon /> : null}
      </ListItemIcon>
      <ListItemText
        primary={t(entry.labelKey)}
        sx={{ opacity: collapsed ? 0 : 1, m: 0 }}
        slotProps={{ primary: { sx: { fontWeight: current ? 600 : undefined } } }}
      />
      {collapsed ? null : open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
    </ListItemButton>
  );

  return (
    <li>
      {collapsed ? (
        <Tooltip title={t(entry.labelKey)} placement="right">
          {header}
        </Tooltip>
      ) : (
        header
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={listId}
          disablePadding
          // Collapsed to icons, a band of colour keeps the group's links together.
          sx={{ bgcolor: collapsed ? 'action.hover' : undefined }}
        >
          {entry.links.map((link) => (
            <li key={link.key}>
              <SidebarLink
                entry={link}
                active={link.key === activeLinkKey}
                collapsed={collapsed}
                nested
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}
