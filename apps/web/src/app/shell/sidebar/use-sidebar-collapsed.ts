import { useCallback, useState } from 'react';

const STORAGE_KEY = 'kapital-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be disabled; the sidebar then starts expanded.
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(collapsed));
  } catch {
    // Not remembered for the next visit, but still toggled now.
  }
}

/** Whether the wide-screen sidebar shows icons only; remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed(!collapsed);
    storeCollapsed(!collapsed);
  }, [collapsed]);
  return [collapsed, toggle];
}
