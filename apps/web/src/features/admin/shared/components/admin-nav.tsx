import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CallMade from '@mui/icons-material/CallMadeOutlined';
import CallReceived from '@mui/icons-material/CallReceivedOutlined';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import GroupAdd from '@mui/icons-material/GroupAddOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Savings from '@mui/icons-material/SavingsOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ParseKeys, TFunction } from 'i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAdminText } from '@/features/admin/i18n.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { isAdmin, type Role } from '../lib/staff.ts';

interface NavEntry {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** The overview is active at /admin only; the others for their whole subtree. */
  exact?: boolean;
  /** Support staff see this entry too; every other entry is for admins only. */
  forSupport?: boolean;
}

/** An entry as declared: its label is a key of the console's texts. */
type NavItem = Omit<NavEntry, 'label'> & { label: ParseKeys<'admin'> };

const CONSOLE_NAV: NavItem[] = [
  { label: 'nav.overview', to: adminPaths.root, icon: Dashboard, exact: true },
  { label: 'nav.users', to: adminPaths.users, icon: People },
  { label: 'nav.kyc', to: adminPaths.kyc, icon: VerifiedUser },
  { label: 'nav.deposits', to: adminPaths.deposits, icon: CallReceived },
  { label: 'nav.withdrawals', to: adminPaths.withdrawals, icon: CallMade },
  { label: 'nav.referrals', to: adminPaths.referrals, icon: GroupAdd },
  { label: 'nav.chat', to: adminPaths.chat, icon: Forum, forSupport: true },
  { label: 'nav.investments', to: adminPaths.investments, icon: TrendingUp },
  { label: 'nav.packages', to: adminPaths.packages, icon: Savings },
  { label: 'nav.trading', to: adminPaths.trading, icon: CandlestickChart },
  { label: 'nav.paymentMethods', to: adminPaths.paymentMethods, icon: AccountBalance },
  { label: 'nav.settings', to: adminPaths.settings, icon: Settings },
  { label: 'nav.audit', to: adminPaths.audit, icon: History },
];

/** Admins see every entry; support staff only theirs (the inbox); labels in the chosen language. */
export function consoleNavFor(role: Role, t: TFunction<'admin'>): NavEntry[] {
  return CONSOLE_NAV.filter((entry) => isAdmin(role) || entry.forSupport).map((entry) => ({
    ...entry,
    label: t(entry.label),
  }));
}

function isActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entry.exact ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`);
}

/**
 * The console's navigation: the list the console shell docks beside the page on a wide screen
 * and puts in a drawer on a phone. `onNavigate` closes that drawer.
 */
export function AdminNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useAdminText();
  const { pathname } = useLocation();
  return (
    <List sx={{ py: 1 }}>
      {consoleNavFor(role, t).map((entry) => {
        const active = isActive(entry, pathname);
        const Icon = entry.icon;
        return (
          <ListItem key={entry.to} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={entry.to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ minHeight: 44, px: 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: 0, mr: 2, color: active ? 'primary.main' : undefined }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={entry.label}
                sx={{ m: 0 }}
                slotProps={{ primary: { sx: { fontWeight: active ? 600 : undefined } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
