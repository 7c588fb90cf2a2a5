import List from '@mui/material/List';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { activeMenuPosition, MENU, toggledGroup } from './menu-items.ts';
import { SidebarGroup } from './sidebar-group.tsx';
import { SidebarLink } from './sidebar-link.tsx';

interface SidebarMenuProps {
  collapsed: boolean;
  /** Called when a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
}

/**
 * The seed's menu. One group is open at a time: the one the person opened last, or the one
 * holding the current screen, which opens on load and whenever the address moves into it.
 */
export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const position = activeMenuPosition(pathname);
  const [openGroup, setOpenGroup] = useState(position.groupKey);

  useEffect(() => {
    const { groupKey } = activeMenuPosition(pathname);
    if (groupKey) setOpenGroup(groupKey);
  }, [pathname]);

  return (
    <List sx={{ py: 1 }}>
      {MENU.map((entry) =>
        entry.kind === 'link' ? (
          <li key={entry.key}>
            <SidebarLink
              entry={entry}
              active={entry.key === position.linkKey}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ) : (
          <SidebarGroup
            key={entry.key}
            entry={entry}
            open={openGroup === entry.key}
            current={entry.key === position.groupKey}
            activeLinkKey={position.linkKey}
            collapsed={collapsed}
            onToggle={() => setOpenGroup((open) => toggledGroup(open, entry.key))}
            onNavigate={onNavigate}
          />
        ),
      )}
    </List>
  );
}
